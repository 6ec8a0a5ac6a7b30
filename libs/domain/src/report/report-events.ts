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

// The read-only link a manager hands an accountant: `token` is 32 random bytes, base64url.
export type ReportShared = DomainEvent<
  'ReportShared',
  { reportId: string; companyId: string; token: string; sharedBy: string; sharedAt: string }
>;

export type ReportShareRevoked = DomainEvent<
  'ReportShareRevoked',
  { reportId: string; companyId: string; token: string; revokedBy: string; revokedAt: string }
>;

// "AI Report": the narrative of the figures as they stood when it was written.
export type ReportNarrativeWritten = DomainEvent<
  'ReportNarrativeWritten',
  {
    reportId: string;
    companyId: string;
    text: string;
    writtenBy: 'llm' | 'composer';
    requestedBy: string;
    writtenAt: string;
  }
>;

export type ReportEvent =
  | ReportCreated
  | ReportPublished
  | ReportViewed
  | ReportShared
  | ReportShareRevoked
  | ReportNarrativeWritten;

export const reportEventTypes: readonly ReportEvent['type'][] = [
  'ReportCreated',
  'ReportPublished',
  'ReportViewed',
  'ReportShared',
  'ReportShareRevoked',
  'ReportNarrativeWritten',
];

// The longest narrative kept (a few sentences; the LLM's answer is cut to this).
export const REPORT_NARRATIVE_MAX = 2_000;

export const reportStreamName = (reportId: string): string => `report-${reportId}`;

// The longest range a report covers.
export const REPORT_MAX_DAYS = 731;
