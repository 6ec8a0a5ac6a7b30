import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessages } from '../utils/receptionist-errors';
import { validateWizard, type WizardForm, type WizardMode } from '../utils/receptionist-form';
import {
  STEP_COUNT,
  wizardReducer,
  wizardSteps,
  type SubmitOutcome,
  type WizardAction,
} from '../utils/wizard-state';
import { Dialog } from '../../../components/ui/dialog';
import { HoursStep } from './hours-step';
import { ReviewStep } from './review-step';
import { StepHeading } from './wizard-fields';
import {
  AreaCodeStep,
  BusinessStep,
  ForwardingStep,
  GreetingStep,
  ToneStep,
  type StepProps,
} from './wizard-steps';

type SetupWizardProps = {
  mode: WizardMode;
  initialForm: WizardForm;
  /** The receptionist's number, formatted, when editing. */
  existingNumber: string | null;
  testMode: boolean;
  /** Sends the (valid) form; the page closes the wizard on success. */
  onSubmit: (form: WizardForm) => Promise<SubmitOutcome>;
  onClose: () => void;
};

/**
 * The setup wizard 'Set Up Your AI Voice Receptionist' (001 §2, §4, §5): seven steps with a
 * progress bar and Back/Next (Back disabled on step 1, Enter moves on), the submit rules in the
 * spec's order, 'Creating phone number...' while the number is bought, and a return to step 2
 * when the area code has no number left.
 */
export const SetupWizard = ({
  mode,
  initialForm,
  existingNumber,
  testMode,
  onSubmit,
  onClose,
}: SetupWizardProps) => {
  const [{ step, form }, dispatchToForm] = useReducer(wizardReducer, {
    step: 1,
    form: initialForm,
  });
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const current = wizardSteps[step - 1] ?? wizardSteps[0];
  const isLast = step === STEP_COUNT;

  // Each step's heading takes focus, so moving on is announced and Tab starts at the step.
  useEffect(() => {
    headingRef.current?.focus();
  }, [step]);

  // A change or a move makes the last message stale.
  const dispatch = (action: WizardAction) => {
    setError(null);
    dispatchToForm(action);
  };
  const goTo = (step: number) => dispatch({ type: 'wentTo', step });

  const submit = async () => {
    const invalid = validateWizard(form, mode);
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      const outcome = await onSubmit(form);
      if (!outcome.ok) {
        setError(outcome.message);
        if (outcome.step) dispatchToForm({ type: 'wentTo', step: outcome.step });
      }
    } catch {
      setError(errorMessages.wizardFallback);
    } finally {
      setSubmitting(false);
    }
  };

  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (isLast) void submit();
    else goTo(step + 1);
  };

  const stepProps: StepProps = { form, dispatch, mode, testMode, existingNumber };
  const description =
    isLast && mode === 'edit' ? 'Check the details, then save your changes.' : current.description;
  const submitLabel = mode === 'create' ? 'Create AI Receptionist' : 'Save Changes';
  const busyLabel = mode === 'create' ? 'Creating phone number...' : 'Saving changes...';

  return (
    <Dialog
      title="Set Up Your AI Voice Receptionist"
      description={
        mode === 'edit'
          ? `Editing ${initialForm.receptionistName || 'your receptionist'}`
          : undefined
      }
      onClose={onClose}
      busy={submitting}
      closeOnBackdrop={false}
      width="xl"
    >
      <div className="px-5 pt-4 sm:px-6">
        <div className="flex items-center justify-between text-xs font-medium text-neutral-600">
          <span>
            Step {step} of {STEP_COUNT}
          </span>
          <span>{current.title}</span>
        </div>
        <div
          role="progressbar"
          aria-label="Setup progress"
          aria-valuemin={1}
          aria-valuemax={STEP_COUNT}
          aria-valuenow={step}
          aria-valuetext={`Step ${step} of ${STEP_COUNT}: ${current.title}`}
          className="mt-2 h-2 overflow-hidden rounded-full bg-neutral-100"
        >
          <div
            className="h-full rounded-full bg-brand-600 transition-[width] duration-300"
            style={{ width: `${(step / STEP_COUNT) * 100}%` }}
          />
        </div>
      </div>

      <form
        noValidate
        onSubmit={onFormSubmit}
        aria-label={current.title}
        className="flex min-h-0 flex-1 flex-col"
      >
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-5 sm:px-6">
          <StepHeading ref={headingRef} title={current.title} description={description} />
          {step === 1 && <BusinessStep {...stepProps} />}
          {step === 2 && <AreaCodeStep {...stepProps} />}
          {step === 3 && <ToneStep {...stepProps} />}
          {step === 4 && <GreetingStep {...stepProps} />}
          {step === 5 && <ForwardingStep {...stepProps} />}
          {step === 6 && <HoursStep {...stepProps} />}
          {isLast && <ReviewStep {...stepProps} onEdit={goTo} />}
          {error && (
            <Alert tone="error" className="mt-5">
              {error}
            </Alert>
          )}
          {submitting && (
            <p role="status" className="sr-only">
              {busyLabel}
            </p>
          )}
        </div>

        <div className="flex items-center justify-between gap-3 border-t border-neutral-100 px-5 py-4 sm:px-6">
          <Button
            variant="secondary"
            onClick={() => goTo(step - 1)}
            disabled={step === 1 || submitting}
          >
            Back
          </Button>
          {isLast ? (
            <Button type="submit" disabled={submitting || !form.termsAgreed}>
              {submitting && (
                <span
                  aria-hidden="true"
                  className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
                />
              )}
              {submitting ? busyLabel : submitLabel}
            </Button>
          ) : (
            <Button type="submit">Next</Button>
          )}
        </div>
      </form>
    </Dialog>
  );
};
