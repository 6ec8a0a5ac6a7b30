import { DeciderSpecification } from '../testing.js';
import {
  isReportRange,
  REPORT_EXISTS,
  REPORT_NOT_FOUND,
  REPORT_RANGE_INVALID,
  reportDecider,
} from './report-decider.js';
import type { CreateReport } from './report-decider.js';
import type { ReportEvent } from './report-events.js';

const now = new Date('2026-04-01T08:00:00.000Z');
const at = now.toISOString();
const given = (events: ReportEvent[]) =>
  DeciderSpecification.for(reportDecider, { now }).given(events);

const create = (overrides: Partial<CreateReport['data']> = {}): CreateReport => ({
  type: 'CreateReport',
  data: {
    reportId: 'r-1',
    companyId: 'co-1',
    createdBy: 'u-1',
    name: 'March',
    type: 'performance',
    template: 'performance',
    from: '2026-03-01',
    to: '2026-03-31',
    timezone: 'America/Chicago',
    teamMemberId: null,
    ...overrides,
  },
});
const created: ReportEvent = { type: 'ReportCreated', data: { ...create().data, createdAt: at } };
const ref = { reportId: 'r-1', companyId: 'co-1', by: 'u-2' };

describe('reportDecider', () => {
  it('should create a report once', () => {
    given([]).when(create()).then([created]);
    given([created]).when(create()).thenThrows(REPORT_EXISTS);
  });

  it.each([
    ['the start after the end', { from: '2026-04-01' }],
    ['a day that does not exist', { to: '2026-02-30' }],
    ['more than two years', { from: '2024-01-01' }],
    ['an unknown timezone', { timezone: 'Mars/Olympus' }],
  ])('should refuse a report over %s', (_what, overrides) => {
    given([]).when(create(overrides)).thenThrows(REPORT_RANGE_INVALID);
  });

  it('should publish once and record every view', () => {
    const published: ReportEvent = {
      type: 'ReportPublished',
      data: { reportId: 'r-1', companyId: 'co-1', publishedBy: 'u-2', publishedAt: at },
    };
    given([created]).when({ type: 'PublishReport', data: ref }).then([published]);
    given([created, published]).when({ type: 'PublishReport', data: ref }).then([]);
    given([created])
      .when({ type: 'RecordReportView', data: ref })
      .then([
        {
          type: 'ReportViewed',
          data: { reportId: 'r-1', companyId: 'co-1', viewedBy: 'u-2', viewedAt: at },
        },
      ]);
    given([]).when({ type: 'RecordReportView', data: ref }).thenThrows(REPORT_NOT_FOUND);
  });
});

describe('isReportRange', () => {
  it('should take one day, a leap day and up to 731 days, no more', () => {
    expect(isReportRange('2026-03-01', '2026-03-01')).toBe(true);
    expect(isReportRange('2028-02-29', '2028-02-29')).toBe(true);
    expect(isReportRange('2026-01-01', '2027-12-31')).toBe(true);
    expect(isReportRange('2026-01-01', '2028-01-01')).toBe(true);
    expect(isReportRange('2026-01-01', '2028-01-02')).toBe(false);
    expect(isReportRange('2026-3-1', '2026-03-02')).toBe(false);
  });
});
