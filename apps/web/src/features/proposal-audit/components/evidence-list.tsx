import type { EvidenceRow } from '../utils/event-details';

type EvidenceListProps = { rows: EvidenceRow[]; className?: string };

/** Label and value pairs; long values (hashes, user agents) wrap instead of widening the page. */
export const EvidenceList = ({ rows, className = '' }: EvidenceListProps) => (
  <dl className={`grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[11rem_1fr] ${className}`}>
    {rows.map((row) => (
      <div key={row.label} className="contents">
        <dt className="text-neutral-500">{row.label}</dt>
        <dd
          className={`min-w-0 text-neutral-900 ${row.mono ? 'font-mono text-xs leading-5 break-all' : 'break-words'} ${
            row.multiline ? 'whitespace-pre-wrap' : ''
          } mb-1 sm:mb-0`}
        >
          {row.value}
        </dd>
      </div>
    ))}
  </dl>
);
