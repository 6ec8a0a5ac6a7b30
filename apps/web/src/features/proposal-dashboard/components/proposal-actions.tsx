import { useState } from 'react';
import { Link } from 'react-router';
import { proposalLinks } from '../utils/proposal-links';
import { awaitsAnswer, canExtend, type ProposalRow } from '../utils/proposal-rows';
import { CertificateIcon, ExternalLinkIcon, HistoryIcon, TrashIcon } from './action-icons';
import { ExtendProposalDialog } from './extend-proposal-dialog';
import { ReadingDialog } from './reading-dialog';
import { StopFollowUpsButton } from './stop-follow-ups-button';

const actionClass =
  'flex size-8 items-center justify-center rounded-lg text-neutral-500 transition-colors hover:bg-neutral-100 hover:text-neutral-900';

type ProposalActionsProps = { row: ProposalRow; onDelete: (row: ProposalRow) => void };

/**
 * A row's actions: the client's link in a new tab, the history, the certificate once signed,
 * what the client read, more time for the client and a stop to automatic follow-ups while it
 * awaits their answer, delete.
 */
export const ProposalActions = ({ row, onDelete }: ProposalActionsProps) => {
  const [extending, setExtending] = useState(false);
  const [reading, setReading] = useState(false);
  return (
    <div className="flex flex-wrap items-center justify-end">
      <a
        href={proposalLinks.shared(row.token)}
        target="_blank"
        rel="noreferrer"
        aria-label={`Open ${row.proposalId} in a new tab`}
        title="Open the client's link"
        className={actionClass}
      >
        <ExternalLinkIcon className="size-[1.125rem]" />
      </a>
      <Link
        to={proposalLinks.history(row.token)}
        aria-label={`History of ${row.proposalId}`}
        title="History"
        className={actionClass}
      >
        <HistoryIcon className="size-[1.125rem]" />
      </Link>
      {row.status === 'accepted' && (
        <Link
          to={proposalLinks.certificate(row.token)}
          aria-label={`Signature certificate of ${row.proposalId}`}
          title="Signature certificate"
          className={actionClass}
        >
          <CertificateIcon className="size-[1.125rem]" />
        </Link>
      )}
      <button
        type="button"
        onClick={() => setReading(true)}
        aria-haspopup="dialog"
        aria-label={`Reading of ${row.proposalId}`}
        title="What the client read"
        className="rounded-lg px-2 py-1 text-xs font-semibold text-neutral-600 transition-colors hover:bg-neutral-100 hover:text-neutral-900"
      >
        Reading
      </button>
      {canExtend(row) && (
        <button
          type="button"
          onClick={() => setExtending(true)}
          aria-label={`Extend ${row.proposalId}`}
          title="Extend the link"
          className="rounded-lg px-2 py-1 text-xs font-semibold text-brand-700 transition-colors hover:bg-brand-50"
        >
          Extend
        </button>
      )}
      {awaitsAnswer(row) && <StopFollowUpsButton row={row} />}
      <button
        type="button"
        onClick={() => onDelete(row)}
        aria-label={`Delete ${row.proposalId}`}
        title="Delete"
        className={`${actionClass} hover:bg-red-50 hover:text-red-700`}
      >
        <TrashIcon className="size-[1.125rem]" />
      </button>
      {extending && <ExtendProposalDialog proposal={row} onClose={() => setExtending(false)} />}
      {reading && <ReadingDialog proposal={row} onClose={() => setReading(false)} />}
    </div>
  );
};
