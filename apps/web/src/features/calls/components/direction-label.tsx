import { directionLabel } from '../utils/call-format';
import { IncomingIcon, OutgoingIcon } from './call-icons';

export const DirectionLabel = ({ direction }: { direction: string }) => {
  const DirectionIcon = direction === 'outbound' ? OutgoingIcon : IncomingIcon;
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap">
      <DirectionIcon className="size-4 text-neutral-400" />
      {directionLabel(direction)}
    </span>
  );
};
