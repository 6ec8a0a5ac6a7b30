import type { ProposalSent } from '@vanilla/domain';
import { proposalLinkText } from './proposal-link-text.js';

const sent = (overrides: Partial<ProposalSent['data']> = {}): ProposalSent['data'] => ({
  proposalId: 'p-1',
  channel: 'sms',
  address: '+15125550123',
  title: 'Heat Pump Proposal',
  clientName: 'Dana Smith',
  companyName: 'Arctic Comfort HVAC',
  companyAddress: '',
  companyPhone: '',
  companyEmail: '',
  companyLogoSha256: null,
  sentAt: '2026-11-28T00:00:00.000Z',
  ...overrides,
});

describe(proposalLinkText.name, () => {
  const link = 'https://vanilla.example/shared-proposal/abc';

  it('should name the company, the title and the link and end with the opt-out when sent', () => {
    const text = proposalLinkText(sent(), link);

    expect(text).toBe(
      `Arctic Comfort HVAC sent you a proposal: "Heat Pump Proposal". View and sign it here: ${link}\nReply STOP to opt out.`,
    );
  });

  it('should say "Your contractor" when the company has no name', () => {
    expect(proposalLinkText(sent({ companyName: ' ' }), link)).toMatch(/^Your contractor sent/);
  });
});
