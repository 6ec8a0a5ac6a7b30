import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions, DialogBody } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { NextFollowUpLine } from '../../../components/follow-ups/next-follow-up-line';
import { ReadingSummary } from '../../../components/proposal-reading/reading-summary';
import { apiErrorMessage } from '../../../lib/api-error';
import { useNextFollowUp } from '../api/follow-ups-api';
import { useProposalReadingQuery } from '../api/reading-api';
import type { ProposalRow } from '../utils/proposal-rows';

type ReadingDialogProps = { proposal: ProposalRow; onClose: () => void };

/**
 * The Reading panel: what the client read of this proposal, asked for afresh on each opening, and
 * when the next follow-up goes, if one is to come.
 */
export const ReadingDialog = ({ proposal, onClose }: ReadingDialogProps) => {
  const { data, error, isFetching, refetch } = useProposalReadingQuery(proposal.token, {
    refetchOnMountOrArgChange: true,
  });
  const next = useNextFollowUp(proposal.token);
  return (
    <Dialog
      title="Reading"
      description={
        <>
          What <span className="font-medium text-neutral-900">{proposal.client}</span> read of{' '}
          <span className="font-medium text-neutral-900">{proposal.proposalId}</span>: time on
          screen per section, across visits.
        </>
      }
      onClose={onClose}
      width="md"
    >
      <DialogBody>
        {next && <NextFollowUpLine next={next} className="mb-3" />}
        {data ? (
          <ReadingSummary reading={data} />
        ) : error ? (
          <Alert tone="error">
            {apiErrorMessage(error, 'Failed to load the reading', 'Could not reach the server')}
          </Alert>
        ) : (
          <Spinner label="Loading the reading…" className="py-8" />
        )}
        <DialogActions>
          <Button variant="secondary" onClick={() => void refetch()} disabled={isFetching}>
            {isFetching ? 'Refreshing…' : 'Refresh'}
          </Button>
          <Button onClick={onClose}>Close</Button>
        </DialogActions>
      </DialogBody>
    </Dialog>
  );
};
