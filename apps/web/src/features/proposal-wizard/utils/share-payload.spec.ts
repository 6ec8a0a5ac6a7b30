import { describe, expect, it } from '@jest/globals';
import type { GeneratedProposal } from '@vanilla/contracts';
import { depositMessages } from '@vanilla/contracts';
import { formFromProposal, sampleForm } from './proposal-form';
import {
  amountText,
  depositOfForm,
  parseAmount,
  proposalMarkdown,
  shareDetailErrors,
  shareDetailMessages,
  sharePayload,
  statedValue,
  withFormPhotos,
} from './share-payload';

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

describe(amountText.name, () => {
  it('should write an amount with thousands separators when the text holds one', () => {
    expect(amountText('$15,900')).toBe('15,900');
    expect(amountText('18500.5')).toBe('18,500.5');
    expect(amountText('call for a quote')).toBe('');
  });
});

describe(shareDetailErrors.name, () => {
  it('should ask for the value when a link is wanted and the value is blank or not an amount', () => {
    expect(shareDetailErrors({ clientEmail: '', clientPhone: '', value: '' }, ['value'])).toEqual({
      value: shareDetailMessages.valueMissing,
    });
    expect(
      shareDetailErrors({ clientEmail: '', clientPhone: '', value: 'soon' }, ['value']),
    ).toEqual({
      value: shareDetailMessages.valueMissing,
    });
    expect(
      shareDetailErrors({ clientEmail: '', clientPhone: '', value: '2,000,000,000' }, ['value']),
    ).toEqual({
      value: shareDetailMessages.valueMissing,
    });
  });

  it('should ask for the client email when the proposal is to be mailed', () => {
    expect(
      shareDetailErrors({ clientEmail: ' ', clientPhone: '', value: '18,500' }, [
        'clientEmail',
        'value',
      ]),
    ).toEqual({ clientEmail: shareDetailMessages.emailMissing });
  });

  it('should refuse a malformed email even when none is required', () => {
    expect(
      shareDetailErrors({ clientEmail: 'maria@', clientPhone: '', value: '18,500' }, ['value']),
    ).toEqual({
      clientEmail: shareDetailMessages.emailInvalid,
    });
  });

  it('should find nothing missing when the value and a valid email are there', () => {
    expect(
      shareDetailErrors({ clientEmail: 'maria@example.com', clientPhone: '', value: '$18.5k' }, [
        'clientEmail',
        'value',
      ]),
    ).toEqual({});
  });
});

describe(sharePayload.name, () => {
  it('should send the id, the form contacts, the design and selling points when written from the form', () => {
    const form = sampleForm(new Date('2026-03-01T12:00:00Z'));
    const body = sharePayload(form, proposal, 'proposal-1', 'professional', 15900);
    expect(body).toMatchObject({
      proposalId: 'proposal-1',
      clientName: 'Jordan Ellis',
      clientEmail: 'jordan.ellis@example.com',
      clientPhone: '(916) 555-0187',
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

  it('should offer the priced packages and extended warranties as choices for the client', () => {
    const body = sharePayload(sampleForm(), proposal, 'proposal-1', 'vanilla', 15900);
    expect(body.priceOptions).toEqual([
      { id: 'basic', name: 'Basic', price: 12_400, description: '', recommended: false },
      { id: 'standard', name: 'Standard', price: 15_900, description: '', recommended: true },
      { id: 'premium', name: 'Premium', price: 19_750, description: '', recommended: false },
    ]);
    expect(body.addOns).toEqual([
      { id: 'warranty-1', name: 'Extended Labor Protection (5 additional years)', price: 1_200 },
      { id: 'warranty-2', name: 'Comfort Club Maintenance (3 additional years)', price: 800 },
    ]);
  });

  it('should offer no choice of one package, nor add-ons without a price', () => {
    const form = {
      ...sampleForm(),
      priceOptions: { basic: '', standard: '$15,900', premium: 'ask us' },
      extendedWarrantyOptions: sampleForm().extendedWarrantyOptions.map((option) => ({
        ...option,
        price: '',
      })),
    };
    const body = sharePayload(form, proposal, 'proposal-1', 'vanilla', 15900);
    expect(body).not.toHaveProperty('priceOptions');
    expect(body).not.toHaveProperty('addOns');
  });

  it('should send the value confirmed on Send & Track, not a price of the form', () => {
    const body = sharePayload(sampleForm(), proposal, 'proposal-1', 'vanilla', 18500);
    expect(body.value).toBe(18500);
  });

  it('should name the client as typed on Send & Track when the notes did not say who it is', () => {
    const unnamed: GeneratedProposal = {
      ...proposal,
      header: { ...proposal.header, clientName: 'Client' },
    };
    const form = { ...formFromProposal(unnamed), clientName: 'Maria Lopez' };
    expect(sharePayload(form, unnamed, null, 'vanilla', 18500).clientName).toBe('Maria Lopez');
  });

  it('should send no client email and no invented facts when the proposal came from notes', () => {
    const fromNotes: GeneratedProposal = {
      ...proposal,
      header: { ...proposal.header, clientName: 'Maria Lopez', companyName: 'Lopez Roofing' },
    };
    const body = sharePayload(formFromProposal(fromNotes), fromNotes, null, 'vanilla', 18500);
    expect(body).not.toHaveProperty('proposalId');
    expect(body).toMatchObject({
      clientName: 'Maria Lopez',
      clientEmail: undefined,
      companyName: 'Lopez Roofing',
      companyPhone: '',
      value: 18500,
      keySellingPoints: { price: '', testimonials: '', warrantyInfo: '' },
    });
  });

  it('should send none of the writer’s placeholders as facts when the notes did not say them', () => {
    const placeholders: GeneratedProposal = {
      ...proposal,
      header: {
        ...proposal.header,
        companyName: 'HVAC Company',
        clientName: 'Client',
        propertyAddress: 'Property Address',
      },
    };
    const body = sharePayload(formFromProposal(placeholders), placeholders, null, 'vanilla', 1);
    expect(body).toMatchObject({ clientName: '', clientAddress: '', companyName: '' });
  });

  it('should send the photos the preview shows, with their captions, when there are some', () => {
    const photo = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==';
    const withPhotos: GeneratedProposal = {
      ...proposal,
      photos: [
        { url: photo, caption: 'Old furnace' },
        { url: 'https://example.com/elsewhere.jpg', caption: 'Not ours to send' },
        { url: photo, caption: '' },
      ],
    };
    const body = sharePayload(sampleForm(), withPhotos, 'proposal-1', 'vanilla', 18500);
    expect(body.photos).toEqual([
      { data: photo, caption: 'Old furnace' },
      { data: photo, caption: '' },
    ]);
    expect(sharePayload(sampleForm(), proposal, null, 'vanilla', 18500)).not.toHaveProperty(
      'photos',
    );
  });
});

describe(statedValue.name, () => {
  const priced = (title: string, content: string): GeneratedProposal => ({
    ...proposal,
    sections: [
      { title: 'Executive Summary', content: 'Installed in 2 days by 3 technicians.' },
      { title, content },
    ],
  });

  it('should take the price a proposal written from notes states', () => {
    expect(statedValue(priced('Investment Options', '- **Project price:** $18,500'))).toBe(
      '18,500',
    );
    expect(statedValue(priced('Pricing', 'Between $26,000 and $29,000.'))).toBe('26,000');
  });

  it('should take the recommended option when the proposal offers several', () => {
    const options = [
      '- **Basic:** $8,500',
      '- **Standard (Recommended):** $10,250',
      '- **Premium:** $12.5k',
    ].join('\n');
    expect(statedValue(priced('Investment Options', options))).toBe('10,250');
  });

  it('should leave the value empty when no price section states dollars', () => {
    expect(statedValue(proposal)).toBe('');
    expect(statedValue(priced('Investment Options', 'Priced after the inspection.'))).toBe('');
    expect(statedValue(priced('Scope of Work', 'Removes a $200 part.'))).toBe('');
  });
});

describe(withFormPhotos.name, () => {
  it('should show and send the photos the form holds now, not those it was written with', () => {
    const written: GeneratedProposal = {
      ...proposal,
      photos: [{ url: 'data:image/jpeg;base64,b2xk', caption: 'Removed since' }],
    };
    const photo = {
      id: 'p1',
      name: 'roof.jpg',
      data: 'data:image/jpeg;base64,bmV3',
      caption: 'North slope',
    };
    const shown = withFormPhotos(written, [photo]);
    expect(shown.photos).toEqual([{ url: photo.data, caption: 'North slope' }]);
    expect(shown.sections).toBe(written.sections);
    expect(sharePayload(sampleForm(), shown, null, 'vanilla', 1).photos).toEqual([
      { data: photo.data, caption: 'North slope' },
    ]);
  });

  it('should ask for the mobile number when the proposal is to be texted, and check it', () => {
    const details = { clientEmail: '', clientPhone: ' ', value: '18,500' };

    expect(shareDetailErrors(details, ['clientPhone'])).toEqual({
      clientPhone: shareDetailMessages.phoneMissing,
    });
    expect(shareDetailErrors({ ...details, clientPhone: 'call me' }, ['clientPhone'])).toEqual({
      clientPhone: shareDetailMessages.phoneInvalid,
    });
    expect(
      shareDetailErrors({ ...details, clientPhone: '(916) 555-0187' }, ['clientPhone']),
    ).toEqual({});
  });

  it('should not check the phone when the proposal is not to be texted', () => {
    expect(
      shareDetailErrors({ clientEmail: '', clientPhone: 'call me', value: '18,500' }, ['value']),
    ).toEqual({});
  });
});

describe('depositOfForm', () => {
  it('should ask the default 20 percent when the Price step is left as it starts', () => {
    expect(depositOfForm(sampleForm())).toEqual({
      terms: { percent: 20 },
      field: null,
      error: null,
    });
    expect(sharePayload(sampleForm(), proposal, null, 'vanilla', 1).deposit).toEqual({
      percent: 20,
    });
  });

  it('should ask the fixed amount instead when one is given', () => {
    const form = { ...sampleForm(), depositAmount: '$2,500.50' };
    expect(depositOfForm(form).terms).toEqual({ amount: 2500.5 });
    expect(sharePayload(form, proposal, null, 'vanilla', 1).deposit).toEqual({ amount: 2500.5 });
  });

  it('should ask no deposit when both fields are empty', () => {
    const form = { ...sampleForm(), depositPercent: '', depositAmount: '' };
    expect(depositOfForm(form)).toEqual({ terms: null, field: null, error: null });
    expect(sharePayload(form, proposal, null, 'vanilla', 1)).not.toHaveProperty('deposit');
  });

  it('should name the API rule at the field and still send what was typed when it is invalid', () => {
    const percent = { ...sampleForm(), depositPercent: '150%' };
    expect(depositOfForm(percent)).toEqual({
      terms: { percent: 150 },
      field: 'depositPercent',
      error: depositMessages.percent,
    });
    const amount = { ...sampleForm(), depositAmount: 'soon' };
    expect(depositOfForm(amount)).toMatchObject({
      field: 'depositAmount',
      error: depositMessages.amount,
    });
    expect(sharePayload(amount, proposal, null, 'vanilla', 1).deposit).toEqual({ amount: 0 });
  });
});
