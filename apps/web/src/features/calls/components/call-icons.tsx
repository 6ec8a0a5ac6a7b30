import { Icon, type IconProps } from '../../../components/icons';

// Icons only the call pages use, in the shared frame of components/icons.tsx.
export const ArrowLeftIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </Icon>
);

export const IncomingIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M17 7 7 17M7 9v8h8" />
  </Icon>
);

export const OutgoingIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M7 17 17 7M9 7h8v8" />
  </Icon>
);
