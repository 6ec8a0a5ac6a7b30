import { describe, expect, it } from '@jest/globals';
import type { GeneratedProposal } from '@vanilla/contracts';
import { emptyForm, sampleForm } from './proposal-form';
import {
  clearWizardDraft,
  readWizardDraft,
  saveWizardDraft,
  startForClient,
  startWizard,
  type DraftStorage,
  type WizardWork,
} from './wizard-draft';

const today = new Date('2026-03-01T12:00:00Z');

const proposal: GeneratedProposal = {
  header: {
    title: 'Roofing Proposal',
    companyName: 'Lopez Roofing',
    date: 'March 1, 2026',
    clientName: 'Maria Lopez',
    propertyAddress: '12 Elm Street',
  },
  sections: [{ title: 'Investment', content: 'About **$18,500**.' }],
  photos: [{ url: 'data:image/jpeg;base64,AAAA', caption: 'Ridge' }],
  templateChoice: 'professional',
};

const work = (patch: Partial<WizardWork> = {}): WizardWork => ({
  position: { step: 4, subStep: 0 },
  form: { ...emptyForm(), clientName: 'Maria Lopez' },
  template: 'professional',
  written: { proposal, proposalId: 'proposal-1' },
  shareValue: '18,500',
  ...patch,
});

// Session storage as the browser keeps it, with an optional quota in characters.
const memoryStorage = (quota = Infinity): DraftStorage & { items: Map<string, string> } => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      if (value.length > quota) throw new DOMException('Quota exceeded', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key) => void items.delete(key),
  };
};

describe(startWizard.name, () => {
  it('should open on the landing proposal with Dev Mode off and none of the sample when one was written there', () => {
    const start = startWizard({ proposal, proposalId: 'proposal-1' }, null, today);
    expect(start).toMatchObject({
      position: { step: 3, subStep: 0 },
      template: 'professional',
      written: { proposalId: 'proposal-1' },
      shareValue: '18,500',
      devMode: false,
      ownWork: true,
    });
    expect(start.form.clientName).toBe('Maria Lopez');
    expect(start.form.clientEmail).toBe('');
    expect(start.form.priceOptions).toEqual({ basic: '', standard: '', premium: '' });
    expect(JSON.stringify(start.form)).not.toContain('Jordan');
  });

  it('should leave the value for Send & Track to ask when the landing proposal states no price', () => {
    const unpriced = { ...proposal, sections: [{ title: 'Scope', content: 'A new roof.' }] };
    expect(startWizard({ proposal: unpriced, proposalId: 'p' }, null, today).shareValue).toBe('');
  });

  it('should give back the saved work with Dev Mode off when there is some', () => {
    expect(startWizard(null, work(), today)).toEqual({ ...work(), devMode: false, ownWork: true });
  });

  it('should prefer a proposal just written on the landing page to older saved work', () => {
    expect(startWizard({ proposal, proposalId: null }, work(), today).written?.proposalId).toBe(
      null,
    );
  });

  it('should fill the sample with Dev Mode on, as nobody’s work, when the wizard starts empty', () => {
    const start = startWizard(null, null, today);
    expect(start).toMatchObject({
      position: { step: 1, subStep: 0 },
      template: 'vanilla',
      written: null,
      shareValue: '',
      devMode: true,
      ownWork: false,
    });
    expect(start.form).toMatchObject({
      ...sampleForm(today),
      projectMilestones: expect.any(Array),
      financingOptions: expect.any(Array),
      extendedWarrantyOptions: expect.any(Array),
      testimonials: expect.any(Array),
    });
  });
});

describe(readWizardDraft.name, () => {
  it('should give back what was saved when the same user reads it', () => {
    const storage = memoryStorage();
    saveWizardDraft(storage, 'user-1', work());
    const restored = readWizardDraft(storage, 'user-1');
    expect(restored).toMatchObject({
      position: { step: 4, subStep: 0 },
      template: 'professional',
      written: { proposal, proposalId: 'proposal-1' },
      shareValue: '18,500',
    });
    expect(restored?.form.clientName).toBe('Maria Lopez');
  });

  it('should give nothing back when another user saved it, it was cleared, or it is unreadable', () => {
    const storage = memoryStorage();
    saveWizardDraft(storage, 'user-1', work());
    expect(readWizardDraft(storage, 'user-2')).toBeNull();
    clearWizardDraft(storage);
    expect(readWizardDraft(storage, 'user-1')).toBeNull();
    storage.setItem('proposalWizardDraft', '{"ownerId":"user-1","work":');
    expect(readWizardDraft(storage, 'user-1')).toBeNull();
  });

  it('should start at the first step when the saved position is not one', () => {
    const storage = memoryStorage();
    saveWizardDraft(storage, 'user-1', work({ position: { step: 1, subStep: 42 } }));
    expect(readWizardDraft(storage, 'user-1')?.position).toEqual({ step: 1, subStep: 0 });
  });
});

describe(saveWizardDraft.name, () => {
  it('should keep the work without its photos when the photos do not fit', () => {
    const photo = `data:image/jpeg;base64,${'A'.repeat(5000)}`;
    const heavy = work({
      form: {
        ...emptyForm(),
        clientName: 'Maria Lopez',
        photos: [{ id: 'item-1', name: 'roof.jpg', data: photo, caption: '' }],
      },
      written: {
        proposal: { ...proposal, photos: [{ url: photo, caption: '' }] },
        proposalId: null,
      },
    });
    const storage = memoryStorage(4000);
    saveWizardDraft(storage, 'user-1', heavy);
    const restored = readWizardDraft(storage, 'user-1');
    expect(restored?.form.clientName).toBe('Maria Lopez');
    expect(restored?.form.photos).toEqual([]);
    expect(restored?.written?.proposal.photos).toEqual([]);
  });

  it('should drop an older draft rather than keep it when even the smaller copy does not fit', () => {
    const storage = memoryStorage();
    saveWizardDraft(storage, 'user-1', work());
    const tiny = memoryStorage(10);
    tiny.items.set('proposalWizardDraft', storage.items.get('proposalWizardDraft') ?? '');
    saveWizardDraft(tiny, 'user-1', work({ shareValue: '20,000' }));
    expect(readWizardDraft(tiny, 'user-1')).toBeNull();
  });
});

describe(startForClient.name, () => {
  const client = {
    name: 'Dana Reyes',
    email: 'dana@example.com',
    phone: '+15125550142',
    address: '9 Pine Rd',
  };

  it('should open an empty form for the client at step 1 when nothing is written yet', () => {
    const start = startForClient(client, null, today);
    expect(start.position).toEqual({ step: 1, subStep: 0 });
    expect(start.devMode).toBe(false);
    expect(start.form).toEqual({
      ...emptyForm(),
      clientName: 'Dana Reyes',
      clientEmail: 'dana@example.com',
      clientPhone: '+15125550142',
      clientAddress: '9 Pine Rd',
      propertyAddress: '9 Pine Rd',
    });
  });

  it('should open on the proposal written from the request with the client filled in', () => {
    const start = startForClient(client, { proposal, proposalId: 'proposal-1' }, today);
    expect(start.position).toEqual({ step: 3, subStep: 0 });
    expect(start.written?.proposalId).toBe('proposal-1');
    expect(start.form.clientEmail).toBe('dana@example.com');
    expect(start.form.companyName).toBe('Lopez Roofing');
  });
});
