import { Icon, type IconProps } from '../../../components/icons';

// Icons only the home dashboard uses, in the shared frame of components/icons.tsx.
export const GripIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="9" cy="6" r="1" fill="currentColor" />
    <circle cx="15" cy="6" r="1" fill="currentColor" />
    <circle cx="9" cy="12" r="1" fill="currentColor" />
    <circle cx="15" cy="12" r="1" fill="currentColor" />
    <circle cx="9" cy="18" r="1" fill="currentColor" />
    <circle cx="15" cy="18" r="1" fill="currentColor" />
  </Icon>
);

export const ChecklistIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 6l1.5 1.5L8 5M4 12l1.5 1.5L8 11M4 18l1.5 1.5L8 17M11 6h9M11 12h9M11 18h9" />
  </Icon>
);

export const ValueIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 11l9-7 9 7M5 9.5V20h14V9.5" />
    <path d="M14 12.5c-.4-.6-1.1-1-2-1-1.1 0-2 .6-2 1.5s.9 1.2 2 1.5 2 .6 2 1.5-.9 1.5-2 1.5c-.9 0-1.6-.4-2-1M12 10.5v1M12 17v1" />
  </Icon>
);
