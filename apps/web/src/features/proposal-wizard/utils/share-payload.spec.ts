import { describe, expect, it } from '@jest/globals';
import type { GeneratedProposal } from '@vanilla/contracts';
import { sampleForm } from './proposal-form';
import { parseAmount, proposalMarkdown, sharePayload } from './share-payload';

const proposal: GeneratedProposal = {
  header: {
    title: 'Whole-Home Heat Pump Upgrade',
    companyName: 'Summit Comfort',
    date: '2026-03-01',
    clientName: 'Jordan Ellis',
    propertyAddress: '418 Maple Grove Lane',
  },
  sections: [
    { title: 'Executive Summary', content: 'A new **heat pump**.\n' },
    { title: 'Why Choose Us', content: 'Licensed since 2004.' },
  ],
  photos: [],
  templateChoice: 'vanilla',
};

describe(proposalMarkdown.name, () => {
  it('should write the title as "# " and each section as a "## " block', () => {
    expect(proposalMarkdown(proposal)).toBe(
      '# Whole-Home Heat Pump Upgrade\n\n## Executive Summary\n\nA new **heat pump**.\n\n## Why Choose Us\n\nLicensed since 2004.',
    );
  });
});

describe(parseAmount.name, () => {
  it('should read dollars with separators, decimals and a k suffix', () => {
    expect(parseAmount('$15,900')).toBe(15900);
    expect(parseAmount('15900.50')).toBe(15900.5);
    expect(parseAmount('$15.9k')).toBe(15900);
    expect(parseAmount('call us')).toBeUndefined();
  });
});

describe(sharePayload.name, () => {
  it('should send the id, the form contacts, the design, selling points and the standard price as value', () => {
    const form = sampleForm([], new Date('2026-03-01T12:00:00Z'));
    const body = sharePayload(form, proposal, 'proposal-1', 'professional');
    expect(body).toMatchObject({
      proposalId: 'proposal-1',
      clientName: 'Jordan Ellis',
      clientEmail: 'jordan.ellis@example.com',
      companyName: 'Summit Comfort',
      companyPhone: '(916) 555-0142',
      licenseNumber: 'CA C-20 #1048213',
      templateChoice: 'professional',
      value: 15900,
      keySellingPoints: { whyChooseUs: 'Licensed since 2004.' },
    });
    expect(body.keySellingPoints?.price).toContain('Standard (Recommended): $15,900');
    expect(body.keySellingPoints?.testimonials).toContain('Maria Gonzalez');
  });

  it('should leave out the id and the value when neither is known', () => {
    const form = { ...sampleForm([]), priceOptions: { basic: '', standard: '', premium: '' } };
    const body = sharePayload(form, proposal, null, 'vanilla');
    expect(body).not.toHaveProperty('proposalId');
    expect(body).not.toHaveProperty('value');
  });
});
