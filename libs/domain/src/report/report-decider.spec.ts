import { DeciderSpecification } from '../testing.js';
import {
  isReportRange,
  REPORT_EXISTS,
  REPORT_NARRATIVE_INVALID,
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

describe('reportDecider share link', () => {
  const shared: ReportEvent = {
    type: 'ReportShared',
    data: { reportId: 'r-1', companyId: 'co-1', token: 'tok-1', sharedBy: 'u-2', sharedAt: at },
  };
  const revoked: ReportEvent = {
    type: 'ReportShareRevoked',
    data: { reportId: 'r-1', companyId: 'co-1', token: 'tok-1', revokedBy: 'u-2', revokedAt: at },
  };
  const share = (token: string) => ({ type: 'ShareReport' as const, data: { ...ref, token } });
  const revoke = { type: 'RevokeReportShare' as const, data: ref };

  it('should share a report with the token it is given', () => {
    given([created]).when(share('tok-1')).then([shared]);
  });

  it('should keep the live link when the report is shared again', () => {
    given([created, shared]).when(share('tok-2')).then([]);
  });

  it('should revoke the live link, naming its token', () => {
    given([created, shared]).when(revoke).then([revoked]);
  });

  it('should take revoking a report not shared as no news', () => {
    given([created]).when(revoke).then([]);
    given([created, shared, revoked]).when(revoke).then([]);
  });

  it('should share anew with a new token after a revocation', () => {
    given([created, shared, revoked])
      .when(share('tok-2'))
      .then([{ ...shared, data: { ...shared.data, token: 'tok-2' } } as ReportEvent]);
  });

  it('should refuse to share a report that does not exist', () => {
    given([]).when(share('tok-1')).thenThrows(REPORT_NOT_FOUND);
  });
});

describe('reportDecider narrative', () => {
  const write = (text: string) => ({
    type: 'WriteReportNarrative' as const,
    data: { ...ref, text, writtenBy: 'composer' as const },
  });

  it('should record the narrative, trimmed, each time it is written', () => {
    const written: ReportEvent = {
      type: 'ReportNarrativeWritten',
      data: {
        reportId: 'r-1',
        companyId: 'co-1',
        text: 'Two proposals went out.',
        writtenBy: 'composer',
        requestedBy: 'u-2',
        writtenAt: at,
      },
    };
    given([created]).when(write('  Two proposals went out. ')).then([written]);
    given([created, written]).when(write('Two proposals went out.')).then([written]);
  });

  it('should refuse an empty or overlong narrative', () => {
    given([created]).when(write('   ')).thenThrows(REPORT_NARRATIVE_INVALID);
    given([created])
      .when(write('x'.repeat(2_001)))
      .thenThrows(REPORT_NARRATIVE_INVALID);
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
