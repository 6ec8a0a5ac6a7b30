import { reportMessages } from '@vanilla/contracts';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { BackLink } from '../../../components/ui/back-link';
import { Button } from '../../../components/ui/button';
import { LoadFailed, PageBody } from '../../../components/ui/page-parts';
import { PageHeader } from '../../../components/ui/page-header';
import { Pill } from '../../../components/ui/pill';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/api-error';
import {
  useReportActionMutation,
  useReportQuery,
  useWriteNarrativeMutation,
} from '../api/reports-api';
import { useReportExport } from '../hooks/use-report-export';
import { rangeLabel } from '../utils/export-report';
import { reportStatusTone, reportTypeLabels } from '../utils/report-rows';
import { ReportActions } from './report-actions';
import { ReportView } from './report-view';
import { ShareReportDialog } from './share-report-dialog';

type ReportPageProps = {
  reportId: string;
  /** The list this report belongs to (the back link). */
  listHref: string;
  isManager: boolean;
};

const ACTION_FAILED = 'Could not update the report. Please try again.';
const NARRATIVE_FAILED = 'Could not write the summary. Please try again.';

/**
 * A report (issue 17): its figures as cards, each series as a chart with a table view of the same
 * numbers, its tables and its AI summary; Publish for a draft, AI Report, Export and Share.
 * Opening it records a view ("Last Viewed").
 */
export const ReportPage = ({ reportId, listHref, isManager }: ReportPageProps) => {
  const { data, isLoading, isError, error, refetch } = useReportQuery(reportId);
  const [act, { isLoading: acting }] = useReportActionMutation();
  const [writeNarrative, { isLoading: writing }] = useWriteNarrativeMutation();
  const exporter = useReportExport();
  const [sharing, setSharing] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  useEffect(() => {
    void act({ id: reportId, action: 'view' });
  }, [act, reportId]);

  if (isLoading) return <Spinner label="Loading report..." className="py-24" />;
  if (!data) {
    const message = isError ? apiErrorMessage(error, reportMessages.notFound) : null;
    return (
      <PageBody>
        <BackLink to={listHref}>Reports</BackLink>
        {message && <LoadFailed message={message} onRetry={() => void refetch()} />}
      </PageBody>
    );
  }

  const { report, figures, narrative } = data;
  const publish = async () => {
    setNotice(null);
    try {
      await act({ id: report.id, action: 'publish' }).unwrap();
      setNotice({ tone: 'success', text: 'Report published.' });
    } catch (failure) {
      setNotice({ tone: 'error', text: apiErrorMessage(failure, ACTION_FAILED) });
    }
  };
  const narrate = async () => {
    setNotice(null);
    try {
      await writeNarrative(report.id).unwrap();
    } catch (failure) {
      setNotice({ tone: 'error', text: apiErrorMessage(failure, NARRATIVE_FAILED) });
    }
  };
  const exportAs = (format: 'xlsx' | 'pdf') =>
    void exporter.run(format, () => Promise.resolve(data));

  return (
    <PageBody>
      <PageHeader
        before={<BackLink to={listHref}>Reports</BackLink>}
        eyebrow={`${reportTypeLabels[report.type]} report`}
        badge={<Pill tone={reportStatusTone[report.status]}>{report.status}</Pill>}
        title={report.name}
        description={`${rangeLabel(report.from, report.to)} · created by ${report.createdBy}`}
        actions={
          <>
            {report.status === 'draft' && (
              <Button onClick={() => void publish()} disabled={acting}>
                {acting ? 'Publishing…' : 'Publish'}
              </Button>
            )}
            <ReportActions
              onAiReport={() => void narrate()}
              writing={writing}
              onExport={exportAs}
              exporting={exporter.busy}
              onShare={isManager ? () => setSharing(true) : undefined}
            />
          </>
        }
      />
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
      {writing && !narrative && <Spinner label="Writing the summary..." className="py-4" />}
      <ReportView figures={figures} narrative={narrative} />
      {sharing && <ShareReportDialog report={report} onClose={() => setSharing(false)} />}
    </PageBody>
  );
};
