import { reportMessages } from '@vanilla/contracts';
import type { ReactNode } from 'react';
import { AlertCircleIcon, BrandMark } from '../../../components/icons';
import { LoadFailed } from '../../../components/ui/page-parts';
import { Spinner } from '../../../components/ui/spinner';
import { describeApiFailure } from '../../../lib/api-error';
import { useSharedReportQuery } from '../api/reports-api';
import { rangeLabel } from '../utils/export-report';
import { reportTypeLabels } from '../utils/report-rows';
import { ReportView } from './report-view';

const LOAD_FAILED = 'The report could not be loaded. Please check your connection and try again.';

// Opened by someone without an account (an accountant): whose report it is, nothing that needs a
// sign-in.
const Shell = ({ companyName, children }: { companyName?: string; children: ReactNode }) => (
  <div className="flex min-h-dvh flex-col bg-neutral-100">
    <meta name="robots" content="noindex, nofollow" />
    <meta name="referrer" content="no-referrer" />
    <header className="border-b border-neutral-200 bg-white">
      <div className="mx-auto flex h-12 max-w-6xl items-center gap-2 px-4 text-sm font-semibold text-neutral-900 sm:px-6">
        {companyName ? (
          <span className="truncate">{companyName}</span>
        ) : (
          <>
            <BrandMark className="size-6" />
            Vanilla
          </>
        )}
      </div>
    </header>
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-10">
      {children}
    </main>
  </div>
);

/** /shared-report/{token}: a report shared read-only, signed out. */
export const SharedReportPage = ({ token }: { token: string }) => {
  const { data, isLoading, error, refetch } = useSharedReportQuery(token);

  if (isLoading) {
    return (
      <Shell>
        <Spinner label="Loading report..." className="py-24" />
      </Shell>
    );
  }
  if (!data) {
    const failure = describeApiFailure(error);
    const gone = failure.kind === 'server' && failure.status < 500;
    return (
      <Shell>
        <title>Report unavailable · Vanilla</title>
        {gone ? (
          <div className="mx-auto max-w-md rounded-2xl bg-white p-8 text-center shadow-sm">
            <AlertCircleIcon className="mx-auto size-10 text-neutral-400" />
            <h1 className="mt-4 text-xl font-bold text-neutral-950">
              {reportMessages.shareNotFound}
            </h1>
            <p className="mt-2 text-neutral-600">Ask the person who sent it for a new link.</p>
          </div>
        ) : (
          <LoadFailed message={LOAD_FAILED} onRetry={() => void refetch()} />
        )}
      </Shell>
    );
  }

  const { report, figures, narrative } = data;
  return (
    <Shell companyName={report.company_name}>
      <title>{`${report.name} · ${report.company_name}`}</title>
      <header className="mb-6">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {reportTypeLabels[report.type]} report · read-only
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-neutral-950 sm:text-4xl">
          {report.name}
        </h1>
        <p className="mt-2 text-neutral-600">
          {report.company_name} · {rangeLabel(report.from, report.to)} · prepared by{' '}
          {report.createdBy}
        </p>
      </header>
      <ReportView figures={figures} narrative={narrative} />
    </Shell>
  );
};
