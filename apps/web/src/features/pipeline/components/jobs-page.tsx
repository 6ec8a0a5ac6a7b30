import { jobStatusLabels, pipelineMessages, type JobRow } from '@vanilla/contracts';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PlusIcon } from '../../../components/icons';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FilterSelect, SearchBox, Toolbar } from '../../../components/ui/filter-controls';
import { MenuButton } from '../../../components/ui/menu-button';
import { PageHeader } from '../../../components/ui/page-header';
import { SampleDataBadge } from '../../../components/ui/sample-data-badge';
import { Spinner } from '../../../components/ui/spinner';
import { StatCard } from '../../../components/ui/stat-card';
import { apiErrorMessage } from '../../../lib/api-error';
import { useContactsQuery } from '../api/contacts-api';
import { useJobStepMutation, useJobsQuery } from '../api/jobs-api';
import { sampleJobs } from '../sample-data/sample-jobs';
import {
  filterJobs,
  jobStats,
  jobStatusOptions,
  jobStatusTone,
  jobStepLabels,
  nextJobStep,
  type JobStatusFilter,
} from '../utils/job-rows';
import { formatDay, formatMoney } from '../../../lib/format';
import { DataTable } from '../../../components/ui/data-table';
import { JobStepDialog, type StepWithForm } from './job-step-dialog';
import { NewJobDialog, type TeamOption } from './new-job-dialog';
import { EmptyState, LoadFailed, PageBody, SampleNotice } from '../../../components/ui/page-parts';
import { Pill } from '../../../components/ui/pill';

type JobsPageProps = {
  team?: readonly TeamOption[];
  contactHref: (id: string) => string;
};

// One empty list, so the memos below do not recompute on every render while loading.
const noRows: JobRow[] = [];

const STEP_FAILED = 'Could not update the job. Please try again.';

/**
 * /business/jobs (001 §2 "Jobs"): four stat cards, search by client, service or team member, a
 * status filter, and each job's next step (schedule, start, complete, invoice, record payment).
 */
export const JobsPage = ({ team, contactHref }: JobsPageProps) => {
  const { data, isLoading, isError, error, refetch } = useJobsQuery();
  const { data: contacts = [] } = useContactsQuery();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<JobStatusFilter>('all');
  const [creating, setCreating] = useState(false);
  const [stepping, setStepping] = useState<{ job: JobRow; step: StepWithForm } | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [jobStep, { isLoading: isStepping }] = useJobStepMutation();

  const real = data ?? noRows;
  const sample = data !== undefined && real.length === 0;
  const rows = sample ? sampleJobs : real;
  const stats = useMemo(() => jobStats(real), [real]);
  const visible = useMemo(() => filterJobs(rows, search, status), [rows, search, status]);
  const loadError =
    isError && data === undefined ? apiErrorMessage(error, pipelineMessages.jobsLoadFailed) : null;
  const statState = isLoading ? 'loading' : loadError ? 'unavailable' : 'ready';

  const quickStep = async (job: JobRow, step: 'start' | 'complete') => {
    setNotice(null);
    try {
      await jobStep({ id: job.id, step }).unwrap();
    } catch (failure) {
      setNotice({ tone: 'error', text: apiErrorMessage(failure, STEP_FAILED) });
    }
  };

  const action = (job: JobRow) => {
    const step = nextJobStep(job);
    if (step === null) return <span className="text-sm text-neutral-500">Paid</span>;
    const label = `${jobStepLabels[step]}`;
    return (
      <Button
        variant="secondary"
        className="px-3 py-1.5"
        disabled={sample || isStepping}
        aria-label={`${label}: ${job.service} for ${job.client}`}
        onClick={() =>
          step === 'start' || step === 'complete'
            ? void quickStep(job, step)
            : setStepping({ job, step })
        }
      >
        {label}
      </Button>
    );
  };

  return (
    <PageBody>
      <PageHeader
        eyebrow="Pipeline"
        title="Jobs"
        badge={sample ? <SampleDataBadge /> : undefined}
        description="Signed proposals become jobs here: schedule them, do the work, invoice and get paid."
        actions={
          <>
            <Button onClick={() => setCreating(true)}>
              <PlusIcon className="size-4" />
              New Job
            </Button>
            <MenuButton
              label="Actions"
              align="right"
              items={[{ label: 'Import Jobs' }, { label: 'Share Booking Link' }]}
            />
          </>
        }
      />

      {loadError && <LoadFailed message={loadError} onRetry={() => void refetch()} />}
      {notice && (
        <Alert tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}

      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        <StatCard label="Active Jobs" value={stats.active} state={statState} />
        <StatCard label="Completed" value={stats.completed} state={statState} />
        <StatCard label="Scheduled" value={stats.scheduled} state={statState} />
        <StatCard label="To Be Invoiced" value={stats.toBeInvoiced} state={statState} />
      </dl>

      <Toolbar>
        <SearchBox
          label="Search jobs"
          placeholder="Search by client, service or team member"
          value={search}
          onChange={setSearch}
        />
        <FilterSelect
          label="Status"
          value={status}
          options={jobStatusOptions}
          onChange={setStatus}
        />
      </Toolbar>

      {sample && <SampleNotice what="jobs" />}

      {isLoading ? (
        <Spinner label="Loading jobs..." className="py-16" />
      ) : visible.length === 0 ? (
        !loadError && <EmptyState>No jobs match your search and filters.</EmptyState>
      ) : (
        <DataTable
          caption="Jobs"
          rows={visible}
          rowKey={(row) => row.id}
          title={{
            header: 'Client',
            cell: (row) => (
              <span className="flex flex-col">
                {row.contact_id && !sample ? (
                  <Link
                    to={contactHref(row.contact_id)}
                    className="font-medium text-neutral-900 hover:text-brand-700 hover:underline"
                  >
                    {row.client}
                  </Link>
                ) : (
                  <span>{row.client}</span>
                )}
                <span className="text-xs font-normal text-neutral-500">{row.address}</span>
                {row.proposal_id && (
                  <span className="hidden font-mono text-xs text-neutral-500 md:block 2xl:hidden">
                    {row.proposal_id}
                  </span>
                )}
              </span>
            ),
            className: 'min-w-48',
          }}
          columns={[
            {
              header: 'Proposal',
              cell: (row) => <span className="font-mono text-xs">{row.proposal_id || '-'}</span>,
              // Below a wide screen the proposal id and team member stand under the client and the
              // service, so the next step's button stays in view.
              className: 'whitespace-nowrap 2xl:table-cell md:hidden',
            },
            {
              header: 'Service',
              cell: (row) => (
                <span className="flex flex-col">
                  <span>{row.service}</span>
                  {row.team_member && (
                    <span className="hidden text-xs text-neutral-500 md:block 2xl:hidden">
                      {row.team_member}
                    </span>
                  )}
                </span>
              ),
            },
            {
              header: 'Team Member',
              cell: (row) => row.team_member || '—',
              className: 'md:hidden 2xl:table-cell',
            },
            {
              header: 'Scheduled',
              cell: (row) => formatDay(row.scheduled_date) || '—',
              className: 'whitespace-nowrap',
            },
            {
              header: 'Amount',
              cell: (row) => formatMoney(row.amount),
              className: 'whitespace-nowrap tabular-nums',
            },
            {
              header: 'Status',
              cell: (row) => (
                <Pill tone={jobStatusTone[row.status]}>{jobStatusLabels[row.status]}</Pill>
              ),
            },
            {
              header: 'Invoice',
              cell: (row) =>
                row.invoice_status === '-' ? (
                  '-'
                ) : (
                  <Pill tone={row.invoice_status === 'paid' ? 'green' : 'amber'}>
                    {row.invoice_status}
                  </Pill>
                ),
            },
          ]}
          actions={action}
        />
      )}

      {creating && (
        <NewJobDialog
          contacts={contacts}
          team={team}
          onClose={() => setCreating(false)}
          onCreated={(job) => {
            setCreating(false);
            setNotice({ tone: 'success', text: `Job “${job.service}” created.` });
          }}
        />
      )}
      {stepping && (
        <JobStepDialog
          key={`${stepping.job.id}-${stepping.step}`}
          job={stepping.job}
          step={stepping.step}
          team={team}
          onClose={() => setStepping(null)}
        />
      )}
    </PageBody>
  );
};
