import { describe, expect, it } from '@jest/globals';
import type { GeneratedProposal, ShareProposalResponse } from '@vanilla/contracts';
import { emptyForm, sampleForm } from './proposal-form';
import { initialWizardState, wizardReducer, type WizardState } from './wizard-state';

const start: WizardState = initialWizardState({
  position: { step: 1, subStep: 0 },
  devMode: false,
  ownWork: false,
  form: emptyForm(),
  template: 'vanilla',
  written: null,
  shareValue: '',
});

const written = {
  proposal: { header: { title: 'Heat Pump' } } as GeneratedProposal,
  proposalId: 'p-1',
  reference: 'PRO-0001',
};

const shared: ShareProposalResponse = {
  success: true,
  shareLink: 'https://example.com/p/t',
  token: 't',
  proposalId: 'p-1',
};

describe(wizardReducer.name, () => {
  it("should make the work the user's own and clear the email messages when an email is typed", () => {
    const refused = wizardReducer(start, {
      type: 'emailsChecked',
      errors: { clientEmail: 'bad', companyEmail: 'bad' },
    });
    const typed = wizardReducer(refused, { type: 'formChanged', patch: { clientEmail: 'a@b.co' } });
    expect(typed.form.clientEmail).toBe('a@b.co');
    expect(typed.ownWork).toBe(true);
    expect(typed.fieldErrors).toEqual({ clientEmail: undefined, companyEmail: 'bad' });
  });

  it('should fill the sample and forget what was written when Dev Mode is turned on', () => {
    const withWork = wizardReducer(wizardReducer(start, { type: 'generated', written }), {
      type: 'shared',
      share: shared,
    });
    const sample = sampleForm();
    const on = wizardReducer(withWork, { type: 'devModeTurnedOn', sample });
    expect(on).toMatchObject({
      devMode: true,
      ownWork: false,
      form: sample,
      written: null,
      share: null,
      shareValue: '',
    });
    expect(wizardReducer(on, { type: 'devModeTurnedOff' })).toMatchObject({
      devMode: false,
      form: sample,
    });
  });

  it('should show the written proposal with the price it was written with when generated', () => {
    const priced = wizardReducer(start, {
      type: 'formChanged',
      patch: { priceOptions: { ...start.form.priceOptions, standard: '18500' } },
    });
    const next = wizardReducer(priced, { type: 'generated', written });
    expect(next).toMatchObject({
      written,
      position: { step: 3, subStep: 0 },
      shareValue: '18,500',
      share: null,
    });
  });

  it('should count a refused share only when details are missing', () => {
    const refused = wizardReducer(start, {
      type: 'shareDetailsChecked',
      errors: { value: 'Please enter the value' },
    });
    expect(refused.refusedShares).toBe(1);
    const accepted = wizardReducer(refused, { type: 'shareDetailsChecked', errors: {} });
    expect(accepted).toMatchObject({ refusedShares: 1, shareErrors: {} });
  });

  it('should clear the draft note when the wizard moves', () => {
    const noted = wizardReducer(start, { type: 'draftNoted', note: 'Kept in this tab' });
    const moved = wizardReducer(noted, { type: 'wentTo', position: { step: 2, subStep: 0 } });
    expect(moved).toMatchObject({ draftNote: null, position: { step: 2, subStep: 0 } });
  });
});
