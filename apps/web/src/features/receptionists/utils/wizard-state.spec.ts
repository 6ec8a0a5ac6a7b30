import { describe, expect, it } from '@jest/globals';
import { initialWizardForm } from './receptionist-form';
import { STEP_COUNT, wizardReducer, wizardSteps, type WizardState } from './wizard-state';

const start: WizardState = { step: 1, form: initialWizardForm('Acme') };

describe(wizardReducer.name, () => {
  it('should have seven steps when the wizard is built', () => {
    expect(STEP_COUNT).toBe(7);
    expect(wizardSteps).toHaveLength(7);
  });

  it('should stay within steps 1 to 7 when moving past either end', () => {
    expect(wizardReducer(start, { type: 'wentTo', step: 0 }).step).toBe(1);
    expect(wizardReducer(start, { type: 'wentTo', step: 9 }).step).toBe(7);
    expect(wizardReducer(start, { type: 'wentTo', step: 2 }).step).toBe(2);
  });

  it('should add a choice when it is checked and remove it when unchecked', () => {
    const checked = wizardReducer(start, {
      type: 'choiceToggled',
      list: 'goals',
      choice: 'Take messages',
    });
    expect(checked.form.goals).toEqual(['Take messages']);
    const unchecked = wizardReducer(checked, {
      type: 'choiceToggled',
      list: 'goals',
      choice: 'Take messages',
    });
    expect(unchecked.form.goals).toEqual([]);
  });

  it('should open a day 9 to 5 when it is checked and change its times when chosen', () => {
    const opened = wizardReducer(start, { type: 'dayToggled', day: 'saturday', open: true });
    const changed = wizardReducer(opened, {
      type: 'dayHoursChanged',
      day: 'saturday',
      change: { open: '10:00' },
    });
    expect(changed.form.operatingHours).toEqual({ saturday: { open: '10:00', close: '17:00' } });
  });

  it('should merge field changes when fields are edited', () => {
    const next = wizardReducer(start, { type: 'changed', change: { phoneNumber: '415' } });
    expect(next.form.phoneNumber).toBe('415');
    expect(next.form.companyName).toBe('Acme');
  });
});
