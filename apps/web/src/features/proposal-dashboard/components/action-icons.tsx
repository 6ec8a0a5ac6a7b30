import { Icon } from '../../../components/icons';
import type { IconProps } from '../../../components/icons';

// Icons only the proposal pages use, in the shared frame of components/icons.tsx.
export const ExternalLinkIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </Icon>
);

export const HistoryIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5M12 7v5l3 2" />
  </Icon>
);

export const CertificateIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h6M14 3l5 5M14 3v5h5M19 8v3" />
    <circle cx="17" cy="16" r="3" />
    <path d="m15.5 18.5-.5 3.5 2-1 2 1-.5-3.5" />
  </Icon>
);

export const TrashIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1l1-13M9 7V4h6v3" />
  </Icon>
);

export const DownloadIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
  </Icon>
);

export const SortIcon = ({
  direction,
  ...props
}: IconProps & { direction: 'ascending' | 'descending' | 'none' }) => (
  <Icon {...props}>
    <path d="M8 10l4-4 4 4" opacity={direction === 'descending' ? 0.3 : 1} />
    <path d="M8 14l4 4 4-4" opacity={direction === 'ascending' ? 0.3 : 1} />
  </Icon>
);
