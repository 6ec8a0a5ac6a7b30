import { describe, expect, it } from '@jest/globals';
import type { GeneratedProposal } from '@vanilla/contracts';
import { emptyForm, formFromProposal, parseProposalForm, sampleForm } from './proposal-form';

const fromNotes = (header: Partial<GeneratedProposal['header']>): GeneratedProposal => ({
  header: {
    title: 'Roofing Proposal',
    companyName: 'Lopez Roofing',
    date: 'March 1, 2026',
    clientName: 'Maria Lopez',
    propertyAddress: '12 Elm Street, Austin, TX',
    ...header,
  },
  sections: [{ title: 'Investment', content: 'About **$18,500**.' }],
  photos: [],
  templateChoice: 'vanilla',
});

describe(formFromProposal.name, () => {
  it('should fill only the facts the header holds when the proposal came from notes', () => {
    expect(formFromProposal(fromNotes({}))).toEqual({
      ...emptyForm(),
      proposalName: 'Roofing Proposal',
      category: 'Roofing',
      companyName: 'Lopez Roofing',
      clientName: 'Maria Lopez',
      propertyAddress: '12 Elm Street, Austin, TX',
    });
  });

  it('should leave a field empty when the header holds only its placeholder', () => {
    const form = formFromProposal(
      fromNotes({
        title: 'HVAC Proposal',
        companyName: 'HVAC Company',
        clientName: 'Client',
        propertyAddress: 'Property Address',
      }),
    );
    expect(form).toEqual({ ...emptyForm(), proposalName: '', category: '' });
  });
});

describe(parseProposalForm.name, () => {
  it('should give back a stored form with new row ids when it was saved whole', () => {
    const saved = sampleForm(new Date('2026-03-01T12:00:00Z'));
    saved.testimonials[1] = { ...saved.testimonials[1]!, rating: 3 };
    saved.photos = [
      { id: 'item-1', name: 'roof.jpg', data: 'data:image/jpeg;base64,AA', caption: '' },
    ];
    const restored = parseProposalForm(JSON.parse(JSON.stringify(saved)));

    const withoutIds = <Row extends { id: string }>(rows: Row[]) =>
      rows.map(({ id: _id, ...rest }) => rest);
    expect(restored.clientName).toBe('Jordan Ellis');
    expect(restored.priceOptions).toEqual(saved.priceOptions);
    expect(withoutIds(restored.projectMilestones)).toEqual(withoutIds(saved.projectMilestones));
    expect(withoutIds(restored.testimonials)).toEqual(withoutIds(saved.testimonials));
    expect(withoutIds(restored.photos)).toEqual(withoutIds(saved.photos));
    const ids = [
      ...restored.projectMilestones,
      ...restored.financingOptions,
      ...restored.extendedWarrantyOptions,
      ...restored.testimonials,
      ...restored.photos,
    ].map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain('item-1');
  });

  it('should keep what is well formed and empty the rest when the stored form is damaged', () => {
    const restored = parseProposalForm({
      clientName: 'Sam Park',
      clientEmail: 42,
      category: 'Landscaping',
      priceOptions: 'cheap',
      projectMilestones: [{ title: 'Start', date: null }],
      testimonials: [{ name: 'Ann', rating: 9 }],
      photos: [{ name: 'no data' }],
    });
    expect(restored.clientName).toBe('Sam Park');
    expect(restored.clientEmail).toBe('');
    expect(restored.category).toBe('');
    expect(restored.priceOptions).toEqual({ basic: '', standard: '', premium: '' });
    expect(restored.projectMilestones).toMatchObject([{ title: 'Start', date: '' }]);
    expect(restored.testimonials).toMatchObject([{ name: 'Ann', rating: 5 }]);
    expect(restored.photos).toEqual([]);
    expect(parseProposalForm('nonsense')).toEqual(emptyForm());
  });
});
