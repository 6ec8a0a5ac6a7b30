import type { TeamMember } from '@vanilla/contracts';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PlusIcon } from '../../../components/icons';
import { Alert } from '../../../components/ui/alert';
import { FilterSelect, SearchBox, Toolbar } from '../../../components/ui/filter-controls';
import { StatCard } from '../../../components/ui/stat-card';
import { buttonClass } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useExport } from '../hooks/use-export';
import { useProposalRows } from '../hooks/use-proposal-rows';
import {
  listStats,
  listStatusOptions,
  matchesCreator,
  matchesSearch,
  type ListStatusFilter,
  type ProposalRow,
} from '../utils/proposal-rows';
import { DeleteProposalDialog } from './delete-proposal-dialog';
import { ExportButton, teamOptions } from './proposal-toolbar';
import { ProposalTable } from './proposal-table';
import { ProposalsLoadError } from './proposals-load-error';

type ProposalsListProps = {
  isManager: boolean;
  team: readonly TeamMember[] | undefined;
};

/**
 * /business/proposals/list (001 §2 "Proposals list"): the same live proposals as a list whose rows
 * open the client's link, with conversion figures, filters, export and delete.
 */
export const ProposalsList = ({ isManager, team }: ProposalsListProps) => {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ListStatusFilter>('all');
  const [creator, setCreator] = useState('');
  const [deleting, setDeleting] = useState<ProposalRow | null>(null);
  const { rows, isLoading, isError, statState, retry } = useProposalRows(isManager, team);
  const exporter = useExport(isManager);

  const stats = useMemo(() => listStats(rows), [rows]);
  const visible = useMemo(
    () =>
      rows.filter(
        (row) =>
          matchesSearch(row, search, ['client', 'proposalId', 'address']) &&
          (status === 'all' || row.status === status) &&
          matchesCreator(row, creator),
      ),
    [rows, search, status, creator],
  );

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-neutral-950 sm:text-3xl">
            Proposals
          </h1>
          <p className="mt-1 text-neutral-600">
            Click a proposal to open it as your client sees it.{' '}
            <Link
              to={paths.business.proposals}
              className="font-semibold whitespace-nowrap text-brand-700 hover:underline"
            >
              Back to the dashboard
            </Link>
          </p>
        </div>
        <Link to={paths.business.createProposal} className={buttonClass('primary')}>
          <PlusIcon className="size-4" />
          Create Proposal
        </Link>
      </header>

      {/* Above the figures it explains: they are missing because the proposals did not load. */}
      {isError && <ProposalsLoadError onRetry={retry} />}

      <dl className="grid grid-cols-3 gap-2 sm:gap-3 lg:gap-4">
        <StatCard
          label="Conversion Rate"
          value={`${stats.conversionRate}%`}
          detail="Accepted out of all proposals"
          state={statState}
        />
        <StatCard
          label="Sent Past 30 Days"
          value={stats.sentPast30Days}
          detail="Proposals created in the last 30 days"
          state={statState}
        />
        <StatCard
          label="Converted"
          value={stats.converted}
          detail="Accepted and signed"
          state={statState}
        />
      </dl>

      <Toolbar>
        <SearchBox
          label="Search by client, proposal ID or property"
          placeholder="Search by client, proposal ID or property"
          value={search}
          onChange={setSearch}
        />
        <FilterSelect
          label="Status"
          value={status}
          options={listStatusOptions}
          onChange={setStatus}
        />
        {isManager && (
          <FilterSelect
            label="Team member"
            value={creator}
            options={teamOptions(team)}
            onChange={setCreator}
          />
        )}
        <ExportButton
          count={visible.length}
          selected={false}
          busy={exporter.busy}
          onExport={() => void exporter.run(visible)}
        />
      </Toolbar>

      {exporter.error && (
        <Alert tone="error" onDismiss={exporter.clearError}>
          {exporter.error}
        </Alert>
      )}

      {isLoading ? (
        <Spinner label="Loading proposals..." className="py-16" />
      ) : visible.length === 0 ? (
        !isError && (
          <p className="rounded-2xl border border-dashed border-neutral-300 px-6 py-14 text-center text-neutral-600">
            {rows.length === 0
              ? 'No proposals found. Create your first proposal to get started.'
              : 'No proposals match your search and filters.'}
          </p>
        )
      ) : (
        <ProposalTable
          variant="list"
          rows={visible}
          caption="Proposals"
          showTeamMember={isManager}
          onDelete={setDeleting}
        />
      )}

      {deleting && (
        <DeleteProposalDialog
          key={deleting.token}
          proposal={deleting}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
};
