import type { HistoryEntry } from '@vanilla/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AlertCircleIcon, CheckCircleIcon, ChevronDownIcon } from '../../../components/icons';
import { signatureImageUrl } from '../api/proposal-audit-api';
import { describeEvent, formatDateTime, type EventTone } from '../utils/event-details';
import type { ChainCheck } from '../utils/verify-chain';
import { EvidenceList } from './evidence-list';

const dotTones: Record<EventTone, string> = {
  neutral: 'bg-neutral-400',
  info: 'bg-sky-500',
  view: 'bg-violet-500',
  message: 'bg-amber-500',
  success: 'bg-emerald-500',
  danger: 'bg-red-500',
};

type HistoryEventCardProps = {
  event: HistoryEntry;
  number: number;
  token: string;
  selected: boolean;
  onToggleState: () => void;
  check: ChainCheck | null;
};

/** One event of the timeline: what, when, who, the evidence and its place in the hash chain. */
export const HistoryEventCard = ({
  event,
  number,
  token,
  selected,
  onToggleState,
  check,
}: HistoryEventCardProps) => {
  const details = describeEvent(event);
  const headingId = `event-${number}`;
  const verified = check ? check.hashOk && check.linkOk : null;
  return (
    <li className="relative pl-8 sm:pl-10">
      <span
        aria-hidden="true"
        className={`absolute top-5 left-1.5 size-3 rounded-full ring-4 ring-white sm:left-2.5 ${dotTones[details.tone]}`}
      />
      <article
        aria-labelledby={headingId}
        className={`rounded-2xl border bg-white p-4 shadow-xs sm:p-5 ${
          selected ? 'border-brand-300 ring-2 ring-brand-200' : 'border-neutral-200'
        }`}
      >
        <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id={headingId} className="text-base font-semibold text-neutral-950">
            <span className="mr-2 text-sm font-medium text-neutral-400 tabular-nums">
              #{number}
            </span>
            {details.title}
          </h2>
          <time dateTime={event.at} title={event.at} className="text-sm text-neutral-500">
            {formatDateTime(event.at)}
          </time>
        </header>
        <p className="mt-1 text-sm break-words text-neutral-600">{details.who}</p>

        {details.evidence.length > 0 && (
          <EvidenceList rows={details.evidence} className="mt-4 border-t border-neutral-100 pt-4" />
        )}
        {event.type === 'ProposalCallReceived' && typeof event.data.callId === 'string' && (
          <Link
            to={paths.business2.call(event.data.callId)}
            className="mt-3 inline-block rounded text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-brand-300 focus-visible:outline-none"
          >
            Open the call
          </Link>
        )}
        {event.type === 'ProposalSigned' && (
          <figure className="mt-4">
            <img
              src={signatureImageUrl(token)}
              alt={`Signature of ${String(event.data.signerName ?? 'the signer')}`}
              className="h-24 w-auto max-w-full rounded-lg border border-neutral-200 bg-white object-contain p-1 sm:h-28"
            />
            <figcaption className="mt-1 text-xs text-neutral-500">
              The signature as drawn
            </figcaption>
          </figure>
        )}

        <details open className="group mt-4 border-t border-neutral-100 pt-3">
          <summary className="flex cursor-pointer list-none items-center gap-2 rounded text-sm font-medium text-neutral-700 select-none [&::-webkit-details-marker]:hidden">
            <ChevronDownIcon className="size-4 -rotate-90 transition-transform group-open:rotate-0" />
            Hash chain
            {verified === true && (
              <span className="inline-flex items-center gap-1 text-xs font-semibold text-emerald-700">
                <CheckCircleIcon className="size-4" /> verified
              </span>
            )}
            {verified === false && (
              <span className="inline-flex items-center gap-1 text-xs font-semibold text-red-700">
                <AlertCircleIcon className="size-4" /> does not match
              </span>
            )}
          </summary>
          <EvidenceList
            className="mt-3"
            rows={[
              {
                label: 'Position',
                value: `${event.position} · revision ${event.revision}`,
                mono: true,
              },
              { label: 'Hash', value: event.hash, mono: true },
              { label: 'Previous hash', value: event.previous_hash, mono: true },
            ]}
          />
          {check && !check.hashOk && (
            <p className="mt-2 text-sm text-red-700">
              Recomputing this event&rsquo;s hash from its data gives a different value.
            </p>
          )}
          {check && !check.linkOk && (
            <p className="mt-2 text-sm text-red-700">
              Its previous hash is not the hash of the event before it.
            </p>
          )}
        </details>

        <div className="mt-4">
          <button
            type="button"
            aria-pressed={selected}
            onClick={onToggleState}
            className={`rounded-lg px-3 py-1.5 text-sm font-medium ring-1 transition-colors ${
              selected
                ? 'bg-brand-600 text-white ring-brand-600 hover:bg-brand-700'
                : 'text-neutral-700 ring-neutral-200 hover:bg-neutral-50'
            }`}
          >
            State as of this event
          </button>
        </div>
      </article>
    </li>
  );
};
