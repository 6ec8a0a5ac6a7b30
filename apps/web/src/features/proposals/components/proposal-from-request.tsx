import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { WritingProgress } from '../../../components/ui/writing-progress';
import { apiErrorMessage, refusalReason } from '../../../lib/api-error';
import { proposalRequestText, type ProposalRequest } from '../../../lib/proposal-request';
import { useVoiceToProposalMutation } from '../api/proposals-api';
import type { StoredProposal } from '../utils/proposal-storage';

const FAILED_PREFIX = 'Failed to generate proposal: ';
const UNKNOWN = 'Unknown error';

type ProposalFromRequestProps = {
  request: ProposalRequest;
  /** The written proposal, or null to open the wizard without one. */
  onDone: (written: StoredProposal | null) => void;
};

/**
 * "Write proposal" from a call or a contact: the client's request goes to the same writer as the
 * landing page's prompt and a voice transcript (POST /api/voice-to-proposal), once.
 */
export const ProposalFromRequest = ({ request, onDone }: ProposalFromRequestProps) => {
  const [voiceToProposal] = useVoiceToProposalMutation();
  const [error, setError] = useState<string | null>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void (async () => {
      try {
        const result = await voiceToProposal({
          voiceTranscript: proposalRequestText(request),
          templateChoice: 'vanilla',
        }).unwrap();
        if (result.success) onDone({ proposal: result.proposal, proposalId: result.proposalId });
        else setError(`${FAILED_PREFIX}${refusalReason(result) ?? UNKNOWN}`);
      } catch (failure) {
        setError(`${FAILED_PREFIX}${apiErrorMessage(failure, UNKNOWN)}`);
      }
    })();
  }, [voiceToProposal, request, onDone]);

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 py-8">
      <h1 className="text-2xl font-bold tracking-tight text-neutral-950">
        Proposal for {request.client.name || 'your client'}
      </h1>
      {error ? (
        <>
          <Alert tone="error">{error}</Alert>
          <div>
            <Button onClick={() => onDone(null)}>Write it in the wizard instead</Button>
          </div>
        </>
      ) : (
        <WritingProgress
          title="Writing the proposal from the client's request"
          detail="The AI writer usually needs a few seconds. The proposal editor opens when it's done."
        />
      )}
    </div>
  );
};
