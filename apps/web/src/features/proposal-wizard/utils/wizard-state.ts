import type { TemplateChoice, ShareProposalResponse } from '@vanilla/contracts';
import type { ProposalForm } from './proposal-form';
import { amountText, type ShareDetailErrors } from './share-payload';
import type { WizardStart, WrittenProposal } from './wizard-draft';
import type { WizardPosition } from './wizard-steps';

export type FieldErrors = Partial<Record<'clientEmail' | 'companyEmail', string>>;

export type WizardState = WizardStart & {
  share: ShareProposalResponse | null;
  fieldErrors: FieldErrors;
  shareErrors: ShareDetailErrors;
  // Counts refused shares, so each one moves focus to the first field to fix.
  refusedShares: number;
  generateError: string | null;
  shareError: string | null;
  draftNote: string | null;
};

export type WizardAction =
  | { type: 'wentTo'; position: WizardPosition }
  | { type: 'formChanged'; patch: Partial<ProposalForm> }
  | { type: 'formPrefilled'; form: ProposalForm }
  | { type: 'templateChosen'; template: TemplateChoice }
  | { type: 'shareValueChanged'; value: string }
  | { type: 'devModeTurnedOff' }
  | { type: 'devModeTurnedOn'; sample: ProposalForm }
  | { type: 'emailsChecked'; errors: FieldErrors }
  | { type: 'generateFailed'; message: string | null }
  | { type: 'generated'; written: WrittenProposal }
  | { type: 'shareDetailsChecked'; errors: ShareDetailErrors }
  | { type: 'shareFailed'; message: string | null }
  | { type: 'shared'; share: ShareProposalResponse }
  | { type: 'draftNoted'; note: string };

export const initialWizardState = (start: WizardStart): WizardState => ({
  ...start,
  share: null,
  fieldErrors: {},
  shareErrors: {},
  refusedShares: 0,
  generateError: null,
  shareError: null,
  draftNote: null,
});

// Typing an email clears the message about it.
const withoutEmailErrors = <E extends FieldErrors | ShareDetailErrors>(
  errors: E,
  patch: Partial<ProposalForm>,
  keys: ReadonlyArray<keyof E & ('clientEmail' | 'companyEmail')>,
): E => {
  const touched = keys.filter((key) => key in patch);
  return touched.length === 0
    ? errors
    : { ...errors, ...Object.fromEntries(touched.map((key) => [key, undefined])) };
};

/** The Create Proposal wizard's state: where it is, the user's work, and what went wrong. */
export const wizardReducer = (state: WizardState, action: WizardAction): WizardState => {
  switch (action.type) {
    case 'wentTo':
      return { ...state, position: action.position, draftNote: null };
    case 'formChanged':
      return {
        ...state,
        form: { ...state.form, ...action.patch },
        ownWork: true,
        shareErrors: withoutEmailErrors(state.shareErrors, action.patch, ['clientEmail']),
        fieldErrors: withoutEmailErrors(state.fieldErrors, action.patch, [
          'clientEmail',
          'companyEmail',
        ]),
      };
    case 'formPrefilled':
      return { ...state, form: action.form };
    case 'templateChosen':
      return { ...state, template: action.template, ownWork: true };
    case 'shareValueChanged':
      return {
        ...state,
        shareValue: action.value,
        ownWork: true,
        shareErrors: { ...state.shareErrors, value: undefined },
      };
    // Off keeps what is there (001 §4); what the user changes from then on is theirs.
    case 'devModeTurnedOff':
      return { ...state, devMode: false };
    // On fills the sample into an empty wizard (001 §4): a proposal written from other facts
    // goes with the work it came from, so none of the sample's facts ever reaches it.
    case 'devModeTurnedOn':
      return {
        ...state,
        form: action.sample,
        written: null,
        share: null,
        shareValue: '',
        shareError: null,
        generateError: null,
        fieldErrors: {},
        shareErrors: {},
        ownWork: false,
        devMode: true,
      };
    case 'emailsChecked':
      return { ...state, fieldErrors: action.errors, generateError: null };
    case 'generateFailed':
      return { ...state, generateError: action.message };
    // The value is the recommended price the proposal was written with, if it names one.
    case 'generated':
      return {
        ...state,
        written: action.written,
        shareValue: amountText(state.form.priceOptions.standard) || state.shareValue,
        ownWork: true,
        share: null,
        shareError: null,
        position: { step: 3, subStep: 0 },
        draftNote: null,
      };
    case 'shareDetailsChecked':
      return {
        ...state,
        shareErrors: action.errors,
        refusedShares:
          Object.keys(action.errors).length === 0 ? state.refusedShares : state.refusedShares + 1,
      };
    case 'shareFailed':
      return { ...state, shareError: action.message };
    case 'shared':
      return { ...state, share: action.share };
    case 'draftNoted':
      return { ...state, draftNote: action.note };
  }
};
