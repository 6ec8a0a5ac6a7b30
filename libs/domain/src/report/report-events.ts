import type { DomainEvent } from '../decider/decider.js';

// 001 §2 Reports: a report is a saved question over the log — a template's figures for a date
// range, optionally for one team member — with the spec's type, status and last view.
export const reportTypes = ['performance', 'financial', 'customer', 'operations'] as const;
export type ReportType = (typeof reportTypes)[number];

// "Blank Report" computes nothing until it is given a template.
export const reportTemplates = ['blank', ...reportTypes] as const;
export type ReportTemplate = (typeof reportTemplates)[number];

export type ReportStatus = 'draft' | 'published';

export type ReportCreated = DomainEvent<
  'ReportCreated',
  {
    reportId: string;
    companyId: string;
    createdBy: string;
    name: string;
    type: ReportType;
    template: ReportTemplate;
    // Calendar days (YYYY-MM-DD), both included, read in `timezone`.
    from: string;
    to: string;
    timezone: string;
    // Null: the whole team the creator sees.
    teamMemberId: string | null;
    createdAt: string;
  }
>;

export type ReportPublished = DomainEvent<
  'ReportPublished',
  { reportId: string; companyId: string; publishedBy: string; publishedAt: string }
>;

export type ReportViewed = DomainEvent<
  'ReportViewed',
  { reportId: string; companyId: string; viewedBy: string; viewedAt: string }
>;

export type ReportEvent = ReportCreated | ReportPublished | ReportViewed;

export const reportEventTypes: readonly ReportEvent['type'][] = [
  'ReportCreated',
  'ReportPublished',
  'ReportViewed',
];

export const reportStreamName = (reportId: string): string => `report-${reportId}`;

// The longest range a report covers.
export const REPORT_MAX_DAYS = 731;
