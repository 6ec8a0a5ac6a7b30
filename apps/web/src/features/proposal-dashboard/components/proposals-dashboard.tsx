import type { TeamMember, Tier } from '@vanilla/contracts';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PlusIcon } from '../../../components/icons';
import { Alert } from '../../../components/ui/alert';
import { FilterSelect, SearchBox, Toolbar } from '../../../components/ui/filter-controls';
import { Sparkline } from '../../../components/ui/sparkline';
import { StatCard } from '../../../components/ui/stat-card';
import { buttonClass } from '../../../components/ui/button';
import { EditableTitle } from '../../../components/ui/editable-title';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useExport } from '../hooks/use-export';
import { useProposalRows } from '../hooks/use-proposal-rows';
import {
  dashboardStats,
  dashboardTrends,
  dashboardStatusOptions,
  formatThousands,
  matchesCreator,
  matchesDashboardStatus,
  matchesSearch,
  sortByCreator,
  type DashboardStatusFilter,
  type ProposalRow,
  type SortDirection,
} from '../utils/proposal-rows';
import { DeleteProposalDialog } from './delete-proposal-dialog';
import { ExportButton, teamOptions } from './proposal-toolbar';
import { ProposalTable } from './proposal-table';
import { ProposalsLoadError } from './proposals-load-error';

type ProposalsDashboardProps = {
  isManager: boolean;
  /** The manager's team, for names and the team-member filter; undefined for members. */
  team: readonly TeamMember[] | undefined;
  /** The account's plan once the server confirmed it; Super Pro has nothing to upgrade to. */
  tier: Tier | null;
};

const headerLinks = [
  { label: 'Create Report', to: paths.business.reports },
  { label: 'AI Receptionist', to: paths.business.voiceAgents },
  { label: 'AI Team (2)', to: paths.business.aiTeam },
];
const upgradeLink = { label: 'Upgrade', to: paths.pricing };

/**
 * /business/proposals (001 §2 "Proposals dashboard"): the team's proposals with live engagement,
 * four stat cards, search, filters, Excel export and delete.
 */
export const ProposalsDashboard = ({ isManager, team, tier }: ProposalsDashboardProps) => {
  const [title, setTitle] = useState('Proposals');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<DashboardStatusFilter>('all');
  const [creator, setCreator] = useState('');
  const [sort, setSort] = useState<SortDirection | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [deleting, setDeleting] = useState<ProposalRow | null>(null);
  const { rows, isLoading, isError, statState, retry } = useProposalRows(isManager, team);
  const exporter = useExport(isManager);

  const stats = useMemo(() => dashboardStats(rows), [rows]);
  const trends = useMemo(() => dashboardTrends(rows), [rows]);
  const trend = (values: readonly number[], format: (value: number) => string) => (
    <Sparkline
      values={values}
      summary={`Past 30 days: ${format(values[0])} thirty days ago, ${format(values[values.length - 1])} today.`}
    />
  );
  const asCount = (value: number) => String(value);
  const asPercent = (value: number) => `${value}%`;
  const visible = useMemo(() => {
    const filtered = rows.filter(
      (row) =>
        matchesSearch(row, search, ['client', 'address', 'proposalId', 'title', 'creatorName']) &&
        matchesDashboardStatus(row, status) &&
        matchesCreator(row, creator),
    );
    return sort ? sortByCreator(filtered, sort) : filtered;
  }, [rows, search, status, creator, sort]);
  const chosen = visible.filter((row) => selected.has(row.token));

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <header className="flex flex-col gap-4 xl:flex-row xl:items-start xl:justify-between">
        <div className="min-w-0">
          <EditableTitle
            value={title}
            onChange={setTitle}
            fieldLabel="Page title"
            editLabel="Rename page title"
          />
          <p className="mt-1 text-neutral-600">
            {isManager ? 'Every proposal your team sent' : 'The proposals you sent'}, updated the
            moment a client opens or signs one.{' '}
            <Link
              to={`${paths.business.proposals}/list`}
              className="font-semibold whitespace-nowrap text-brand-700 hover:underline"
            >
              Open the list view
            </Link>
          </p>
        </div>
        {/* Every label in view on a phone: the main action across, the others two by two. */}
        <nav aria-label="Proposal actions">
          <ul className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap xl:justify-end">
            <li className="col-span-2">
              <Link
                to={paths.business.createProposal}
                className={buttonClass('primary', 'w-full whitespace-nowrap')}
              >
                <PlusIcon className="size-4" />
                Create Proposal
              </Link>
            </li>
            {(tier === 'super_pro' ? headerLinks : [...headerLinks, upgradeLink]).map((link) => (
              <li key={link.label}>
                <Link to={link.to} className={buttonClass('secondary', 'w-full whitespace-nowrap')}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>

      {/* Above the figures it explains: they are missing because the proposals did not load. */}
      {isError && <ProposalsLoadError onRetry={retry} />}

      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        <StatCard
          label="Total Proposals"
          value={stats.totalProposals}
          state={statState}
          trend={trend(trends.totalProposals, asCount)}
        />
        <StatCard
          label="Acceptance Rate"
          value={asPercent(stats.acceptanceRate)}
          state={statState}
          trend={trend(trends.acceptanceRate, asPercent)}
        />
        <StatCard
          label="Active Clients"
          value={stats.activeClients}
          state={statState}
          trend={trend(trends.activeClients, asCount)}
        />
        <StatCard
          label="Total Value"
          value={formatThousands(stats.totalValue)}
          state={statState}
          trend={trend(trends.totalValue, formatThousands)}
        />
      </dl>

      <Toolbar>
        <SearchBox
          label="Search proposals"
          placeholder="Search proposals"
          value={search}
          onChange={setSearch}
        />
        <FilterSelect
          label="Status"
          value={status}
          options={dashboardStatusOptions}
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
          count={chosen.length > 0 ? chosen.length : visible.length}
          selected={chosen.length > 0}
          busy={exporter.busy}
          onExport={() => void exporter.run(chosen.length > 0 ? chosen : visible)}
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
          <div className="rounded-2xl border border-dashed border-neutral-300 px-6 py-14 text-center">
            <p className="text-neutral-600">
              {rows.length === 0
                ? 'No proposals found. Create your first proposal to get started.'
                : 'No proposals match your search and filters.'}
            </p>
            {rows.length === 0 && (
              <Link to={paths.business.createProposal} className={buttonClass('primary', 'mt-4')}>
                <PlusIcon className="size-4" />
                Create Proposal
              </Link>
            )}
          </div>
        )
      ) : (
        <ProposalTable
          variant="dashboard"
          rows={visible}
          caption="Proposals"
          showTeamMember={isManager}
          onDelete={setDeleting}
          selection={{ selected, onChange: setSelected }}
          creatorSort={
            isManager
              ? {
                  direction: sort,
                  onToggle: () => setSort(sort === 'ascending' ? 'descending' : 'ascending'),
                }
              : undefined
          }
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
