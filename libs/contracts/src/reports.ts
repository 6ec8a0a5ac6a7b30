import type { ReportStatus, ReportTemplate, ReportType } from '@vanilla/domain';

// The reports context (001 §2 Reports, §3 report): saved reports and their figures, computed from
// the log's read models.
export { reportTemplates, reportTypes, REPORT_MAX_DAYS } from '@vanilla/domain';
export type { ReportStatus, ReportTemplate, ReportType } from '@vanilla/domain';

// The templates that compute figures: all of them since issue 17 (reportMessages.comingSoon stays
// for pages built before).
export const computedReportTemplates: readonly ReportTemplate[] = [
  'blank',
  'performance',
  'financial',
  'customer',
  'operations',
];

// The read-only link a manager shares (for an accountant): `/shared-report/{token}` while it is
// not revoked.
export type ReportShare = { token: string; url: string; created_at: string };

export type ReportRow = {
  id: string;
  name: string;
  type: ReportType;
  template: ReportTemplate;
  // The creator's name ("Created By").
  createdBy: string;
  created_by_id: string;
  created_at: string;
  // When anyone last opened it; null until then.
  last_viewed: string | null;
  status: ReportStatus;
  from: string;
  to: string;
  timezone: string;
  team_member_id: string | null;
  // The live read-only link, if any (managers only; null for members and when revoked).
  share: ReportShare | null;
};

export type ReportUnit = 'count' | 'percent' | 'hours' | 'dollars' | 'minutes';

// One number of a report: `value` is null when there is nothing to compute it from (a median of
// no proposals).
export type ReportFigure = { key: string; label: string; unit: ReportUnit; value: number | null };

// The numbers a chart draws, in order; the same as its accessible table.
export type ReportSeries = {
  key: string;
  label: string;
  chart: 'bar' | 'line' | 'funnel' | 'heatmap';
  unit: ReportUnit;
  // A heat map's point also names its column (`x`, e.g. the hour "09") and row (`y`, e.g. "Mon").
  points: { label: string; value: number; x?: string; y?: string }[];
};

// A table of the report (by team member, …): column labels, then rows of cells.
export type ReportTable = {
  key: string;
  label: string;
  columns: string[];
  rows: (string | number | null)[][];
};

export type ReportFigures = {
  // How days are grouped in the series: Performance by day for a range of up to 62 days, else by
  // week; Financial by week for up to 92 days, else by month. A label is its bucket's first day.
  bucket: 'day' | 'week' | 'month';
  figures: ReportFigure[];
  series: ReportSeries[];
  tables: ReportTable[];
};

// "AI Report": a short narrative of the figures, written by the LLM when one is configured and by
// the built-in composer otherwise; kept with the report until it is written again.
export type ReportNarrative = { text: string; written_by: 'llm' | 'composer'; written_at: string };

export type ReportsResponse = { success: true; reports: ReportRow[] };
export type ReportResponse = {
  success: true;
  report: ReportRow;
  figures: ReportFigures;
  narrative: ReportNarrative | null;
};
export type ReportNarrativeResponse = { success: true; narrative: ReportNarrative };
export type ReportShareResponse = { success: true; share: ReportShare };
// What the signed-out link shows: the report without its people's ids, its figures and narrative.
export type SharedReport = Pick<
  ReportRow,
  'name' | 'type' | 'template' | 'createdBy' | 'from' | 'to' | 'timezone'
> & {
  company_name: string;
};
export type SharedReportResponse = {
  success: true;
  report: SharedReport;
  figures: ReportFigures;
  narrative: ReportNarrative | null;
};
export type ReportSavedResponse = { success: true; report: ReportRow };

export const reportMessages = {
  notFound: 'Report not found',
  comingSoon: 'This template is coming soon: choose Performance or a blank report.',
  loadFailed: 'Failed to load reports',
  shareNotFound: 'This report link is no longer available.',
} as const;
