import type { ReactNode } from 'react';
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
import { ProposalLink, toggled, type CreatorSort, type RowSelection } from './proposal-row-parts';
import { Checkbox } from '../../../components/ui/checkbox';
import { PresenceBadge } from './presence-badge';
import { RowBadges } from './status-badge';

const th =
  'px-2.5 first:pl-4 last:pr-4 py-3 text-left text-xs font-semibold tracking-wide text-neutral-500 uppercase';
const td = 'px-2.5 py-3 align-middle first:pl-4 last:pr-4';

// One column of the table: its header, and its cell for each row (the row's header cell when
// `rowHeader`).
export type Column = {
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

export const HeaderCell = ({ column }: { column: Column }) => (
  <th scope="col" className={classes(th, column.headerClassName)} aria-sort={column.ariaSort}>
    {column.header}
  </th>
);

export const BodyCell = ({ column, row }: { column: Column; row: ProposalRow }) => {
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

export type ColumnOptions = {
  /** The dashboard's columns (001 §2 "Proposals dashboard") or the list's ("Proposals list"). */
  variant: 'dashboard' | 'list';
  showTeamMember: boolean;
  onDelete: (row: ProposalRow) => void;
  selection?: RowSelection;
  /** The header's select-all box, when rows can be selected. */
  selectAll?: ReactNode;
  creatorSort?: CreatorSort;
  now: number;
};

/** The table's columns, in the order of the variant, each with its header and its cell. */
export const proposalColumns = ({
  variant,
  showTeamMember,
  onDelete,
  selection,
  selectAll,
  creatorSort,
  now,
}: ColumnOptions): Column[] => {
  const isList = variant === 'list';
  const addressLabel = isList ? 'Property' : 'Address';
  const selectColumn: Column[] = selection
    ? [
        {
          key: 'select',
          header: selectAll,
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
  return [
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
      cell: (row) => (
        <span className="inline-flex flex-wrap items-center gap-1">
          <RowBadges row={row} variant={variant} />
          <PresenceBadge token={row.token} layout="cell" />
        </span>
      ),
      className: '',
    },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      cell: (row) => <ProposalActions row={row} onDelete={onDelete} />,
      className: 'py-1.5',
    },
  ];
};
