import type { HistoryEntry, ProposalHistoryResponse } from '@vanilla/contracts';
import { Link, useSearchParams } from 'react-router';
import { ShieldCheckIcon } from '../../../components/icons';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { env } from '../../../config/env';
import { apiErrorMessage } from '../../../lib/api-error';
import { useProposalHistoryQuery } from '../api/proposal-audit-api';
import { NextFollowUpLine } from '../../../components/follow-ups/next-follow-up-line';
import { ReadingSummary } from '../../../components/proposal-reading/reading-summary';
import { useChainVerification, type ChainVerification } from '../hooks/use-chain-verification';
import { describeEvent, formatDateTime } from '../utils/event-details';
import { HistoryEventCard } from './history-event-card';
import { StatusBadge } from './status-badge';

// The signature certificate lives in the business area, whichever list the history opened from.
const certificatePath = (token: string) =>
  `/business/proposals/${encodeURIComponent(token)}/certificate`;

// The sealed PDF both sides received by mail, served by the API (a download, not a page).
const sealedPdfUrl = (token: string) =>
  `${env.apiUrl}/api/proposals/${encodeURIComponent(token)}/pdf`;

const sharedFacts = (events: HistoryEntry[]) => {
  const shared = events.find((event) => event.type === 'ProposalShared')?.data ?? {};
  const read = (key: string) => (typeof shared[key] === 'string' ? (shared[key] as string) : '');
  return { title: read('title'), client: read('clientName') };
};

type StatePanelProps = {
  history: ProposalHistoryResponse;
  selected: { event: HistoryEntry; number: number } | null;
  updating: boolean;
  onShowCurrent: () => void;
};

const StatePanel = ({ history, selected, updating, onShowCurrent }: StatePanelProps) => {
  const { state } = history;
  const facts = [
    { label: 'Status', value: <StatusBadge status={state.status} /> },
    { label: 'Views', value: state.view_count },
    { label: 'Messages', value: state.message_count },
    { label: 'Signed', value: state.signed ? 'Yes' : 'No' },
    { label: 'Deleted', value: state.deleted ? 'Yes' : 'No' },
    { label: 'Archived', value: state.archived ? 'Yes' : 'No' },
  ];
  return (
    <section
      aria-labelledby="state-title"
      aria-busy={updating}
      className="rounded-2xl border border-neutral-200 bg-neutral-50 p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="state-title" className="text-sm font-semibold text-neutral-900">
          {selected ? (
            <>
              State as of event #{selected.number}{' '}
              <span className="font-normal text-neutral-500">
                ({describeEvent(selected.event).title}, {formatDateTime(selected.event.at)})
              </span>
            </>
          ) : (
            'Current state'
          )}
        </h2>
        {selected && (
          <Button variant="secondary" className="px-3 py-1.5" onClick={onShowCurrent}>
            Show current state
          </Button>
        )}
      </div>
      <dl
        aria-live="polite"
        className={`mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-5 ${updating ? 'opacity-60' : ''}`}
      >
        {facts.map((fact, index) => (
          <div
            key={fact.label}
            className={`rounded-xl bg-white p-3 ring-1 ring-neutral-200 ${index === 0 ? 'col-span-2 sm:col-span-1' : ''}`}
          >
            <dt className="text-xs text-neutral-500">{fact.label}</dt>
            <dd className="mt-1 font-semibold text-neutral-900 tabular-nums">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
};

const VerificationSummary = ({
  verification,
  count,
}: {
  verification: ChainVerification;
  count: number;
}) => {
  if (verification.status === 'unsupported') {
    return (
      <Alert tone="error">
        This browser cannot compute SHA-256 here: verification needs a secure (https) connection.
      </Alert>
    );
  }
  if (verification.status !== 'done') return null;
  return verification.broken === 0 ? (
    <Alert tone="success">
      All {count} event hashes were recomputed in your browser and each links to the one before: the
      history has not been altered.
    </Alert>
  ) : (
    <Alert tone="error">
      {verification.broken} of {count} events do not match their recorded hash or link. The history
      may have been altered.
    </Alert>
  );
};

type ProposalHistoryPageProps = {
  token: string;
  /** The breadcrumb's way back: the proposals list the page was opened from. */
  proposalsPath: string;
};

/**
 * /business/proposals/:token/history and /business2/proposals/:id: every event of a proposal
 * for auditors, with its evidence and hash chain, the state as of any event (?at=position), and
 * an in-browser chain check.
 */
export const ProposalHistoryPage = ({ token, proposalsPath }: ProposalHistoryPageProps) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const at = searchParams.get('at');
  const { data, error, isLoading, isFetching } = useProposalHistoryQuery({ token, at });
  const chain = useChainVerification();

  const showStateAt = (position: string | null) =>
    setSearchParams(position ? { at: position } : {}, { preventScrollReset: true });

  if (isLoading) return <Spinner label="Loading the history…" className="py-24" />;
  if (!data) {
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-4">
        <title>Proposal history · Vanilla</title>
        <h1 className="text-2xl font-bold tracking-tight text-neutral-950">Proposal history</h1>
        <Alert tone="error">
          {apiErrorMessage(
            error,
            'Failed to load the proposal history.',
            'Network error. Please check your connection and try again.',
          )}
        </Alert>
        {at && (
          <Button variant="secondary" className="self-start" onClick={() => showStateAt(null)}>
            Show current state
          </Button>
        )}
      </div>
    );
  }

  const { title, client } = sharedFacts(data.events);
  const selectedIndex = data.events.findIndex((event) => event.position === at);
  const selected =
    selectedIndex >= 0 ? { event: data.events[selectedIndex], number: selectedIndex + 1 } : null;
  const signed = data.events.some((event) => event.type === 'ProposalSigned');
  const checks = chain.state.status === 'done' ? chain.state.checks : null;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <title>{`History · ${title || 'Proposal'} · Vanilla`}</title>
      <nav aria-label="Breadcrumb" className="text-sm text-neutral-500">
        <Link to={proposalsPath} className="rounded hover:text-neutral-900 hover:underline">
          Proposals
        </Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page" className="text-neutral-900">
          History
        </span>
      </nav>

      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-balance text-neutral-950 sm:text-3xl">
            {title || 'Proposal history'}
          </h1>
          <p className="mt-1 text-sm break-words text-neutral-600">
            {client && <>For {client} · </>}
            {data.events.length} {data.events.length === 1 ? 'event' : 'events'} · ID{' '}
            <span className="font-mono text-xs">{data.proposal_id}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a
            href={`/shared-proposal/${encodeURIComponent(token)}`}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('secondary', 'px-3 py-2')}
          >
            Open shared link
          </a>
          {signed && (
            <>
              <a
                href={sealedPdfUrl(token)}
                download
                className={buttonClass('secondary', 'px-3 py-2')}
              >
                Download signed PDF
              </a>
              <Link to={certificatePath(token)} className={buttonClass('primary', 'px-3 py-2')}>
                Signature certificate
              </Link>
            </>
          )}
        </div>
      </header>

      <StatePanel
        history={data}
        selected={selected}
        updating={isFetching}
        onShowCurrent={() => showStateAt(null)}
      />

      <section
        aria-labelledby="reading-title"
        className="rounded-2xl border border-neutral-200 bg-white p-4 sm:p-5"
      >
        <h2 id="reading-title" className="mb-3 text-sm font-semibold text-neutral-900">
          Reading{selected ? ` as of event #${selected.number}` : ''}
        </h2>
        <ReadingSummary reading={data.reading} />
      </section>

      <section aria-labelledby="timeline-title" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0">
            <h2 id="timeline-title" className="text-lg font-semibold text-neutral-950">
              Timeline
            </h2>
            {data.next_follow_up && <NextFollowUpLine next={data.next_follow_up} />}
          </div>
          <Button
            variant="secondary"
            className="px-3 py-2"
            disabled={chain.state.status === 'running'}
            onClick={() => void chain.verify(data.events)}
          >
            <ShieldCheckIcon className="size-4" />
            {chain.state.status === 'running' ? 'Verifying…' : 'Verify hash chain'}
          </Button>
        </div>
        <div aria-live="polite">
          <VerificationSummary verification={chain.state} count={data.events.length} />
        </div>
        <ol className="relative flex flex-col gap-4 before:absolute before:top-2 before:bottom-2 before:left-[0.6875rem] before:w-px before:bg-neutral-200 sm:before:left-[1.1875rem]">
          {data.events.map((event, index) => (
            <HistoryEventCard
              key={event.position}
              event={event}
              number={index + 1}
              token={token}
              selected={index === selectedIndex}
              check={checks?.[index] ?? null}
              onToggleState={() => showStateAt(index === selectedIndex ? null : event.position)}
            />
          ))}
        </ol>
      </section>
    </div>
  );
};
