import { useEffect, useRef } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions, DialogBody } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { NextFollowUpLine } from '../../../components/follow-ups/next-follow-up-line';
import { ReadingSummary } from '../../../components/proposal-reading/reading-summary';
import { apiErrorMessage } from '../../../lib/api-error';
import { useNextFollowUp } from '../api/follow-ups-api';
import { useViewing } from '../api/presence-api';
import { useProposalReadingQuery } from '../api/reading-api';
import { PresenceBadge } from './presence-badge';
import type { ProposalRow } from '../utils/proposal-rows';

type ReadingDialogProps = { proposal: ProposalRow; onClose: () => void };

// The page sends its reading as the client leaves, with its last presence report: by this long
// after "viewing now" clears, the reading of that visit is in the log.
const READING_SETTLES_MS = 1500;

/**
 * The Reading panel: what the client read of this proposal, asked for afresh on each opening and
 * again when a client who had it open leaves the page (when their visit's reading arrives), and
 * when the next follow-up goes, if one is to come.
 */
export const ReadingDialog = ({ proposal, onClose }: ReadingDialogProps) => {
  const { data, error, isFetching, refetch } = useProposalReadingQuery(proposal.token, {
    refetchOnMountOrArgChange: true,
  });
  const next = useNextFollowUp(proposal.token);
  const isViewing = useViewing(proposal.token) !== null;
  const wasViewing = useRef(isViewing);
  useEffect(() => {
    const left = wasViewing.current && !isViewing;
    wasViewing.current = isViewing;
    if (!left) return;
    const timer = setTimeout(() => void refetch(), READING_SETTLES_MS);
    return () => clearTimeout(timer);
  }, [isViewing, refetch]);
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
        <PresenceBadge token={proposal.token} layout="line" />
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
