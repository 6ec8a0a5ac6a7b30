import { DeciderSpecification } from '../testing.js';
import { allowanceDecider, PROPOSAL_ALLOWANCE_USED_UP } from './allowance-decider.js';
import type { UseProposalAllowance } from './allowance-decider.js';
import type {
  AllowanceEvent,
  ProposalAllowanceReleased,
  ProposalAllowanceUsed,
} from './allowance-events.js';
import { allowanceStreamName, monthOf } from './allowance-events.js';

const now = new Date('2026-03-31T23:59:59.000Z');
const given = (events: AllowanceEvent[]) =>
  DeciderSpecification.for(allowanceDecider, { now }).given(events);

const use = (proposalId: string, countedBefore = 0): UseProposalAllowance => ({
  type: 'UseProposalAllowance',
  data: { userId: 'u-1', proposalId, tier: 'free', limit: 5, countedBefore },
});

const used = (proposalId: string, count: number): ProposalAllowanceUsed => ({
  type: 'ProposalAllowanceUsed',
  data: {
    userId: 'u-1',
    month: '2026-03',
    proposalId,
    tier: 'free',
    limit: 5,
    used: count,
    usedAt: now.toISOString(),
  },
});

const released = (proposalId: string, count: number): ProposalAllowanceReleased => ({
  type: 'ProposalAllowanceReleased',
  data: {
    userId: 'u-1',
    month: '2026-03',
    proposalId,
    used: count,
    releasedAt: now.toISOString(),
  },
});

const fourUsed = ['p-1', 'p-2', 'p-3', 'p-4'].map((id, i) => used(id, i + 1));

describe('allowanceDecider', () => {
  it('should count the first proposal of the month when nothing was used', () => {
    given([])
      .when(use('p-1'))
      .then([used('p-1', 1)]);
  });

  it('should count the last proposal the plan allows', () => {
    given(fourUsed)
      .when(use('p-5'))
      .then([used('p-5', 5)]);
  });

  it('should refuse a proposal when the plan has none left this month', () => {
    given([...fourUsed, used('p-5', 5)])
      .when(use('p-6'))
      .thenThrows(PROPOSAL_ALLOWANCE_USED_UP);
  });

  it('should start from what the usage read model counts when the month has no stream yet', () => {
    given([])
      .when(use('p-5', 4))
      .then([used('p-5', 5)]);
    given([]).when(use('p-6', 5)).thenThrows(PROPOSAL_ALLOWANCE_USED_UP);
  });

  it('should go by the stream, not the read model, once the month has one', () => {
    given(fourUsed)
      .when(use('p-5', 0))
      .then([used('p-5', 5)]);
  });

  it('should count nothing again when the same proposal asks twice', () => {
    given(fourUsed).when(use('p-4')).then([]);
  });

  it('should give a proposal back when its generation failed, so it counts no more', () => {
    given([...fourUsed, used('p-5', 5)])
      .when({ type: 'ReleaseProposalAllowance', data: { userId: 'u-1', proposalId: 'p-5' } })
      .then([released('p-5', 4)]);
    given([...fourUsed, used('p-5', 5), released('p-5', 4)])
      .when(use('p-6'))
      .then([used('p-6', 5)]);
  });

  it('should release nothing when the proposal holds no use', () => {
    given([...fourUsed, used('p-5', 5), released('p-5', 4)])
      .when({ type: 'ReleaseProposalAllowance', data: { userId: 'u-1', proposalId: 'p-5' } })
      .then([]);
  });

  it('should name one stream per user and calendar month in UTC', () => {
    expect(monthOf(now)).toBe('2026-03');
    expect(monthOf('2026-04-01T00:00:00.000Z')).toBe('2026-04');
    expect(allowanceStreamName('u-1', monthOf(now))).toBe('allowance-u-1-2026-03');
  });
});
