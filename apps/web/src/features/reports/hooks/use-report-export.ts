import { useState } from 'react';
import { exportReportPdf, exportReportXlsx, type ExportableReport } from '../utils/export-report';

export type ReportFormat = 'xlsx' | 'pdf';

const EXPORT_FAILED = 'Could not create the file. Please try again.';

/**
 * Export (XLSX or PDF) of a report's figures and tables. `load` gives the report to write: the
 * open one, or the one chosen in the list, fetched first.
 */
export const useReportExport = () => {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (format: ReportFormat, load: () => Promise<ExportableReport>) => {
    setBusy(true);
    setError(null);
    try {
      const report = await load();
      await (format === 'xlsx' ? exportReportXlsx(report) : exportReportPdf(report));
    } catch {
      setError(EXPORT_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return { busy, error, clearError: () => setError(null), run };
};
