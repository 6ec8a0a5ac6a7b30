import { resolveTemplateChoice } from '@vanilla/contracts';
import type { GeneratedProposal, TemplateChoice } from '@vanilla/contracts';
import { isRecord, parseGeneratedProposal } from '../../../lib/generated-proposal';
import type { ProposalClient } from '../../../lib/proposal-request';
import {
  emptyForm,
  formFromProposal,
  parseProposalForm,
  sampleForm,
  type ProposalForm,
} from './proposal-form';
import { statedValue } from './share-payload';
import { LAST_SUB_STEP, wizardSteps, type WizardPosition } from './wizard-steps';

/**
 * A written proposal, the id it was written under (null when only its text is known) and the
 * "PRO-" reference the server derived from that id (absent when the server has not said).
 */
export type WrittenProposal = {
  proposal: GeneratedProposal;
  proposalId: string | null;
  reference?: string;
};

/** The wizard's work: what a reload must give back. */
export type WizardWork = {
  position: WizardPosition;
  form: ProposalForm;
  template: TemplateChoice;
  written: WrittenProposal | null;
  /** The value Send & Track shares, as typed ("18,500"). */
  shareValue: string;
};

export type WizardStart = WizardWork & {
  /** Dev Mode's sample fills the form. */
  devMode: boolean;
  /** The work is the user's own, to keep across a reload (Dev Mode's untouched sample is not). */
  ownWork: boolean;
};

/**
 * How the wizard opens (001 §4): on a proposal just written from the landing page, with the facts
 * its header holds and the price it states; else on the work saved before a reload; else empty,
 * where Dev Mode, on at load, fills in the sample job.
 */
export const startWizard = (
  landing: WrittenProposal | null,
  saved: WizardWork | null,
  today = new Date(),
): WizardStart => {
  if (landing) {
    return {
      position: { step: 3, subStep: 0 },
      form: formFromProposal(landing.proposal),
      template: landing.proposal.templateChoice,
      written: landing,
      shareValue: statedValue(landing.proposal),
      devMode: false,
      ownWork: true,
    };
  }
  if (saved) return { ...saved, devMode: false, ownWork: true };
  return {
    position: { step: 1, subStep: 0 },
    form: sampleForm(today),
    template: 'vanilla',
    written: null,
    shareValue: '',
    devMode: true,
    ownWork: false,
  };
};

/**
 * "Write proposal" from a call or a contact: the wizard opens for that client, never on another
 * job's saved draft or Dev Mode's sample. With a proposal already written from their request it
 * opens on it (step 3); without, on an empty form with the client's details (step 1).
 */
export const startForClient = (
  client: ProposalClient,
  written: WrittenProposal | null,
  today = new Date(),
): WizardStart => {
  const start = startWizard(written, null, today);
  const base = written ? start.form : emptyForm();
  return {
    ...start,
    form: {
      ...base,
      clientName: client.name || base.clientName,
      clientEmail: client.email,
      clientPhone: client.phone,
      clientAddress: client.address,
      propertyAddress: client.address || base.propertyAddress,
    },
    devMode: false,
    ownWork: true,
  };
};

/** The part of the browser's storage the draft lives in (session storage: this tab only). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const DRAFT_KEY = 'proposalWizardDraft';

const withoutPhotos = (work: WizardWork): WizardWork => ({
  ...work,
  form: { ...work.form, photos: [] },
  written: work.written && {
    ...work.written,
    proposal: { ...work.written.proposal, photos: [] },
  },
});

/**
 * Keeps the work of `ownerId` for a reload. Photos can outgrow the storage's few megabytes: then
 * the work is kept without them rather than not at all.
 */
export const saveWizardDraft = (storage: DraftStorage, ownerId: string, work: WizardWork): void => {
  for (const kept of [work, withoutPhotos(work)]) {
    try {
      storage.setItem(DRAFT_KEY, JSON.stringify({ ownerId, work: kept }));
      return;
    } catch {
      // Over the quota: try the smaller copy.
    }
  }
  storage.removeItem(DRAFT_KEY);
};

export const clearWizardDraft = (storage: DraftStorage): void => storage.removeItem(DRAFT_KEY);

const parsePosition = (value: unknown): WizardPosition => {
  const source = isRecord(value) ? value : {};
  const step = wizardSteps.find((entry) => entry.step === source.step)?.step ?? 1;
  const subStep =
    step === 1 &&
    typeof source.subStep === 'number' &&
    Number.isInteger(source.subStep) &&
    source.subStep >= 0 &&
    source.subStep <= LAST_SUB_STEP
      ? source.subStep
      : 0;
  return { step, subStep };
};

const parseWritten = (value: unknown): WrittenProposal | null => {
  if (!isRecord(value)) return null;
  const proposal = parseGeneratedProposal(value.proposal);
  if (!proposal) return null;
  return {
    proposal,
    proposalId: typeof value.proposalId === 'string' ? value.proposalId : null,
  };
};

/** The work `ownerId` saved in this tab, or null when there is none of theirs or it is unreadable. */
export const readWizardDraft = (storage: DraftStorage, ownerId: string): WizardWork | null => {
  const raw = storage.getItem(DRAFT_KEY);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed) || parsed.ownerId !== ownerId || !isRecord(parsed.work)) return null;
    const { work } = parsed;
    return {
      position: parsePosition(work.position),
      form: parseProposalForm(work.form),
      template: resolveTemplateChoice(work.template),
      written: parseWritten(work.written),
      shareValue: typeof work.shareValue === 'string' ? work.shareValue : '',
    };
  } catch {
    return null;
  }
};
