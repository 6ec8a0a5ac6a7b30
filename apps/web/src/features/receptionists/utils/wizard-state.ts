import type { OpeningHours, WeekDay } from '@vanilla/contracts';
import { setDayHours, setDayOpen } from './business-hours';
import type { WizardForm } from './receptionist-form';

// The setup wizard's state (001 §2, §4): seven steps, Back disabled on the first, and the form.

export const wizardSteps = [
  { title: 'Your business', description: 'Who is answering, and for which company.' },
  { title: 'Phone number', description: 'The area code of the number your callers will dial.' },
  { title: 'Tone and goals', description: 'How your receptionist sounds and what it helps with.' },
  { title: 'Greeting', description: 'The first words callers hear, and how calls end.' },
  {
    title: 'Call forwarding',
    description: 'Where calls go during your business hours.',
  },
  {
    title: 'Business hours',
    description: 'When calls are forwarded to you; outside them your AI answers.',
  },
  { title: 'Review', description: 'Check the details, then create your receptionist.' },
] as const;

export const STEP_COUNT = wizardSteps.length;

/** Where a no-numbers error sends the user back to (001 §4). */
export const AREA_CODE_STEP = 2;

/** What the page made of a submit: done, or a message and maybe the step to go back to. */
export type SubmitOutcome = { ok: true } | { ok: false; message: string; step?: number };

/** 1 to 7. */
export type WizardStepNumber = number;

export type WizardState = { step: WizardStepNumber; form: WizardForm };

export type WizardAction =
  | { type: 'changed'; change: Partial<WizardForm> }
  | { type: 'choiceToggled'; list: 'goals' | 'followUps'; choice: string }
  | { type: 'dayToggled'; day: WeekDay; open: boolean }
  | { type: 'dayHoursChanged'; day: WeekDay; change: Partial<OpeningHours> }
  | { type: 'wentTo'; step: WizardStepNumber };

const clampStep = (step: number): WizardStepNumber =>
  Math.min(Math.max(Math.trunc(step), 1), STEP_COUNT);

export const wizardReducer = (state: WizardState, action: WizardAction): WizardState => {
  const { form } = state;
  switch (action.type) {
    case 'changed':
      return { ...state, form: { ...form, ...action.change } };
    case 'choiceToggled': {
      const list = form[action.list];
      const next = list.includes(action.choice)
        ? list.filter((item) => item !== action.choice)
        : [...list, action.choice];
      return { ...state, form: { ...form, [action.list]: next } };
    }
    case 'dayToggled':
      return {
        ...state,
        form: { ...form, operatingHours: setDayOpen(form.operatingHours, action.day, action.open) },
      };
    case 'dayHoursChanged':
      return {
        ...state,
        form: {
          ...form,
          operatingHours: setDayHours(form.operatingHours, action.day, action.change),
        },
      };
    case 'wentTo':
      return { ...state, step: clampStep(action.step) };
  }
};
