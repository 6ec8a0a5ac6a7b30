import { Icon, type IconProps } from '../../../components/icons';

// Icons only the pricing page uses, in the shared frame of components/icons.tsx.
export const CheckIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Icon>
);

export const CrossIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M7 7l10 10M17 7L7 17" />
  </Icon>
);
