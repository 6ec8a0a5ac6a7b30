import { reportMessages, type ReportRow } from '@vanilla/contracts';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Checkbox } from '../../../components/ui/checkbox';
import { DataTable } from '../../../components/ui/data-table';
import { FilterSelect, SearchBox, Toolbar } from '../../../components/ui/filter-controls';
import { MenuButton } from '../../../components/ui/menu-button';
import { EmptyState, LoadFailed, PageBody, SampleNotice } from '../../../components/ui/page-parts';
import { PageHeader } from '../../../components/ui/page-header';
import { Pill } from '../../../components/ui/pill';
import { SampleDataBadge } from '../../../components/ui/sample-data-badge';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/api-error';
import { formatDay, formatMoment } from '../../../lib/format';
import { useLazyReportQuery, useReportsQuery, useWriteNarrativeMutation } from '../api/reports-api';
import { useReportExport, type ReportFormat } from '../hooks/use-report-export';
import { sampleReports } from '../sample-data/sample-reports';
import {
  filterReports,
  reportStatusTone,
  reportTypeLabels,
  reportTypeOptions,
  toListed,
  type ListedReport,
  type ReportsArea,
  type ReportTypeFilter,
} from '../utils/report-rows';
import { ReportActions } from './report-actions';
import { NewReportDialog, type NewReportKind, type TeamOption } from './new-report-dialog';
import { ShareReportDialog } from './share-report-dialog';

type ReportsPageProps = {
  area: ReportsArea;
  reportHref: (id: string) => string;
  /** The manager's team (the new report's team-member choice); undefined for members. */
  team: readonly TeamOption[] | undefined;
  isManager: boolean;
};

const noRows: ReportRow[] = [];

const CHOOSE_ONE = 'Choose one report with its checkbox first.';
const SAMPLE_ONLY = 'These reports are examples: create a report of your own to use this.';
const NARRATIVE_FAILED = 'Could not write the summary. Please try again.';

/**
 * /business/reports and /business2/reports (001 §2 Reports): the company's reports with search by
 * name or creator, a type filter and row selection; New Report (blank or from a template), AI
 * Report, and More Actions (Export as Excel or PDF, Share) on the chosen report.
 */
export const ReportsPage = ({ area, reportHref, team, isManager }: ReportsPageProps) => {
  const navigate = useNavigate();
  const { data, isLoading, isError, error, refetch } = useReportsQuery();
  const [loadReport] = useLazyReportQuery();
  const [writeNarrative, { isLoading: writing }] = useWriteNarrativeMutation();
  const exporter = useReportExport();
  const [search, setSearch] = useState('');
  const [type, setType] = useState<ReportTypeFilter>('all');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [creating, setCreating] = useState<NewReportKind | null>(null);
  const [sharingId, setSharingId] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);

  const real = data ?? noRows;
  const sample = data !== undefined && real.length === 0;
  const rows = useMemo<ListedReport[]>(
    () =>
      sample
        ? sampleReports.filter((row) => area === 'business2' || row.type !== 'property')
        : real.map(toListed),
    [sample, real, area],
  );
  const visible = useMemo(() => filterReports(rows, search, type), [rows, search, type]);
  const chosen = visible.filter((row) => selected.has(row.id));
  const sharing = real.find((row) => row.id === sharingId);
  const loadError =
    isError && data === undefined ? apiErrorMessage(error, reportMessages.loadFailed) : null;

  // The one report an action applies to, or a word on why there is none.
  const target = (): ListedReport | null => {
    if (sample) setNotice({ tone: 'info', text: SAMPLE_ONLY });
    else if (chosen.length !== 1) setNotice({ tone: 'info', text: CHOOSE_ONE });
    else return chosen[0];
    return null;
  };

  const exportAs = (format: ReportFormat) => {
    const report = target();
    if (report) void exporter.run(format, () => loadReport(report.id, true).unwrap());
  };

  const share = () => {
    const report = target();
    if (report) setSharingId(report.id);
  };

  const aiReport = async () => {
    const report = target();
    if (!report) return;
    setNotice(null);
    try {
      await writeNarrative(report.id).unwrap();
      void navigate(reportHref(report.id));
    } catch (failure) {
      setNotice({ tone: 'error', text: apiErrorMessage(failure, NARRATIVE_FAILED) });
    }
  };

  const allSelected = visible.length > 0 && visible.every((row) => selected.has(row.id));
  const someSelected = !allSelected && visible.some((row) => selected.has(row.id));
  const selectAll = (on: boolean) =>
    setSelected(on ? new Set(visible.map((row) => row.id)) : new Set());
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };

  return (
    <PageBody>
      <PageHeader
        eyebrow="Insights"
        title="Reports"
        badge={sample ? <SampleDataBadge /> : undefined}
        description="Your proposals and calls as figures and charts, for a date range and a team member."
        actions={
          <>
            <MenuButton
              label="New Report"
              variant="primary"
              items={[
                { label: 'Blank Report', onSelect: () => setCreating('blank') },
                { label: 'From Template', onSelect: () => setCreating('template') },
              ]}
            />
            <ReportActions
              onAiReport={() => void aiReport()}
              writing={writing}
              onExport={exportAs}
              exporting={exporter.busy}
              onShare={isManager ? share : undefined}
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
      {exporter.error && (
        <Alert tone="error" onDismiss={exporter.clearError}>
          {exporter.error}
        </Alert>
      )}

      <Toolbar>
        <SearchBox
          label="Search reports"
          placeholder="Search reports..."
          value={search}
          onChange={setSearch}
        />
        <FilterSelect
          label="Type"
          value={type}
          options={reportTypeOptions[area]}
          onChange={setType}
        />
      </Toolbar>

      {sample && <SampleNotice what="reports" />}

      {isLoading ? (
        <Spinner label="Loading reports..." className="py-16" />
      ) : visible.length === 0 ? (
        !loadError && <EmptyState>No reports match your search and filters.</EmptyState>
      ) : (
        <DataTable
          caption="Reports"
          rows={visible}
          rowKey={(row) => row.id}
          href={(row) => (row.sample ? null : reportHref(row.id))}
          selectAll={
            <Checkbox
              label="Select all reports"
              checked={allSelected}
              indeterminate={someSelected}
              onChange={selectAll}
            />
          }
          select={(row) => (
            <Checkbox
              label={`Select ${row.name}`}
              checked={selected.has(row.id)}
              onChange={(on) => toggle(row.id, on)}
            />
          )}
          title={{ header: 'Report Name', cell: (row) => row.name }}
          columns={[
            { header: 'Type', cell: (row) => reportTypeLabels[row.type] },
            { header: 'Created By', cell: (row) => row.createdBy },
            {
              header: 'Created Date',
              cell: (row) => formatDay(row.created_at.slice(0, 10)),
              className: 'whitespace-nowrap',
            },
            {
              header: 'Last Viewed',
              cell: (row) => (row.last_viewed ? formatMoment(row.last_viewed) : 'Never'),
              className: 'whitespace-nowrap',
            },
            {
              header: 'Status',
              cell: (row) => <Pill tone={reportStatusTone[row.status]}>{row.status}</Pill>,
            },
          ]}
          showActionsHeader
          actions={(row) =>
            row.sample ? (
              <span className="text-sm text-neutral-500">Example</span>
            ) : (
              <span className="inline-flex gap-2">
                <Link
                  to={reportHref(row.id)}
                  aria-label={`Open ${row.name}`}
                  className="rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                >
                  Open
                </Link>
                {isManager && (
                  <button
                    type="button"
                    aria-label={`Share ${row.name}`}
                    onClick={() => setSharingId(row.id)}
                    className="rounded-lg px-2 py-1 text-sm font-semibold text-neutral-700 hover:bg-neutral-100"
                  >
                    Share
                  </button>
                )}
              </span>
            )
          }
        />
      )}

      {creating && (
        <NewReportDialog
          kind={creating}
          team={team}
          onClose={() => setCreating(null)}
          onCreated={(report) => void navigate(reportHref(report.id))}
        />
      )}
      {sharing && <ShareReportDialog report={sharing} onClose={() => setSharingId(null)} />}
    </PageBody>
  );
};
