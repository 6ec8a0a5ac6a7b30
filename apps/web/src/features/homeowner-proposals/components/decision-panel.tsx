import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { formatDollars } from '../../../lib/payments';
import { decisionNotices, type DecisionNotice } from '../sample-data/decision-notices';
import type { ContractorProposal } from '../sample-data/sample-types';

/**
 * 000 §2 "Right panel": Accept opens the congratulations page; the other three are not wired in
 * the product yet and say so.
 */
export const DecisionPanel = ({ proposal }: { proposal: ContractorProposal }) => {
  const [notice, setNotice] = useState<DecisionNotice | null>(null);
  return (
    <section
      aria-labelledby="decision-title"
      className="shrink-0 rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm"
    >
      <h2 id="decision-title" className="font-semibold text-neutral-900">
        Your decision
      </h2>
      <p className="mt-1 text-sm text-neutral-600">
        {proposal.contractor} · {formatDollars(proposal.amount)}
      </p>
      <div className="mt-4 flex flex-col gap-2.5">
        <Link to={paths.congratulations} className={buttonClass('primary', 'w-full')}>
          Accept Proposal
        </Link>
        <Button variant="danger" className="w-full" onClick={() => setNotice('decline')}>
          Decline Proposal
        </Button>
        <div className="grid grid-cols-2 gap-2.5">
          <Button variant="secondary" onClick={() => setNotice('message')}>
            Message Contractor
          </Button>
          <Button variant="secondary" onClick={() => setNotice('expert')}>
            Get expert opinion
          </Button>
        </div>
      </div>
      {notice && (
        <Alert tone="info" onDismiss={() => setNotice(null)} className="mt-4">
          {decisionNotices[notice]}
        </Alert>
      )}
    </section>
  );
};
