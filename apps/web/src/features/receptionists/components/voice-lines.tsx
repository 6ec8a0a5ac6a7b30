import type { Receptionist } from '@vanilla/contracts';
import { PhoneIcon } from '../../../components/icons';
import { formatPhoneNumber } from '../utils/phone';
import { StatusDot } from './status-dot';

type VoiceLinesProps = { receptionists: readonly Receptionist[] };

/** Dashboard → Voice Lines: each receptionist's name, number and whether it is active. */
export const VoiceLines = ({ receptionists }: VoiceLinesProps) => (
  <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
    {receptionists.map((receptionist) => (
      <li
        key={receptionist.id}
        className="flex items-center gap-3 rounded-xl border border-neutral-200 px-4 py-3"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <PhoneIcon className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-neutral-900">{receptionist.name}</p>
          <p className="text-sm text-neutral-600 tabular-nums">
            {formatPhoneNumber(receptionist.phone_number)}
          </p>
        </div>
        <StatusDot active={receptionist.is_active} />
      </li>
    ))}
  </ul>
);
