import type { Ref } from 'react';
import { AlertCircleIcon } from '../../../components/icons';
import { useDateFormat } from '../../../components/proposal-templates/format-proposal-date';
import { formatDecisionTime } from './signed-banner';

type DeclinedBannerProps = {
  declinedAt: string | null;
  reason: string;
  ref?: Ref<HTMLDivElement>;
};

/**
 * Where the Sign and Decline buttons were: the client declined, when, and the reason they gave.
 * Focusable, so focus lands here when the dialog that declined closes.
 */
export const DeclinedBanner = ({ declinedAt, reason, ref }: DeclinedBannerProps) => {
  const when = formatDecisionTime(declinedAt, useDateFormat());
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="flex items-start gap-3 rounded-2xl border border-neutral-300 bg-white px-4 py-4 outline-none focus-visible:ring-4 focus-visible:ring-brand-600/15 sm:px-5 print:break-inside-avoid"
    >
      <AlertCircleIcon className="mt-0.5 size-6 shrink-0 text-neutral-500" />
      <div className="min-w-0">
        <p className="font-semibold text-neutral-900">You declined this proposal.</p>
        {when && (
          <p className="mt-0.5 text-sm text-neutral-600">
            Declined on <time dateTime={declinedAt ?? undefined}>{when}</time>.
          </p>
        )}
        {reason && (
          <p className="mt-2 text-sm break-words whitespace-pre-line text-neutral-700">
            <span className="font-medium text-neutral-900">Your reason: </span>
            {reason}
          </p>
        )}
      </div>
    </div>
  );
};
