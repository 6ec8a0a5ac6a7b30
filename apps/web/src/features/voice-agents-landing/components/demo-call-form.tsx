import { useState, type FormEvent } from 'react';
import { demoCallGoals, demoCallSectorOptions } from '@vanilla/contracts';
import { PhoneIcon } from '../../../components/icons';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useRequestCallMutation } from '../api/request-call-api';
import {
  checkDemoCall,
  demoCallFailureMessage,
  demoCallMessages,
  emptyDemoCallFields,
  type DemoCallField,
  type DemoCallFields,
} from '../utils/demo-call-form';
import { sanitizePhoneInput } from '../utils/phone-number';
import { SelectField } from './select-field';

type DemoCallFormProps = {
  /** The call was requested: the dialog shows the message, then closes and clears the form. */
  onSuccess: () => void;
  succeeded: boolean;
};

type Outcome =
  | { kind: 'invalid'; field: DemoCallField; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'succeeded' };

const FieldMessage = ({ text }: { text: string }) => <span className="text-red-700">{text}</span>;

/**
 * The demo-call request (000 §3, §5, §8): who to call and how the AI should handle it. Phone,
 * company name, sector and goal are required; the first broken rule is shown at its field.
 */
export const DemoCallForm = ({ onSuccess, succeeded }: DemoCallFormProps) => {
  const [fields, setFields] = useState<DemoCallFields>(emptyDemoCallFields);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [requestCall, { isLoading }] = useRequestCallMutation();
  const invalidField = outcome?.kind === 'invalid' ? outcome.field : null;

  const update = <Name extends DemoCallField>(name: Name, value: DemoCallFields[Name]) => {
    setFields((current) => ({ ...current, [name]: value }));
    if (outcome?.kind === 'invalid' && outcome.field === name) setOutcome(null);
  };

  const hintFor = (name: DemoCallField, hint?: string) =>
    outcome?.kind === 'invalid' && outcome.field === name ? (
      <FieldMessage text={outcome.message} />
    ) : (
      hint
    );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading || succeeded) return;
    const check = checkDemoCall(fields);
    if (!check.ok) {
      setOutcome({ kind: 'invalid', field: check.field, message: check.message });
      const element = event.currentTarget.elements.namedItem(check.field);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    setOutcome(null);
    try {
      const result = await requestCall(check.request).unwrap();
      if (result.success) {
        setOutcome({ kind: 'succeeded' });
        onSuccess();
      } else {
        setOutcome({ kind: 'failed', message: result.error?.trim() || demoCallMessages.failed });
      }
    } catch (failure) {
      setOutcome({ kind: 'failed', message: demoCallFailureMessage(failure) });
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="Your name"
          name="customerName"
          autoComplete="name"
          placeholder="Jordan Lee"
          value={fields.customerName}
          onChange={(event) => update('customerName', event.target.value)}
        />
        <TextField
          label="AI agent name"
          name="agentName"
          autoComplete="off"
          placeholder="Ava"
          value={fields.agentName}
          onChange={(event) => update('agentName', event.target.value)}
        />
        <TextField
          label="Phone number"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="(415) 555-0123"
          required
          invalid={invalidField === 'phone'}
          hint={hintFor('phone', 'US numbers get +1 added.')}
          value={fields.phone}
          onChange={(event) => update('phone', sanitizePhoneInput(event.target.value))}
        />
        <TextField
          label="Company name"
          name="companyName"
          autoComplete="organization"
          placeholder="Harbor Realty"
          required
          invalid={invalidField === 'companyName'}
          hint={hintFor('companyName')}
          value={fields.companyName}
          onChange={(event) => update('companyName', event.target.value)}
        />
        <SelectField
          label="Sector"
          name="sector"
          placeholder="Choose a sector"
          options={demoCallSectorOptions}
          required
          invalid={invalidField === 'sector'}
          hint={hintFor('sector')}
          value={fields.sector}
          onChange={(event) => update('sector', event.target.value)}
        />
        <SelectField
          label="Call goal"
          name="goal"
          placeholder="Choose a goal"
          options={demoCallGoals}
          required
          invalid={invalidField === 'goal'}
          hint={hintFor('goal')}
          value={fields.goal}
          onChange={(event) => update('goal', event.target.value)}
        />
      </div>
      {outcome?.kind === 'failed' && <Alert tone="error">{outcome.message}</Alert>}
      {outcome?.kind === 'succeeded' && <Alert tone="success">{demoCallMessages.success}</Alert>}
      <Button type="submit" disabled={isLoading || succeeded} className="w-full py-3 text-base">
        <PhoneIcon className="size-5" />
        {isLoading ? 'Initiating call...' : 'Call me now'}
      </Button>
      <p className="text-center text-xs text-neutral-500">
        The AI calls the number above once, introducing itself as your receptionist.
      </p>
    </form>
  );
};
