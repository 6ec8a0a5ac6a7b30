import { useState } from 'react';
import { ChevronDownIcon } from '../../../components/icons';
import {
  detailSubSteps,
  positionTitle,
  wizardSteps,
  type WizardPosition,
} from '../utils/wizard-steps';

type WizardMenuProps = {
  position: WizardPosition;
  onJump: (position: WizardPosition) => void;
  disabled: boolean;
};

const itemClass = (current: boolean) =>
  `flex w-full items-center gap-3 rounded-xl px-3 py-2 text-left text-sm transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${
    current
      ? 'bg-brand-50 font-semibold text-brand-700 ring-1 ring-brand-100'
      : 'text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900'
  }`;

const StepList = ({ position, onJump, disabled }: WizardMenuProps) => (
  <ol className="flex flex-col gap-1">
    {wizardSteps.map(({ step, title }) => {
      const isCurrentStep = position.step === step;
      return (
        <li key={step}>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onJump({ step, subStep: 0 })}
            aria-current={isCurrentStep && step !== 1 ? 'step' : undefined}
            className={itemClass(isCurrentStep && step !== 1)}
          >
            <span
              aria-hidden="true"
              className={`flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${
                isCurrentStep ? 'bg-brand-600 text-white' : 'bg-neutral-200 text-neutral-700'
              }`}
            >
              {step}
            </span>
            <span>
              <span className="sr-only">Step {step}: </span>
              {title}
            </span>
          </button>
          {step === 1 && (
            <ol className="mt-1 ml-6 flex flex-col gap-0.5 border-l border-neutral-200 pl-3">
              {detailSubSteps.map((subTitle, subStep) => {
                const current = position.step === 1 && position.subStep === subStep;
                return (
                  <li key={subTitle}>
                    <button
                      type="button"
                      disabled={disabled}
                      onClick={() => onJump({ step: 1, subStep })}
                      aria-current={current ? 'step' : undefined}
                      className={`${itemClass(current)} py-1.5`}
                    >
                      {subTitle}
                    </button>
                  </li>
                );
              })}
            </ol>
          )}
        </li>
      );
    })}
  </ol>
);

/**
 * The side menu to jump to any step or sub-step (001 §2): always open beside the form on wide
 * screens, a disclosure above it on phones.
 */
export const WizardMenu = (props: WizardMenuProps) => {
  const [openOn, setOpenOn] = useState<string | null>(null);
  const key = `${props.position.step}-${props.position.subStep}`;
  const open = openOn === key;
  const jump = (position: WizardPosition) => {
    setOpenOn(null);
    props.onJump(position);
  };
  const label =
    props.position.step === 1
      ? `Step 1 of 4 · ${positionTitle(props.position)} (${props.position.subStep + 1} of ${detailSubSteps.length})`
      : `Step ${props.position.step} of 4 · ${positionTitle(props.position)}`;

  return (
    <>
      <nav aria-label="Wizard steps" className="hidden lg:block">
        <div className="sticky top-24">
          <StepList {...props} onJump={jump} />
        </div>
      </nav>
      <div className="lg:hidden">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="wizard-steps-mobile"
          onClick={() => setOpenOn(open ? null : key)}
          className="flex w-full items-center justify-between gap-3 rounded-xl border border-neutral-200 bg-white px-4 py-3 text-left text-sm font-semibold text-neutral-800 shadow-xs"
        >
          <span className="truncate">{label}</span>
          <ChevronDownIcon
            className={`size-5 shrink-0 text-neutral-500 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
        {open && (
          <nav
            id="wizard-steps-mobile"
            aria-label="Wizard steps (mobile)"
            className="mt-2 rounded-xl border border-neutral-200 bg-white p-2 shadow-lg"
          >
            <StepList {...props} onJump={jump} />
          </nav>
        )}
      </div>
    </>
  );
};
