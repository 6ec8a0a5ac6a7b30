import type { ReportRow, ReportStatus, ReportTemplate, ReportType } from '@vanilla/contracts';
import type { PillTone } from '../../../components/ui/pill';
import { matchesQuery } from '../../../lib/format';

/** Which sidebar family the list belongs to (001 §2 Reports: their type filters differ). */
export type ReportsArea = 'business' | 'business2';

// The spec's business2 filter has a Property type the API does not compute; only sample rows
// carry it.
export type ListedReportType = ReportType | 'property';
export type ReportTypeFilter = 'all' | ListedReportType;

/** A row of the list: a real report, or one of the samples shown while there are none. */
export type ListedReport = Pick<
  ReportRow,
  'id' | 'name' | 'createdBy' | 'created_at' | 'last_viewed' | 'status'
> & { type: ListedReportType; sample: boolean };

export const reportTypeLabels: Record<ListedReportType, string> = {
  performance: 'Performance',
  financial: 'Financial',
  customer: 'Customer',
  operations: 'Operations',
  property: 'Property',
};

export const reportTemplateLabels: Record<ReportTemplate, string> = {
  blank: 'Blank',
  ...reportTypeLabels,
};

/** The type filter of each list, in the spec's words and order. */
export const reportTypeOptions: Record<
  ReportsArea,
  ReadonlyArray<{ value: ReportTypeFilter; label: string }>
> = {
  business: [
    { value: 'all', label: 'All Types' },
    { value: 'performance', label: 'performance' },
    { value: 'financial', label: 'financial' },
    { value: 'customer', label: 'customer' },
    { value: 'operations', label: 'operations' },
  ],
  business2: [
    { value: 'all', label: 'All Types' },
    { value: 'performance', label: 'Performance' },
    { value: 'financial', label: 'Financial' },
    { value: 'customer', label: 'Customer' },
    { value: 'property', label: 'Property' },
  ],
};

/** Published green, draft yellow (001 §2). */
export const reportStatusTone: Record<ReportStatus, PillTone> = {
  published: 'green',
  draft: 'amber',
};

export const toListed = (row: ReportRow): ListedReport => ({
  id: row.id,
  name: row.name,
  type: row.type,
  createdBy: row.createdBy,
  created_at: row.created_at,
  last_viewed: row.last_viewed,
  status: row.status,
  sample: false,
});

/** Search matches the name or the creator (001 §2); the type filter its type. */
export const filterReports = (
  rows: readonly ListedReport[],
  search: string,
  type: ReportTypeFilter,
): ListedReport[] =>
  rows.filter(
    (row) =>
      (type === 'all' || row.type === type) && matchesQuery(search, [row.name, row.createdBy]),
  );
