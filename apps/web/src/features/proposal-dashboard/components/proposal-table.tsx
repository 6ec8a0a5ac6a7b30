import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { proposalLinks } from '../utils/proposal-links';
import {
  formatDateTime,
  formatDollars,
  formatRelative,
  formatShortDate,
  type ProposalRow,
  type SortDirection,
} from '../utils/proposal-rows';
import { SortIcon } from './action-icons';
import { EngagementBar } from './engagement-bar';
import { ProposalActions } from './proposal-actions';
import { StatusBadge } from './status-badge';

export type RowSelection = {
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
};

export type CreatorSort = { direction: SortDirection | null; onToggle: () => void };

type ProposalTableProps = {
  /** The dashboard's columns (001 §2 "Proposals dashboard") or the list's ("Proposals list"). */
  variant: 'dashboard' | 'list';
  rows: ProposalRow[];
  caption: string;
  showTeamMember: boolean;
  onDelete: (row: ProposalRow) => void;
  selection?: RowSelection;
  creatorSort?: CreatorSort;
};

const th =
  'px-2.5 first:pl-4 last:pr-4 py-3 text-left text-xs font-semibold tracking-wide text-neutral-500 uppercase';
const td = 'px-2.5 py-3 align-middle first:pl-4 last:pr-4';

const Checkbox = ({
  checked,
  indeterminate = false,
  label,
  onChange,
}: {
  checked: boolean;
  indeterminate?: boolean;
  label: string;
  onChange: (checked: boolean) => void;
}) => {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      className="size-4 cursor-pointer rounded border-neutral-300 accent-brand-600"
    />
  );
};

// "5 min ago" has to move on while the page stays open.
const useNow = (): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
};

const toggled = (selected: ReadonlySet<string>, token: string, on: boolean): Set<string> => {
  const next = new Set(selected);
  if (on) next.add(token);
  else next.delete(token);
  return next;
};

// The list opens a row's link on a click anywhere in it (001 §2), except on its own controls.
const openFromRow = (event: MouseEvent<HTMLElement>, token: string) => {
  if ((event.target as HTMLElement).closest('a, button, input, label')) return;
  window.open(proposalLinks.shared(token), '_blank', 'noopener');
};

const ProposalLink = ({ row }: { row: ProposalRow }) => (
  <a
    href={proposalLinks.shared(row.token)}
    target="_blank"
    rel="noreferrer"
    className="font-mono text-xs font-medium text-brand-700 hover:underline"
  >
    {row.proposalId}
  </a>
);

/**
 * Proposals as a table from the md breakpoint, and as cards on phones, where ten columns cannot
 * fit. Both show the same facts and actions.
 */
export const ProposalTable = ({
  variant,
  rows,
  caption,
  showTeamMember,
  onDelete,
  selection,
  creatorSort,
}: ProposalTableProps) => {
  const allSelected =
    selection !== undefined &&
    rows.length > 0 &&
    rows.every((row) => selection.selected.has(row.token));
  const someSelected =
    selection !== undefined &&
    !allSelected &&
    rows.some((row) => selection.selected.has(row.token));
  const isList = variant === 'list';
  const now = useNow();
  const addressLabel = isList ? 'Property' : 'Address';

  const selectAll = (on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const row of rows) {
      if (on) next.add(row.token);
      else next.delete(row.token);
    }
    selection.onChange(next);
  };

  const teamHeader: ReactNode = creatorSort ? (
    <th scope="col" className={th} aria-sort={creatorSort.direction ?? 'none'}>
      <button
        type="button"
        onClick={creatorSort.onToggle}
        className="-mx-1 inline-flex items-center gap-1 rounded px-1 text-left uppercase hover:text-neutral-900"
      >
        Team Member
        <SortIcon direction={creatorSort.direction ?? 'none'} className="size-4" />
        <span className="sr-only">
          {creatorSort.direction === 'ascending'
            ? ', sorted A to Z'
            : creatorSort.direction === 'descending'
              ? ', sorted Z to A'
              : ', not sorted'}
        </span>
      </button>
    </th>
  ) : (
    <th scope="col" className={th}>
      Team Member
    </th>
  );

  return (
    <>
      <div className="relative hidden overflow-x-auto rounded-2xl border border-neutral-200 bg-white shadow-sm md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-neutral-200 bg-neutral-50">
            <tr>
              {selection && (
                <th scope="col" className={`${th} w-10`}>
                  <Checkbox
                    label="Select all proposals"
                    checked={allSelected}
                    indeterminate={someSelected}
                    onChange={selectAll}
                  />
                </th>
              )}
              {isList && (
                <th scope="col" className={th}>
                  Proposal
                </th>
              )}
              {showTeamMember && !isList && teamHeader}
              <th scope="col" className={th}>
                Client
                {/* Below 2xl the address sits under the client's name, to keep the table in view. */}
                <span className="2xl:hidden"> · {addressLabel}</span>
              </th>
              <th scope="col" className={`${th} hidden 2xl:table-cell`}>
                {addressLabel}
              </th>
              {showTeamMember && isList && teamHeader}
              {!isList && (
                <th scope="col" className={th}>
                  Proposal
                </th>
              )}
              <th scope="col" className={th}>
                {isList ? 'Created' : 'Sent Date'}
                {!isList && <span className="2xl:hidden"> · Last Activity</span>}
              </th>
              {!isList && (
                <th scope="col" className={`${th} hidden 2xl:table-cell`}>
                  Last Activity
                </th>
              )}
              <th scope="col" className={th}>
                Engagement
              </th>
              <th scope="col" className={`${th} text-right`}>
                Value
              </th>
              <th scope="col" className={th}>
                Status
              </th>
              <th scope="col" className={th}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-neutral-100">
            {rows.map((row) => {
              const teamCell = (
                <td className={`${td} max-w-36 truncate whitespace-nowrap text-neutral-700`}>
                  {row.creatorName ?? 'Unknown'}
                </td>
              );
              return (
                <tr
                  key={row.token}
                  data-token={row.token}
                  onClick={isList ? (event) => openFromRow(event, row.token) : undefined}
                  className={`transition-colors hover:bg-neutral-50 ${isList ? 'cursor-pointer' : ''} ${
                    selection?.selected.has(row.token) ? 'bg-brand-50/50' : ''
                  }`}
                >
                  {selection && (
                    <td className={td}>
                      <Checkbox
                        label={`Select ${row.proposalId} for ${row.client}`}
                        checked={selection.selected.has(row.token)}
                        onChange={(on) =>
                          selection.onChange(toggled(selection.selected, row.token, on))
                        }
                      />
                    </td>
                  )}
                  {isList && (
                    <td className={`${td} whitespace-nowrap`}>
                      <ProposalLink row={row} />
                    </td>
                  )}
                  {showTeamMember && !isList && teamCell}
                  <th scope="row" className={`${td} max-w-48 text-left font-normal`}>
                    <span
                      className="block truncate font-medium text-neutral-900"
                      title={row.client}
                    >
                      {row.client}
                    </span>
                    <span
                      className="block truncate text-xs text-neutral-500 2xl:hidden"
                      title={row.address}
                    >
                      {row.address}
                    </span>
                  </th>
                  <td
                    className={`${td} hidden max-w-48 truncate text-neutral-600 2xl:table-cell`}
                    title={row.address}
                  >
                    {row.address}
                  </td>
                  {showTeamMember && isList && teamCell}
                  {!isList && (
                    <td className={`${td} whitespace-nowrap`}>
                      <ProposalLink row={row} />
                    </td>
                  )}
                  <td className={`${td} whitespace-nowrap text-neutral-600`}>
                    {formatShortDate(row.sentAt)}
                    {!isList && (
                      <span
                        className="block text-xs text-neutral-500 2xl:hidden"
                        title={formatDateTime(row.lastActivityAt)}
                      >
                        {formatRelative(row.lastActivityAt, now)}
                      </span>
                    )}
                  </td>
                  {!isList && (
                    <td
                      className={`${td} hidden whitespace-nowrap text-neutral-600 2xl:table-cell`}
                      title={formatDateTime(row.lastActivityAt)}
                    >
                      {formatRelative(row.lastActivityAt, now)}
                    </td>
                  )}
                  <td className={td}>
                    <EngagementBar engagement={row.engagement} viewCount={row.viewCount} />
                  </td>
                  <td
                    className={`${td} text-right font-medium whitespace-nowrap text-neutral-900 tabular-nums`}
                  >
                    {formatDollars(row.value)}
                  </td>
                  <td className={td}>
                    <StatusBadge status={row.status} />
                  </td>
                  <td className={`${td} py-1.5`}>
                    <ProposalActions row={row} onDelete={onDelete} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <div className="md:hidden">
        {selection && rows.length > 0 && (
          <label className="mb-3 flex items-center gap-3 px-1 text-sm font-medium text-neutral-700">
            <Checkbox
              label="Select all proposals"
              checked={allSelected}
              indeterminate={someSelected}
              onChange={selectAll}
            />
            Select all
          </label>
        )}
        <ul aria-label={caption} className="flex flex-col gap-3">
          {rows.map((row) => (
            <li
              key={row.token}
              data-token={row.token}
              onClick={isList ? (event) => openFromRow(event, row.token) : undefined}
              className={`rounded-2xl border bg-white p-4 shadow-sm ${
                selection?.selected.has(row.token) ? 'border-brand-300' : 'border-neutral-200'
              } ${isList ? 'cursor-pointer' : ''}`}
            >
              <div className="flex items-start gap-3">
                {selection && (
                  <div className="pt-0.5">
                    <Checkbox
                      label={`Select ${row.proposalId} for ${row.client}`}
                      checked={selection.selected.has(row.token)}
                      onChange={(on) =>
                        selection.onChange(toggled(selection.selected, row.token, on))
                      }
                    />
                  </div>
                )}
                <div className="min-w-0 flex-1">
                  <div className="flex items-start justify-between gap-2">
                    <h3 className="truncate font-semibold text-neutral-900">{row.client}</h3>
                    <StatusBadge status={row.status} />
                  </div>
                  <p className="mt-0.5 truncate text-sm text-neutral-600">{row.address}</p>
                  <p className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-neutral-500">
                    <ProposalLink row={row} />
                    <span aria-hidden="true">·</span>
                    <span>Sent {formatShortDate(row.sentAt)}</span>
                    {showTeamMember && (
                      <>
                        <span aria-hidden="true">·</span>
                        <span>{row.creatorName ?? 'Unknown'}</span>
                      </>
                    )}
                  </p>
                </div>
              </div>
              <div className="mt-3 grid grid-cols-[1fr_auto] items-end gap-3">
                <EngagementBar engagement={row.engagement} viewCount={row.viewCount} />
                <p className="text-right text-base font-semibold text-neutral-900 tabular-nums">
                  {formatDollars(row.value)}
                </p>
              </div>
              <div className="mt-3 flex items-center justify-between gap-2 border-t border-neutral-100 pt-2">
                <p className="text-xs text-neutral-500">
                  Last activity {formatRelative(row.lastActivityAt, now)}
                </p>
                <ProposalActions row={row} onDelete={onDelete} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
};
