import { tallyViews } from './proposal-events.js';
import type { ProposalEvent } from './proposal-events.js';

const viewed = (proposalId: string, viewedAt: string): ProposalEvent => ({
  type: 'ProposalViewed',
  data: { proposalId, ipHash: 'h', userAgent: 'ua', viewedAt },
});

describe('tallyViews', () => {
  it('should count each proposal views and keep its first and last view times when views of several proposals interleave', () => {
    const tally = tallyViews([
      viewed('a', '2026-01-01T10:00:00.000Z'),
      viewed('b', '2026-01-01T10:00:01.000Z'),
      { type: 'ProposalDeleted', data: { proposalId: 'a', deletedBy: 'u', deletedAt: 'x' } },
      viewed('a', '2026-01-01T10:00:02.000Z'),
    ]);
    expect([...tally]).toEqual([
      ['a', { count: 2, first: '2026-01-01T10:00:00.000Z', at: '2026-01-01T10:00:02.000Z' }],
      ['b', { count: 1, first: '2026-01-01T10:00:01.000Z', at: '2026-01-01T10:00:01.000Z' }],
    ]);
  });
});
