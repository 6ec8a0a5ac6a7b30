import type { ProposalShared } from './proposal-events.js';

// A proposal as tests share it: Dana's heat pump from Cool Air, with what a test changes.
export const sharedProposal = (data: Partial<ProposalShared['data']> = {}): ProposalShared => ({
  type: 'ProposalShared',
  data: {
    proposalId: 'p-1',
    token: 'tok',
    companyId: 'c-1',
    creatorId: 'u-1',
    title: 'HVAC Proposal',
    content: '# HVAC Proposal\n\n## Summary\nA new heat pump.',
    contentHash: 'hash-of-content',
    clientName: 'Dana Client',
    clientEmail: 'dana@example.com',
    clientAddress: '1 Main St',
    companyName: 'Cool Air',
    companyAddress: '2 Shop Rd',
    companyPhone: '555-0100',
    companyEmail: 'office@coolair.test',
    templateChoice: 'vanilla',
    keySellingPoints: { price: '$12,000', whyChooseUs: '', testimonials: '', warrantyInfo: '' },
    value: 12000,
    sharedAt: '2026-11-22T10:00:00.000Z',
    ...data,
  },
});
