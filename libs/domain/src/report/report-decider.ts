import { DomainRuleViolation } from '../decider/decider.js';
import type { DecideContext, Decider, DomainCommand } from '../decider/decider.js';
import { isTimeZone } from '../receptionist/business-hours.js';
import { REPORT_MAX_DAYS, REPORT_NARRATIVE_MAX } from './report-events.js';
import type { ReportCreated, ReportEvent } from './report-events.js';

type ReportRef = { reportId: string; companyId: string; by: string };

export type CreateReport = DomainCommand<'CreateReport', Omit<ReportCreated['data'], 'createdAt'>>;
export type PublishReport = DomainCommand<'PublishReport', ReportRef>;
export type RecordReportView = DomainCommand<'RecordReportView', ReportRef>;
// The token is drawn by the caller (randomness is I/O); the decider keeps the live one.
export type ShareReport = DomainCommand<'ShareReport', ReportRef & { token: string }>;
export type RevokeReportShare = DomainCommand<'RevokeReportShare', ReportRef>;
export type WriteReportNarrative = DomainCommand<
  'WriteReportNarrative',
  ReportRef & { text: string; writtenBy: 'llm' | 'composer' }
>;
export type ReportCommand =
  | CreateReport
  | PublishReport
  | RecordReportView
  | ShareReport
  | RevokeReportShare
  | WriteReportNarrative;

export type ReportState = { created: boolean; published: boolean; shareToken: string | null };

export const REPORT_NOT_FOUND = 'report_not_found';
export const REPORT_EXISTS = 'report_exists';
export const REPORT_RANGE_INVALID = 'report_range_invalid';
export const REPORT_NARRATIVE_INVALID = 'report_narrative_invalid';

export const initialReportState = (): ReportState => ({
  created: false,
  published: false,
  shareToken: null,
});

export const evolveReport = (state: ReportState, event: ReportEvent): ReportState => {
  switch (event.type) {
    case 'ReportCreated':
      return { ...state, created: true };
    case 'ReportPublished':
      return { ...state, published: true };
    case 'ReportShared':
      return { ...state, shareToken: event.data.token };
    case 'ReportShareRevoked':
      return { ...state, shareToken: null };
    case 'ReportViewed':
    case 'ReportNarrativeWritten':
      return state;
  }
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

// A range of real calendar days, `from` not after `to`, at most REPORT_MAX_DAYS long.
export const isReportRange = (from: string, to: string): boolean => {
  if (!DAY.test(from) || !DAY.test(to)) return false;
  const [a, b] = [dayNumber(from), dayNumber(to)];
  const real = (day: string, n: number) =>
    Number.isInteger(n) && new Date(n * 86_400_000).toISOString().slice(0, 10) === day;
  return real(from, a) && real(to, b) && a <= b && b - a < REPORT_MAX_DAYS;
};

const invalid = (message: string) =>
  new DomainRuleViolation(REPORT_RANGE_INVALID, 'invalid', message);

// Publishing twice is no news; every view is recorded (the list shows the last). A report has at
// most one live link: sharing it again keeps that link, revoking a report not shared is no news.
// A narrative is a few sentences of text; writing it again replaces it.
export const decideReport = (
  command: ReportCommand,
  state: ReportState,
  { now }: DecideContext,
): ReportEvent[] => {
  const at = now.toISOString();
  if (command.type === 'CreateReport') {
    if (state.created) {
      throw new DomainRuleViolation(REPORT_EXISTS, 'conflict', 'This report exists.');
    }
    const { from, to, timezone } = command.data;
    if (!isReportRange(from, to)) {
      throw invalid(
        `Choose a date range of real days, the start first, at most ${REPORT_MAX_DAYS} days.`,
      );
    }
    if (!isTimeZone(timezone)) throw invalid('timezone must be an IANA time zone');
    return [{ type: 'ReportCreated', data: { ...command.data, createdAt: at } }];
  }
  if (!state.created) {
    throw new DomainRuleViolation(REPORT_NOT_FOUND, 'not_found', 'Report not found');
  }
  const { reportId, companyId, by } = command.data;
  switch (command.type) {
    case 'PublishReport':
      return state.published
        ? []
        : [
            {
              type: 'ReportPublished',
              data: { reportId, companyId, publishedBy: by, publishedAt: at },
            },
          ];
    case 'RecordReportView':
      return [{ type: 'ReportViewed', data: { reportId, companyId, viewedBy: by, viewedAt: at } }];
    case 'ShareReport':
      return state.shareToken
        ? []
        : [
            {
              type: 'ReportShared',
              data: { reportId, companyId, token: command.data.token, sharedBy: by, sharedAt: at },
            },
          ];
    case 'RevokeReportShare':
      return state.shareToken
        ? [
            {
              type: 'ReportShareRevoked',
              data: { reportId, companyId, token: state.shareToken, revokedBy: by, revokedAt: at },
            },
          ]
        : [];
    case 'WriteReportNarrative': {
      const text = command.data.text.trim();
      if (text === '' || text.length > REPORT_NARRATIVE_MAX) {
        throw new DomainRuleViolation(
          REPORT_NARRATIVE_INVALID,
          'invalid',
          `A narrative is 1 to ${REPORT_NARRATIVE_MAX} characters.`,
        );
      }
      return [
        {
          type: 'ReportNarrativeWritten',
          data: {
            reportId,
            companyId,
            text,
            writtenBy: command.data.writtenBy,
            requestedBy: by,
            writtenAt: at,
          },
        },
      ];
    }
  }
};

export const reportDecider: Decider<ReportState, ReportCommand, ReportEvent> = {
  initialState: initialReportState,
  evolve: evolveReport,
  decide: decideReport,
};
