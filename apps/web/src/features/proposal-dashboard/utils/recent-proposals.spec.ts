import { describe, expect, it } from '@jest/globals';
import type { DashboardProposal } from '@vanilla/contracts';
import { recentProposalsTitleKey, summaryStatusOf, toSummaries } from './recent-proposals';

const proposal = (overrides: Partial<DashboardProposal>): DashboardProposal => ({
  token: 'tok-1',
  proposal_id: 'PROP-tok-1',
  title: 'Heat pump installation',
  client_name: 'Dana Smith',
  property_address: '12 Elm St',
  created_at: '2026-03-01T10:00:00.000Z',
  shared_at: '2026-03-01T10:00:00.000Z',
  last_activity_at: '2026-03-01T10:00:00.000Z',
  view_count: 0,
  chat_count: 0,
  engagement: 0,
  value: 12_500,
  status: 'sent',
  creator_id: 'user-1',
  archived_at: null,
  delivery_failure: null,
  deposit_paid: null,
  expires_at: null,
  expired: false,
  ...overrides,
});

describe('summaryStatusOf', () => {
  it('should map each proposal status to one of the four summary statuses', () => {
    expect(summaryStatusOf('draft')).toBe('Pending');
    expect(summaryStatusOf('sent')).toBe('Pending');
    expect(summaryStatusOf('viewed')).toBe('In Progress');
    expect(summaryStatusOf('accepted')).toBe('Accepted');
    expect(summaryStatusOf('declined')).toBe('Declined');
  });
});

describe('toSummaries', () => {
  it('should list the last contacted first, with the project, client, status and amount', () => {
    const rows = toSummaries([
      proposal({ token: 'old', last_activity_at: '2026-03-01T10:00:00.000Z' }),
      proposal({
        token: 'new',
        title: 'Roof repair',
        status: 'viewed',
        value: 8_200,
        last_activity_at: '2026-03-04T09:30:00.000Z',
      }),
    ]);
    expect(rows).toEqual([
      {
        id: 'new',
        project: 'Roof repair',
        client: 'Dana Smith',
        status: 'In Progress',
        lastContacted: '2026-03-04T09:30:00.000Z',
        amount: 8_200,
      },
      expect.objectContaining({ id: 'old', project: 'Heat pump installation', status: 'Pending' }),
    ]);
  });

  it('should leave out a deleted proposal and name an untitled one by its address', () => {
    const rows = toSummaries([
      proposal({ token: 'gone', status: 'deleted' }),
      proposal({ token: 'untitled', title: '' }),
    ]);
    expect(rows.map((row) => [row.id, row.project])).toEqual([['untitled', '12 Elm St']]);
  });
});

describe('recentProposalsTitleKey', () => {
  it('should keep one title per user', () => {
    expect(recentProposalsTitleKey('a')).not.toBe(recentProposalsTitleKey('b'));
  });
});
