import { sendProposalMessages } from '@vanilla/contracts';
import type {
  SendChannel,
  CompanyProfile,
  FormTemplateChoice,
  TemplateChoice,
  ShareProposalResponse,
} from '@vanilla/contracts';
import { useEffect, useReducer, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { WritingProgress } from '../../../components/ui/writing-progress';
import { apiErrorMessage, refusalReason } from '../../../lib/api-error';
import { apiImageSrc } from '../../../lib/api-image';
import { endOfLocalDay, localDateAfter, validUntilError } from '../../../lib/valid-until';
import { useCompanyProfileQuery } from '../../../lib/company-api';
import type { ProposalClient } from '../../../lib/proposal-request';
import {
  useGenerateProposalMutation,
  useSendProposalMutation,
  useShareProposalMutation,
} from '../api/wizard-api';
import { withCompanyProfile } from '../utils/company-prefill';
import {
  isValidOptionalEmail,
  sampleForm,
  toGenerateRequest,
  type ProposalForm,
} from '../utils/proposal-form';
import {
  parseAmount,
  shareDetailErrors,
  sharePayload,
  type ShareDetails,
  withFormPhotos,
} from '../utils/share-payload';
import {
  clearWizardDraft,
  readWizardDraft,
  saveWizardDraft,
  startForClient,
  startWizard,
  type WrittenProposal,
} from '../utils/wizard-draft';
import { LAST_SUB_STEP, wizardSteps, type WizardPosition } from '../utils/wizard-steps';
import { initialWizardState, wizardReducer, type FieldErrors } from '../utils/wizard-state';
import { DesignStep } from './design-step';
import { DetailsStep } from './details-step';
import { SendStep, type SendResult } from './send-step';
import { ViewStep } from './view-step';
import { WizardMenu } from './wizard-menu';

// 001 §8 "Generate" and "Share"; 000 §8 for an answer that says it failed.
const messages = {
  generateFailed: 'Failed to generate proposal',
  generateFailedPrefix: 'Failed to generate proposal: ',
  network: 'Network error. Please check your connection and try again.',
  shareFailed: 'Failed to share proposal',
  sendFailed: 'Failed to send proposal',
  noProposal: 'No proposal data available. Please generate a proposal first.',
  invalidEmail: 'Please provide a valid email address',
} as const;

const formTemplate = (choice: TemplateChoice): FormTemplateChoice =>
  choice === 'modern' ? 'vanilla' : choice;

type ProposalWizardProps = {
  /** A proposal written from the landing page: the wizard opens on it at step 3 (001 §4). */
  initialProposal: WrittenProposal | null;
  /** "Write proposal" from a call or a contact: whom the proposal is for. */
  client?: ProposalClient | null;
  /** Whose work this is: a reload gives back only the signed-in user's own. */
  ownerId: string;
  /** Where the proposals dashboard is, for "track it" links. */
  dashboardPath: string;
  /** Whether the caller's plan sends proposals by email (000 §9: Super Pro). */
  canSend: boolean;
  /** Where the plans are, for the note on a locked Send Proposal. */
  pricingPath: string;
};

/**
 * The Create Proposal wizard (001 §2, §4): 1 Proposal Details (nine sub-steps), 2 Choose Design,
 * 3 View Proposal, 4 Send & Track, with a side menu to jump anywhere and Dev Mode filling an
 * empty wizard with a sample job. The user's own work is kept in this tab across a reload until
 * it is shared.
 */
export const ProposalWizard = ({
  initialProposal,
  client = null,
  ownerId,
  dashboardPath,
  canSend,
  pricingPath,
}: ProposalWizardProps) => {
  const [state, dispatch] = useReducer(wizardReducer, null, () =>
    initialWizardState(
      client
        ? startForClient(client, initialProposal)
        : startWizard(initialProposal, readWizardDraft(sessionStorage, ownerId)),
    ),
  );
  const {
    position,
    devMode,
    ownWork,
    form,
    template,
    written,
    shareValue,
    share,
    fieldErrors,
    shareErrors,
    refusedShares,
    generateError,
    shareError,
    draftNote,
  } = state;
  const [generateProposal, { isLoading: isGenerating }] = useGenerateProposalMutation();
  const [shareProposal, { isLoading: isSharing }] = useShareProposalMutation();
  const [sendProposal, { isLoading: isSending }] = useSendProposalMutation();
  // What the last Send Proposal did: the address it went to, or why it did not.
  const [sendResult, setSendResult] = useState<SendResult | null>(null);
  // How Send Proposal reaches the client: email, text message or both.
  const [channels, setChannels] = useState<SendChannel[]>(['email']);
  // The last day the client's link works, as chosen; until then, the company's default validity.
  const [chosenValidUntil, setValidUntil] = useState<string | null>(null);
  const [validUntilProblem, setValidUntilProblem] = useState<string | null>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const generateErrorRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const { data: company } = useCompanyProfileQuery();
  const validUntil =
    chosenValidUntil ?? localDateAfter(new Date(), company?.proposal_validity_days);
  const [prefilledWith, setPrefilledWith] = useState<CompanyProfile | undefined>(undefined);

  // The company profile fills Company Info when it arrives (and again if it is saved anew).
  if (company !== prefilledWith) {
    setPrefilledWith(company);
    dispatch({ type: 'formPrefilled', form: withCompanyProfile(form, company) });
  }

  // Each move puts focus on the new step's heading, so keyboard and screen-reader users follow.
  useEffect(() => {
    if (!moved.current) return;
    contentRef.current?.querySelector<HTMLElement>('[data-step-heading]')?.focus();
  }, [position]);

  // A failed generation shows above the step, often far above the Continue that asked for it:
  // bring it to the middle of the screen and focus it, or nothing seems to happen.
  useEffect(() => {
    const region = generateErrorRef.current;
    if (!generateError || !region) return;
    region.focus({ preventScroll: true });
    region.scrollIntoView({ block: 'center' });
  }, [generateError]);

  // A share refused for missing details goes to the first field that needs fixing.
  useEffect(() => {
    if (refusedShares === 0) return;
    contentRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusedShares]);

  // The user's own work survives a reload (this tab's session storage). Dev Mode's sample is
  // nobody's work, and shared work is done: the draft is cleared as either begins.
  useEffect(() => {
    if (devMode || !ownWork || share) return;
    saveWizardDraft(sessionStorage, ownerId, { position, form, template, written, shareValue });
  }, [devMode, ownWork, share, ownerId, position, form, template, written, shareValue]);

  const goTo = (next: WizardPosition) => {
    moved.current = true;
    dispatch({ type: 'wentTo', position: next });
  };

  const update = (patch: Partial<ProposalForm>) => dispatch({ type: 'formChanged', patch });

  const chooseTemplate = (choice: TemplateChoice) =>
    dispatch({ type: 'templateChosen', template: choice });

  const changeShareValue = (value: string) => dispatch({ type: 'shareValueChanged', value });

  const toggleDevMode = () => {
    if (devMode) {
      dispatch({ type: 'devModeTurnedOff' });
      return;
    }
    dispatch({ type: 'devModeTurnedOn', sample: withCompanyProfile(sampleForm(), company) });
    clearWizardDraft(sessionStorage);
  };

  const generate = async () => {
    const errors: FieldErrors = {
      ...(isValidOptionalEmail(form.companyEmail) ? {} : { companyEmail: messages.invalidEmail }),
      ...(isValidOptionalEmail(form.clientEmail) ? {} : { clientEmail: messages.invalidEmail }),
    };
    dispatch({ type: 'emailsChecked', errors });
    if (errors.companyEmail || errors.clientEmail) {
      goTo({ step: 1, subStep: errors.companyEmail ? 1 : 2 });
      return;
    }
    try {
      const result = await generateProposal(
        toGenerateRequest(form, formTemplate(template)),
      ).unwrap();
      if (!result.success) {
        const reason = refusalReason(result);
        dispatch({
          type: 'generateFailed',
          message: reason ? `${messages.generateFailedPrefix}${reason}` : messages.generateFailed,
        });
        return;
      }
      moved.current = true;
      dispatch({
        type: 'generated',
        written: {
          proposal: result.proposal,
          proposalId: result.proposalId,
          reference: result.reference,
        },
      });
    } catch (failure) {
      dispatch({
        type: 'generateFailed',
        message: apiErrorMessage(failure, messages.generateFailed, messages.network),
      });
    }
  };

  const shareDetails: ShareDetails = {
    clientEmail: form.clientEmail,
    clientPhone: form.clientPhone,
    value: shareValue,
  };

  // Marks what the share still needs; true when nothing is missing.
  const detailsReady = (required: ReadonlyArray<keyof ShareDetails>): boolean => {
    const errors = shareDetailErrors(shareDetails, required);
    dispatch({ type: 'shareDetailsChecked', errors });
    return Object.keys(errors).length === 0;
  };

  const createLink = async (): Promise<ShareProposalResponse | null> => {
    if (share) return share;
    dispatch({ type: 'shareFailed', message: null });
    if (!written) {
      dispatch({ type: 'shareFailed', message: messages.noProposal });
      return null;
    }
    const value = parseAmount(shareValue);
    const expiryProblem = validUntilError(validUntil, new Date());
    setValidUntilProblem(expiryProblem);
    if (!detailsReady(['value']) || value === undefined || expiryProblem) return null;
    try {
      const result = await shareProposal({
        ...sharePayload(
          form,
          withFormPhotos(written.proposal, form.photos),
          written.proposalId,
          template,
          value,
        ),
        expiresAt: endOfLocalDay(validUntil)!,
      }).unwrap();
      if (!result.success || !result.shareLink) {
        dispatch({ type: 'shareFailed', message: messages.shareFailed });
        return null;
      }
      clearWizardDraft(sessionStorage);
      dispatch({ type: 'shared', share: result });
      return result;
    } catch (failure) {
      dispatch({
        type: 'shareFailed',
        message: apiErrorMessage(failure, messages.shareFailed, messages.network),
      });
      return null;
    }
  };

  // The API mails and/or texts the link to the client (Super Pro); shared first when it is not
  // yet. Each chosen channel's address must be there first.
  const send = async () => {
    if (!canSend) return;
    setSendResult(null);
    if (channels.length === 0) {
      setSendResult({ ok: false, message: sendProposalMessages.channelsRequired });
      return;
    }
    const byEmail = channels.includes('email');
    const byText = channels.includes('sms');
    const required: Array<keyof ShareDetails> = [
      ...(byEmail ? (['clientEmail'] as const) : []),
      ...(byText ? (['clientPhone'] as const) : []),
      ...(share ? [] : (['value'] as const)),
    ];
    if (!detailsReady(required)) return;
    const shared = await createLink();
    if (!shared) return;
    const email = form.clientEmail.trim();
    const phone = form.clientPhone.trim();
    try {
      const result = await sendProposal({
        token: shared.token,
        channels,
        ...(byEmail && email ? { email } : {}),
        ...(byText && phone ? { phone } : {}),
      }).unwrap();
      setSendResult({ ok: true, sent: result.sent });
    } catch (failure) {
      setSendResult({
        ok: false,
        message: apiErrorMessage(failure, messages.sendFailed, messages.network),
      });
    }
  };

  const { step, subStep } = position;
  const canGoBack = !(step === 1 && subStep === 0);
  const back = () => {
    if (step === 1) goTo({ step: 1, subStep: Math.max(0, subStep - 1) });
    else if (step === 2) goTo({ step: 1, subStep: LAST_SUB_STEP });
    else goTo({ step: (step - 1) as WizardPosition['step'], subStep: 0 });
  };
  const next = () => {
    if (step === 1 && subStep < LAST_SUB_STEP) goTo({ step: 1, subStep: subStep + 1 });
    // The last sub-step writes the proposal and shows it (001 §4); so does leaving the design
    // step while nothing is written yet.
    else if (step === 1 || (step === 2 && !written)) void generate();
    else if (step === 2) goTo({ step: 3, subStep: 0 });
    else if (step === 3) goTo({ step: 4, subStep: 0 });
  };
  const writesOnContinue = (step === 1 && subStep === LAST_SUB_STEP) || (step === 2 && !written);

  const saveDraft = () => {
    // The spec's Save Draft only logs (001 §2): nothing is stored on the server yet.
    console.info('Save draft', toGenerateRequest(form, formTemplate(template)));
    dispatch({
      type: 'draftNoted',
      note: devMode
        ? 'Dev Mode’s sample is not kept; turn Dev Mode off to keep your own details in this tab.'
        : 'Kept in this tab, even after a reload; drafts are not saved to your account yet.',
    });
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-neutral-950 sm:text-3xl">
            Create Proposal
          </h1>
          <p className="mt-1 text-neutral-600">
            Fill in the job, pick a design, and send a proposal your client can sign online.
          </p>
        </div>
        <div className="flex items-center gap-3 rounded-xl border border-neutral-200 bg-white px-3 py-2">
          <span id="dev-mode-label" className="text-sm font-medium text-neutral-800">
            Dev Mode
          </span>
          <button
            type="button"
            role="switch"
            aria-checked={devMode}
            aria-labelledby="dev-mode-label"
            aria-describedby="dev-mode-hint"
            onClick={toggleDevMode}
            className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors ${
              devMode ? 'bg-brand-600' : 'bg-neutral-300'
            }`}
          >
            <span
              aria-hidden="true"
              className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
                devMode ? 'translate-x-5.5' : 'translate-x-0.5'
              }`}
            />
          </button>
          <span id="dev-mode-hint" className="hidden text-xs text-neutral-500 sm:inline">
            {devMode ? 'Sample job filled in' : 'Your own details'}
          </span>
        </div>
      </header>

      <ol className="grid grid-cols-4 gap-2" aria-label="Progress">
        {wizardSteps.map(({ step: number, title }) => (
          <li key={number} aria-current={number === step ? 'step' : undefined}>
            <span
              aria-hidden="true"
              className={`block h-1.5 rounded-full ${number <= step ? 'bg-brand-600' : 'bg-neutral-200'}`}
            />
            <span
              className={`mt-2 hidden text-xs font-medium sm:block ${
                number === step ? 'text-brand-700' : 'text-neutral-500'
              }`}
            >
              {number}. {title}
            </span>
            <span className="sr-only sm:hidden">
              Step {number}: {title}
            </span>
          </li>
        ))}
      </ol>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
        <WizardMenu position={position} onJump={goTo} disabled={isGenerating} />

        <div className="flex min-w-0 flex-col">
          <div
            ref={contentRef}
            className="rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-6 lg:p-8"
          >
            {isGenerating && (
              <WritingProgress
                title="Writing your proposal"
                detail="The AI writer turns your details into a full proposal. This usually takes a few seconds."
                className="mb-6"
              />
            )}
            {generateError && (
              <Alert
                ref={generateErrorRef}
                tabIndex={-1}
                tone="error"
                className="mb-6 focus:outline-none"
                onDismiss={() => dispatch({ type: 'generateFailed', message: null })}
              >
                {generateError}
              </Alert>
            )}
            {step === 1 && (
              <DetailsStep subStep={subStep} form={form} onChange={update} errors={fieldErrors} />
            )}
            {step === 2 && <DesignStep value={template} onChange={chooseTemplate} />}
            {step === 3 && (
              <ViewStep
                proposal={written && withFormPhotos(written.proposal, form.photos)}
                template={template}
                reference={written?.reference}
                contact={{
                  address: form.companyAddress,
                  phone: form.companyPhone,
                  email: form.companyEmail,
                  licenseNumber: form.licenseNumber,
                  website: company?.website,
                  logoUrl: company?.logo ? apiImageSrc(company.logo) : null,
                }}
                isGenerating={isGenerating}
                onChooseDesign={() => goTo({ step: 2, subStep: 0 })}
                onRewrite={() => void generate()}
              />
            )}
            {step === 4 && (
              <SendStep
                hasProposal={written !== null}
                share={share}
                isSharing={isSharing}
                error={shareError}
                clientName={form.clientName}
                details={shareDetails}
                detailErrors={shareErrors}
                onClientNameChange={(clientName) => update({ clientName })}
                onClientEmailChange={(clientEmail) => update({ clientEmail })}
                onClientPhoneChange={(clientPhone) => update({ clientPhone })}
                channels={channels}
                onChannelsChange={setChannels}
                onValueChange={changeShareValue}
                validUntil={validUntil}
                validUntilError={validUntilProblem}
                onValidUntilChange={setValidUntil}
                dashboardPath={dashboardPath}
                onGenerateLink={() => void createLink()}
                onSend={() => void send()}
                canSend={canSend}
                pricingPath={pricingPath}
                isSending={isSending}
                sendResult={sendResult}
                onWriteProposal={() => goTo({ step: 1, subStep: 0 })}
              />
            )}
          </div>

          <div className="sticky bottom-0 z-10 -mx-4 mt-4 border-t border-neutral-200 bg-white/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0 sm:py-0 sm:backdrop-blur-none">
            {draftNote && (
              <p role="status" className="mb-2 text-sm text-neutral-600">
                {draftNote}
              </p>
            )}
            {writesOnContinue && !isGenerating && (
              <p className="mb-2 text-sm text-neutral-600">
                Continue writes your proposal from these details.
              </p>
            )}
            <div className="flex items-center gap-2 sm:gap-3">
              <Button variant="secondary" onClick={back} disabled={!canGoBack || isGenerating}>
                Back
              </Button>
              <Button variant="ghost" onClick={saveDraft} className="ml-auto">
                Save Draft
              </Button>
              <Button onClick={next} disabled={step === 4 || isGenerating}>
                {isGenerating ? 'Writing…' : 'Continue'}
              </Button>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
};
