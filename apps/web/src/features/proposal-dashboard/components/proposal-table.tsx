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

// One column of the table: its header, and its cell for each row (the row's header cell when
// `rowHeader`).
type Column = {
  key: string;
  header: ReactNode;
  headerClassName?: string;
  ariaSort?: SortDirection | 'none';
  cell: (row: ProposalRow) => ReactNode;
  className: string;
  title?: (row: ProposalRow) => string;
  rowHeader?: boolean;
};

const classes = (...names: Array<string | undefined>) => names.filter(Boolean).join(' ');

const sortedLabel = (direction: SortDirection | null) =>
  direction === 'ascending'
    ? ', sorted A to Z'
    : direction === 'descending'
      ? ', sorted Z to A'
      : ', not sorted';

const HeaderCell = ({ column }: { column: Column }) => (
  <th scope="col" className={classes(th, column.headerClassName)} aria-sort={column.ariaSort}>
    {column.header}
  </th>
);

const BodyCell = ({ column, row }: { column: Column; row: ProposalRow }) => {
  const Cell = column.rowHeader ? 'th' : 'td';
  return (
    <Cell
      scope={column.rowHeader ? 'row' : undefined}
      className={classes(td, column.className)}
      title={column.title?.(row)}
    >
      {column.cell(row)}
    </Cell>
  );
};

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

  const selectColumn: Column[] = selection
    ? [
        {
          key: 'select',
          header: (
            <Checkbox
              label="Select all proposals"
              checked={allSelected}
              indeterminate={someSelected}
              onChange={selectAll}
            />
          ),
          headerClassName: 'w-10',
          cell: (row) => (
            <Checkbox
              label={`Select ${row.proposalId} for ${row.client}`}
              checked={selection.selected.has(row.token)}
              onChange={(on) => selection.onChange(toggled(selection.selected, row.token, on))}
            />
          ),
          className: '',
        },
      ]
    : [];
  const proposalColumn: Column = {
    key: 'proposal',
    header: 'Proposal',
    cell: (row) => <ProposalLink row={row} />,
    className: 'whitespace-nowrap',
  };
  const teamColumn: Column[] = showTeamMember
    ? [
        {
          key: 'team',
          header: creatorSort ? (
            <button
              type="button"
              onClick={creatorSort.onToggle}
              className="-mx-1 inline-flex items-center gap-1 rounded px-1 text-left uppercase hover:text-neutral-900"
            >
              Team Member
              <SortIcon direction={creatorSort.direction ?? 'none'} className="size-4" />
              <span className="sr-only">{sortedLabel(creatorSort.direction)}</span>
            </button>
          ) : (
            'Team Member'
          ),
          ariaSort: creatorSort ? (creatorSort.direction ?? 'none') : undefined,
          cell: (row) => row.creatorName ?? 'Unknown',
          className: 'max-w-36 truncate whitespace-nowrap text-neutral-700',
        },
      ]
    : [];
  const lastActivity = (row: ProposalRow) => formatRelative(row.lastActivityAt, now);
  const columns: Column[] = [
    ...selectColumn,
    ...(isList ? [proposalColumn] : teamColumn),
    {
      key: 'client',
      header: (
        <>
          Client
          {/* Below 2xl the address sits under the client's name, to keep the table in view. */}
          <span className="2xl:hidden"> · {addressLabel}</span>
        </>
      ),
      rowHeader: true,
      cell: (row) => (
        <>
          <span className="block truncate font-medium text-neutral-900" title={row.client}>
            {row.client}
          </span>
          <span className="block truncate text-xs text-neutral-500 2xl:hidden" title={row.address}>
            {row.address}
          </span>
        </>
      ),
      className: 'max-w-48 text-left font-normal',
    },
    {
      key: 'address',
      header: addressLabel,
      headerClassName: 'hidden 2xl:table-cell',
      cell: (row) => row.address,
      className: 'hidden max-w-48 truncate text-neutral-600 2xl:table-cell',
      title: (row) => row.address,
    },
    ...(isList ? teamColumn : [proposalColumn]),
    {
      key: 'sent',
      header: isList ? (
        'Created'
      ) : (
        <>
          Sent Date<span className="2xl:hidden"> · Last Activity</span>
        </>
      ),
      cell: (row) => (
        <>
          {formatShortDate(row.sentAt)}
          {!isList && (
            <span
              className="block text-xs text-neutral-500 2xl:hidden"
              title={formatDateTime(row.lastActivityAt)}
            >
              {lastActivity(row)}
            </span>
          )}
        </>
      ),
      className: 'whitespace-nowrap text-neutral-600',
    },
    ...(isList
      ? []
      : [
          {
            key: 'activity',
            header: 'Last Activity',
            headerClassName: 'hidden 2xl:table-cell',
            cell: lastActivity,
            className: 'hidden whitespace-nowrap text-neutral-600 2xl:table-cell',
            title: (row: ProposalRow) => formatDateTime(row.lastActivityAt),
          },
        ]),
    {
      key: 'engagement',
      header: 'Engagement',
      cell: (row) => <EngagementBar engagement={row.engagement} viewCount={row.viewCount} />,
      className: '',
    },
    {
      key: 'value',
      header: 'Value',
      headerClassName: 'text-right',
      cell: (row) => formatDollars(row.value),
      className: 'text-right font-medium whitespace-nowrap text-neutral-900 tabular-nums',
    },
    {
      key: 'status',
      header: 'Status',
      cell: (row) => <StatusBadge status={row.status} />,
      className: '',
    },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      cell: (row) => <ProposalActions row={row} onDelete={onDelete} />,
      className: 'py-1.5',
    },
  ];

  return (
    <>
      <div className="relative hidden overflow-x-auto rounded-2xl border border-neutral-200 bg-white shadow-sm md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-neutral-200 bg-neutral-50">
            <tr>
              {columns.map((column) => (
                <HeaderCell key={column.key} column={column} />
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-neutral-100">
            {rows.map((row) => (
              <tr
                key={row.token}
                data-token={row.token}
                onClick={isList ? (event) => openFromRow(event, row.token) : undefined}
                className={`transition-colors hover:bg-neutral-50 ${isList ? 'cursor-pointer' : ''} ${
                  selection?.selected.has(row.token) ? 'bg-brand-50/50' : ''
                }`}
              >
                {columns.map((column) => (
                  <BodyCell key={column.key} column={column} row={row} />
                ))}
              </tr>
            ))}
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
