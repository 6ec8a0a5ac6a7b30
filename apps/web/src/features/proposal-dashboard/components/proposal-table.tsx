import { ProposalCard } from './proposal-card';
import { BodyCell, HeaderCell, proposalColumns } from './proposal-columns';
import { openFromRow, useNow, type CreatorSort, type RowSelection } from './proposal-row-parts';
import { Checkbox } from '../../../components/ui/checkbox';
import type { ProposalRow } from '../utils/proposal-rows';

export type { CreatorSort, RowSelection } from './proposal-row-parts';

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

  const selectAll = (on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const row of rows) {
      if (on) next.add(row.token);
      else next.delete(row.token);
    }
    selection.onChange(next);
  };

  const selectAllBox = (
    <Checkbox
      label="Select all proposals"
      checked={allSelected}
      indeterminate={someSelected}
      onChange={selectAll}
    />
  );
  const columns = proposalColumns({
    variant,
    showTeamMember,
    onDelete,
    selection,
    selectAll: selectAllBox,
    creatorSort,
    now,
  });

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
            {selectAllBox}
            Select all
          </label>
        )}
        <ul aria-label={caption} className="flex flex-col gap-3">
          {rows.map((row) => (
            <ProposalCard
              key={row.token}
              row={row}
              isList={isList}
              showTeamMember={showTeamMember}
              onDelete={onDelete}
              selection={selection}
              now={now}
            />
          ))}
        </ul>
      </div>
    </>
  );
};
