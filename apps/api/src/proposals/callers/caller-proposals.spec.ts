import type { ProposalEvent } from '@vanilla/domain';
import { addOns, priceOptions } from '../testing/offer-fixtures.js';
import {
  CALLER_CONTEXT_MAX_CHARS,
  callerContext,
  proposalCallEventId,
} from './caller-proposals.js';

const shared = (title: string, extra: Record<string, unknown> = {}) =>
  ({
    type: 'ProposalShared',
    data: {
      proposalId: 'p-1',
      token: 't-1',
      companyId: 'c-1',
      creatorId: 'u-1',
      title,
      content: '# x',
      contentHash: 'h',
      priceOptions: priceOptions.map((option) => ({ recommended: false, ...option })),
      addOns,
      clientName: 'Dana Smith',
      clientEmail: 'dana@example.com',
      clientAddress: '12 Oak Lane',
      companyName: 'Cool Air HVAC',
      companyAddress: '',
      companyPhone: '',
      companyEmail: '',
      templateChoice: 'vanilla',
      keySellingPoints: { price: '', whyChooseUs: '', testimonials: '', warrantyInfo: 'Ten years' },
      value: 15_900,
      expiresAt: '2026-12-31T23:59:59.000Z',
      sharedAt: '2026-11-01T10:00:00.000Z',
      ...extra,
    },
  }) as ProposalEvent;

describe('caller proposals', () => {
  it('should brief the assistant on the options, add-ons, warranty, total and expiry when the proposal is unsigned', () => {
    expect(callerContext([[shared('Heat Pump')]])).toBe(
      [
        'Proposal "Heat Pump" for Dana Smith at 12 Oak Lane',
        'Status: sent to the client, not opened yet.',
        'Recommended option: Standard ($15,900).',
        'Option 1: Basic, $12,400. Single-stage',
        'Option 2: Standard, $15,900. Two-stage',
        'Option 3: Premium, $19,750. Variable speed',
        'Add-ons: Extended Labor Protection, 5 years ($1,200), Extended Parts Protection, 3 years ($800.5).',
        'Warranty: Ten years',
        'Total: $15,900.',
        'The link is valid until December 31, 2026.',
      ].join('\n'),
    );
  });

  it('should cap the text however long the proposals are when they are many and wordy', () => {
    const wordy = shared('A'.repeat(5_000), {
      clientName: 'B'.repeat(5_000),
      keySellingPoints: {
        price: '',
        whyChooseUs: '',
        testimonials: '',
        warrantyInfo: 'W'.repeat(9_000),
      },
    });

    const one = callerContext([[wordy]]);
    const text = callerContext(Array.from({ length: 10 }, () => [wordy]));

    expect(one.length).toBeLessThan(1_500);
    expect(one).toContain(`Warranty: ${'W'.repeat(599)}…`);
    expect(text.length).toBe(CALLER_CONTEXT_MAX_CHARS);
    expect(text.endsWith('…')).toBe(true);
  });

  it('should say nothing of a stream with no share when the proposal is a draft', () => {
    expect(callerContext([[]])).toBe('');
  });

  it('should give one UUID per proposal and call when the same call is told again', () => {
    const id = proposalCallEventId('ProposalCallReceived', 'p-1', 'call-1');

    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(proposalCallEventId('ProposalCallReceived', 'p-1', 'call-1')).toBe(id);
    expect(proposalCallEventId('ProposalCallReceived', 'p-2', 'call-1')).not.toBe(id);
    expect(proposalCallEventId('ProposalCallReceived', 'p-1', 'call-2')).not.toBe(id);
    expect(proposalCallEventId('ProposalSent', 'p-1', 'call-1')).not.toBe(id);
  });
});
