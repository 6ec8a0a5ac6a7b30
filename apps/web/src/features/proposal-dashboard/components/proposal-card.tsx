import {
  formatDollars,
  formatRelative,
  formatShortDate,
  type ProposalRow,
} from '../utils/proposal-rows';
import { EngagementBar } from './engagement-bar';
import { ProposalActions } from './proposal-actions';
import { openFromRow, ProposalLink, toggled, type RowSelection } from './proposal-row-parts';
import { Checkbox } from '../../../components/ui/checkbox';
import { PresenceBadge } from './presence-badge';
import { RowBadges } from './status-badge';

type ProposalCardProps = {
  row: ProposalRow;
  isList: boolean;
  showTeamMember: boolean;
  onDelete: (row: ProposalRow) => void;
  selection?: RowSelection;
  now: number;
};

/** A proposal on a phone, where ten columns cannot fit: the table's facts and actions. */
export const ProposalCard = ({
  row,
  isList,
  showTeamMember,
  onDelete,
  selection,
  now,
}: ProposalCardProps) => (
  <li
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
            onChange={(on) => selection.onChange(toggled(selection.selected, row.token, on))}
          />
        </div>
      )}
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <h3 className="truncate font-semibold text-neutral-900">{row.client}</h3>
          <span className="flex flex-wrap justify-end gap-1">
            <RowBadges row={row} variant={isList ? 'list' : 'dashboard'} />
          </span>
        </div>
        <p className="mt-0.5 truncate text-sm text-neutral-600">{row.address}</p>
        <PresenceBadge token={row.token} layout="line" />
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
    <div className="mt-3 flex flex-wrap items-center justify-between gap-x-2 gap-y-1 border-t border-neutral-100 pt-2">
      <p className="text-xs text-neutral-500">
        Last activity {formatRelative(row.lastActivityAt, now)}
      </p>
      <ProposalActions row={row} onDelete={onDelete} />
    </div>
  </li>
);
