import { describe, expect, it } from '@jest/globals';
import type { DashboardProposal, TeamMember } from '@vanilla/contracts';
import { applyProposalUpdate } from './apply-proposal-update';
import {
  canExtend,
  dashboardStats,
  expiryLabel,
  dashboardTrends,
  formatDollars,
  formatThousands,
  listStats,
  matchesDashboardStatus,
  matchesSearch,
  proposalIdOf,
  sortByCreator,
  toRows,
  type ProposalRow,
} from './proposal-rows';

const proposal = (overrides: Partial<DashboardProposal> = {}): DashboardProposal => ({
  token: 'abcdefghijklmnop',
  proposal_id: '7c1f0d1e-0000-4000-8000-000000000001',
  title: 'Heat Pump',
  client_name: 'Jordan Ellis',
  property_address: '418 Maple Grove Lane',
  created_at: '2026-03-01T10:00:00.000Z',
  shared_at: '2026-03-01T10:00:00.000Z',
  last_activity_at: '2026-03-01T10:00:00.000Z',
  view_count: 0,
  chat_count: 0,
  engagement: 0,
  value: 15900,
  status: 'sent',
  creator_id: 'user-1',
  archived_at: null,
  delivery_failure: null,
  deposit_paid: null,
  expires_at: null,
  expired: false,
  ...overrides,
});

const team: TeamMember[] = [
  { id: 'user-1', username: 'Zoe', email: 'z@example.com', user_type: 'manager', created_at: '' },
  { id: 'user-2', username: 'adam', email: 'a@example.com', user_type: 'member', created_at: '' },
];

const rows = (...items: DashboardProposal[]): ProposalRow[] => toRows(items, team);

describe(toRows.name, () => {
  it('should name the proposal PROP- and the first 8 characters of its token when mapping a row', () => {
    expect(proposalIdOf('abcdefghijklmnop')).toBe('PROP-abcdefgh');
    expect(rows(proposal())[0]).toMatchObject({ proposalId: 'PROP-abcdefgh', creatorName: 'Zoe' });
  });

  it('should leave the creator unnamed when the team list does not know them', () => {
    expect(toRows([proposal({ creator_id: 'someone' })], undefined)[0]?.creatorName).toBeNull();
  });

  it('should say which send did not reach the client, and why, when the row has a delivery failure', () => {
    const failure = (channel: 'email' | 'sms') =>
      rows(
        proposal({
          delivery_failure: {
            channel,
            address: 'dana@example.com',
            reason: '550 mailbox unavailable',
            failed_at: '2026-03-02T10:00:00.000Z',
          },
        }),
      )[0]?.deliveryFailure;
    expect(failure('email')).toEqual({
      label: 'Email not delivered',
      detail: 'To dana@example.com: 550 mailbox unavailable',
    });
    expect(failure('sms')?.label).toBe('Text not delivered');
    expect(rows(proposal())[0]?.deliveryFailure).toBeNull();
  });
});

describe(dashboardStats.name, () => {
  it('should count proposals, the rounded acceptance rate, distinct clients and the total value', () => {
    const stats = dashboardStats(
      rows(
        proposal({ token: 'a1', status: 'accepted', value: 20000 }),
        proposal({ token: 'a2', client_name: ' jordan ellis ', value: 12500 }),
        proposal({ token: 'a3', client_name: 'Priya', value: 10000 }),
      ),
    );
    expect(stats).toEqual({
      totalProposals: 3,
      acceptanceRate: 33,
      activeClients: 2,
      totalValue: 42500,
    });
    expect(formatThousands(stats.totalValue)).toBe('$42.5K');
  });

  it('should show a 0% rate when there are no proposals', () => {
    expect(dashboardStats([]).acceptanceRate).toBe(0);
  });
});

describe(listStats.name, () => {
  it('should count only proposals created in the last 30 days as sent in that window', () => {
    const now = Date.parse('2026-03-31T12:00:00.000Z');
    const stats = listStats(
      rows(
        proposal({
          token: 'b1',
          created_at: '2026-03-30T12:00:00.000Z',
          shared_at: '2026-03-30T12:00:00.000Z',
          status: 'accepted',
        }),
        proposal({
          token: 'b2',
          created_at: '2026-02-01T12:00:00.000Z',
          shared_at: '2026-02-01T12:00:00.000Z',
        }),
      ),
      now,
    );
    expect(stats).toEqual({ conversionRate: 50, sentPast30Days: 1, converted: 1 });
  });
});

describe(matchesDashboardStatus.name, () => {
  it('should read sent as not opened yet and not_sent as every later status', () => {
    const [sent, viewed, accepted] = rows(
      proposal({ token: 'c1' }),
      proposal({ token: 'c2', status: 'viewed' }),
      proposal({ token: 'c3', status: 'accepted' }),
    ) as [ProposalRow, ProposalRow, ProposalRow];
    expect([sent, viewed, accepted].map((row) => matchesDashboardStatus(row, 'sent'))).toEqual([
      true,
      false,
      false,
    ]);
    expect([sent, viewed, accepted].map((row) => matchesDashboardStatus(row, 'not_sent'))).toEqual([
      false,
      true,
      true,
    ]);
    expect(matchesDashboardStatus(sent, 'all')).toBe(true);
  });
});

describe(matchesSearch.name, () => {
  it('should match any of the given fields ignoring case and surrounding spaces', () => {
    const [row] = rows(proposal()) as [ProposalRow];
    expect(matchesSearch(row, '  MAPLE ', ['client', 'address'])).toBe(true);
    expect(matchesSearch(row, 'prop-abcd', ['proposalId'])).toBe(true);
    expect(matchesSearch(row, 'maple', ['client'])).toBe(false);
    expect(matchesSearch(row, '', ['client'])).toBe(true);
  });
});

describe(sortByCreator.name, () => {
  it('should sort by team member name without regard to case, both ways', () => {
    const sorted = rows(proposal({ token: 'd1' }), proposal({ token: 'd2', creator_id: 'user-2' }));
    expect(sortByCreator(sorted, 'ascending').map((row) => row.creatorName)).toEqual([
      'adam',
      'Zoe',
    ]);
    expect(sortByCreator(sorted, 'descending').map((row) => row.creatorName)).toEqual([
      'Zoe',
      'adam',
    ]);
  });
});

describe(formatDollars.name, () => {
  it('should write whole dollars with thousands separators', () => {
    expect(formatDollars(1234567)).toBe('$1,234,567');
  });
});

describe(applyProposalUpdate.name, () => {
  it('should replace the row with the same token when a pushed update arrives', () => {
    const draft = [proposal({ token: 'e1' }), proposal({ token: 'e2' })];
    applyProposalUpdate(
      draft,
      proposal({ token: 'e2', status: 'viewed', view_count: 1, engagement: 20 }),
    );
    expect(draft[1]).toMatchObject({
      token: 'e2',
      status: 'viewed',
      view_count: 1,
      engagement: 20,
    });
    expect(draft).toHaveLength(2);
  });

  it('should insert a new row newest first when the token is not loaded yet', () => {
    const draft = [proposal({ token: 'f1', created_at: '2026-03-01T10:00:00.000Z' })];
    applyProposalUpdate(draft, proposal({ token: 'f2', created_at: '2026-03-02T10:00:00.000Z' }));
    expect(draft.map((row) => row.token)).toEqual(['f2', 'f1']);
  });

  it('should remove the row when the pushed status is deleted', () => {
    const draft = [proposal({ token: 'g1' })];
    applyProposalUpdate(draft, proposal({ token: 'g1', status: 'deleted' }));
    expect(draft).toEqual([]);
  });

  it('should remove the row when a signed proposal is archived', () => {
    const draft = [proposal({ token: 'g2', status: 'accepted' })];
    applyProposalUpdate(
      draft,
      proposal({ token: 'g2', status: 'accepted', archived_at: '2026-03-03T10:00:00.000Z' }),
    );
    expect(draft).toEqual([]);
  });
});

describe(dashboardTrends.name, () => {
  it('should count each day what was sent by its end when proposals came in over the month', () => {
    const now = new Date(2026, 2, 30, 12);
    const trends = dashboardTrends(
      toRows(
        [
          proposal({ token: 'a', shared_at: new Date(2026, 1, 1).toISOString(), value: 1000 }),
          proposal({
            token: 'b',
            client_name: 'Sam Lee',
            shared_at: new Date(2026, 2, 29, 9).toISOString(),
            status: 'accepted',
            value: 3000,
          }),
          proposal({ token: 'c', shared_at: new Date(2026, 2, 30, 8).toISOString(), value: 500 }),
        ],
        team,
      ),
      now,
    );
    expect(trends.totalProposals).toHaveLength(30);
    expect(trends.totalProposals.slice(-3)).toEqual([1, 2, 3]);
    expect(trends.totalValue.slice(-3)).toEqual([1000, 4000, 4500]);
    expect(trends.acceptanceRate.slice(-3)).toEqual([0, 50, 33]);
    expect(trends.activeClients.slice(-3)).toEqual([1, 2, 2]);
  });
});

describe(expiryLabel.name, () => {
  const now = new Date('2026-03-10T12:00:00.000Z');
  const rowExpiring = (expires_at: string | null, overrides: Partial<DashboardProposal> = {}) =>
    toRows([proposal({ status: 'sent', expires_at, ...overrides })], undefined)[0]!;

  it('should say Expired when the server says so or the instant has passed', () => {
    expect(expiryLabel(rowExpiring('2026-03-20T00:00:00.000Z', { expired: true }), now)).toBe(
      'Expired',
    );
    expect(expiryLabel(rowExpiring('2026-03-10T11:59:59.000Z'), now)).toBe('Expired');
  });

  it('should count the days left within the last week only', () => {
    expect(expiryLabel(rowExpiring('2026-03-11T10:00:00.000Z'), now)).toBe('Expires in 1 day');
    expect(expiryLabel(rowExpiring('2026-03-17T11:00:00.000Z'), now)).toBe('Expires in 7 days');
    expect(expiryLabel(rowExpiring('2026-03-18T13:00:00.000Z'), now)).toBeNull();
  });

  it('should say nothing when the link never expires or the client answered', () => {
    expect(expiryLabel(rowExpiring(null), now)).toBeNull();
    const signed = rowExpiring('2026-03-01T00:00:00.000Z', { status: 'accepted' });
    expect(expiryLabel(signed, now)).toBeNull();
    expect(canExtend(signed)).toBe(false);
    expect(canExtend(rowExpiring('2026-03-01T00:00:00.000Z'))).toBe(true);
  });
});
