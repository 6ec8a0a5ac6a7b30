import { Icon } from '../../../components/icons';
import type { IconProps } from '../../../components/icons';

// Icons only this page uses, in the shared frame of components/icons.tsx.
export const QuoteIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M10 7H6a1 1 0 0 0-1 1v4a1 1 0 0 0 1 1h3v1a3 3 0 0 1-3 3M19 7h-4a1 1 0 0 0-1 1v4a1 1 0 0 0 1 1h3v1a3 3 0 0 1-3 3" />
  </Icon>
);

export const CalendarIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="4" y="5" width="16" height="15" rx="2" />
    <path d="M4 10h16M9 3v4M15 3v4" />
  </Icon>
);

export const WaveformIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 10v4M8 7v10M12 4v16M16 8v8M20 11v2" />
  </Icon>
);
