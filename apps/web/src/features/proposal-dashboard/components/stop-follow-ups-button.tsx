import { apiErrorMessage } from '../../../lib/api-error';
import { useNextFollowUp } from '../api/follow-ups-api';
import { useStopFollowUpsMutation } from '../api/stop-follow-ups-api';
import type { ProposalRow } from '../utils/proposal-rows';

/**
 * "Stop follow-ups" on a row awaiting its client's answer while the company's plan has a follow-up
 * to come for it: no more automatic reminders (recorded in its history). Once stopped here, says
 * so in its place.
 */
export const StopFollowUpsButton = ({ row }: { row: ProposalRow }) => {
  const [stop, { data, error, isLoading }] = useStopFollowUpsMutation();
  const next = useNextFollowUp(row.token);
  if (data?.stopped) {
    return (
      <span role="status" className="px-2 py-1 text-xs text-neutral-500">
        Follow-ups stopped
      </span>
    );
  }
  if (!next) return null;
  return (
    <>
      <button
        type="button"
        disabled={isLoading}
        onClick={() => void stop(row.token)}
        aria-label={`Stop follow-ups of ${row.proposalId}`}
        title="Stop automatic follow-ups"
        className="rounded-lg px-2 py-1 text-xs font-semibold whitespace-nowrap text-neutral-600 transition-colors hover:bg-neutral-100 hover:text-neutral-900 disabled:opacity-60"
      >
        Stop follow-ups
      </button>
      {error && (
        <span role="alert" className="sr-only">
          {apiErrorMessage(error, 'Could not stop the follow-ups. Please try again.')}
        </span>
      )}
    </>
  );
};
