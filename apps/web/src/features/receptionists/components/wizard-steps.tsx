import type { Dispatch } from 'react';
import { defaultGreeting, receptionistTones } from '@vanilla/contracts';
import { CheckCircleIcon } from '../../../components/icons';
import { areaCodeInput, formatForwarding, isValidAreaCode } from '../utils/phone';
import {
  followUpChoices,
  goalChoices,
  OTHER,
  toneDescriptions,
  type WizardForm,
  type WizardMode,
} from '../utils/receptionist-form';
import type { WizardAction } from '../utils/wizard-state';
import { ChoiceList, Field, TextAreaField } from './wizard-fields';

export type StepProps = {
  form: WizardForm;
  dispatch: Dispatch<WizardAction>;
  mode: WizardMode;
  testMode: boolean;
  /** The receptionist's number, formatted, when editing. */
  existingNumber: string | null;
};

/** Step 1: the company and the receptionist's name. */
export const BusinessStep = ({ form, dispatch }: StepProps) => (
  <div className="flex flex-col gap-5">
    <Field
      label="Company name"
      autoComplete="organization"
      maxLength={200}
      value={form.companyName}
      onChange={(event) =>
        dispatch({ type: 'changed', change: { companyName: event.target.value } })
      }
    />
    <Field
      label="Receptionist name"
      maxLength={100}
      hint="Callers hear this name when your receptionist introduces itself."
      value={form.receptionistName}
      onChange={(event) =>
        dispatch({ type: 'changed', change: { receptionistName: event.target.value } })
      }
    />
  </div>
);

/** Step 2: the area code of the number to buy; fixed once bought (001 §4). */
export const AreaCodeStep = ({ form, dispatch, mode, testMode, existingNumber }: StepProps) => {
  if (mode === 'edit') {
    return (
      <Field
        label="Area code"
        value={form.phoneNumber}
        disabled
        inputClassName="max-w-40"
        hint={
          <>
            {existingNumber && <>This receptionist answers at {existingNumber}. </>}
            The area code cannot be changed. To use another area code, create a new receptionist.
          </>
        }
      />
    );
  }
  const valid = isValidAreaCode(form.phoneNumber);
  return (
    <div className="flex flex-col gap-4">
      <Field
        label="Area code"
        inputMode="numeric"
        autoComplete="off"
        placeholder="415"
        value={form.phoneNumber}
        onChange={(event) =>
          dispatch({ type: 'changed', change: { phoneNumber: areaCodeInput(event.target.value) } })
        }
        inputClassName="max-w-40"
        hint={
          <span role="status" className="flex min-h-5 items-center gap-1.5">
            {valid ? (
              <span className="flex items-center gap-1.5 font-medium text-emerald-700">
                <CheckCircleIcon className="size-4" />
                Valid area code!
              </span>
            ) : (
              'Three digits, e.g. 415. Your new number starts with them.'
            )}
          </span>
        }
      />
      {testMode && (
        <p className="rounded-xl bg-amber-50 px-3.5 py-2.5 text-sm text-amber-900 ring-1 ring-amber-200">
          Test mode is on: your receptionist uses the shared development number instead of a new
          one.
        </p>
      )}
    </div>
  );
};

/** Step 3: one of six tones (Warm by default), and what the receptionist helps callers with. */
export const ToneStep = ({ form, dispatch }: StepProps) => (
  <div className="flex flex-col gap-7">
    <fieldset>
      <legend className="text-sm font-semibold text-neutral-900">Tone</legend>
      <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {receptionistTones.map((tone) => {
          const selected = form.tone === tone;
          return (
            <label
              key={tone}
              className={`flex cursor-pointer flex-col gap-0.5 rounded-xl border-2 px-3 py-2.5 transition-colors focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 ${
                selected
                  ? 'border-brand-600 bg-brand-50/60'
                  : 'border-neutral-200 hover:bg-neutral-50'
              }`}
            >
              <input
                type="radio"
                name="receptionist-tone"
                value={tone}
                checked={selected}
                onChange={() => dispatch({ type: 'changed', change: { tone } })}
                className="sr-only"
              />
              <span className="text-sm font-semibold text-neutral-900">{tone}</span>
              <span className="text-xs text-neutral-600">{toneDescriptions[tone]}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
    <ChoiceList
      legend="Goals"
      hint="What should your receptionist help callers with? With none checked, it handles general receptionist duties."
      choices={goalChoices}
      checked={form.goals}
      onToggle={(choice) => dispatch({ type: 'choiceToggled', list: 'goals', choice })}
      other={{
        choice: OTHER,
        label: 'Other goal',
        value: form.otherGoal,
        onChange: (otherGoal) => dispatch({ type: 'changed', change: { otherGoal } }),
      }}
    />
  </div>
);

/** Step 4: the greeting, and what happens before a call ends. */
export const GreetingStep = ({ form, dispatch }: StepProps) => {
  const name = form.receptionistName.trim() || 'your receptionist';
  return (
    <div className="flex flex-col gap-7">
      <TextAreaField
        label="Greeting"
        rows={3}
        maxLength={1000}
        value={form.greeting}
        onChange={(event) =>
          dispatch({ type: 'changed', change: { greeting: event.target.value } })
        }
        hint={`Left empty, callers hear: "${defaultGreeting(name)}"`}
      />
      <ChoiceList
        legend="Follow-ups"
        hint="What your receptionist does before each call ends."
        choices={followUpChoices}
        checked={form.followUps}
        onToggle={(choice) => dispatch({ type: 'choiceToggled', list: 'followUps', choice })}
        other={{
          choice: OTHER,
          label: 'Other follow-up',
          value: form.otherFollowUp,
          onChange: (otherFollowUp) => dispatch({ type: 'changed', change: { otherFollowUp } }),
        }}
      />
    </div>
  );
};

/** Step 5: the US number calls go to during business hours, shaped as it is typed. */
export const ForwardingStep = ({ form, dispatch }: StepProps) => (
  <Field
    label="Call forwarding number"
    type="tel"
    inputMode="tel"
    autoComplete="tel-national"
    placeholder="(555) 123-4567"
    value={form.callForwarding}
    onChange={(event) =>
      dispatch({
        type: 'changed',
        change: { callForwarding: formatForwarding(event.target.value) },
      })
    }
    inputClassName="max-w-xs"
    hint="US numbers only. During your business hours calls ring this number; leave it empty and your AI receptionist answers every call."
  />
);
