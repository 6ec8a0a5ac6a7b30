import {
  followUpLimits,
  followUpPlaceholders,
  weekDays,
  type FollowUpHours,
  type FollowUpPlanView,
  type FollowUpStep,
  type FollowUpTrigger,
} from '@vanilla/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormSelect, TextArea } from '../../../components/ui/form-fields';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { apiErrorMessage } from '../../../lib/api-error';
import { useFollowUpPlanQuery, useUpdateFollowUpPlanMutation } from '../api/follow-ups-api';

const messages = {
  loadFailed: 'Could not load your follow-up plan. Please try again.',
  saveFailed: 'Could not save your follow-up plan. Please try again.',
  network: 'Network error. Please check your connection and try again.',
  saved: 'Follow-up plan saved.',
} as const;

const triggerOptions: { value: FollowUpTrigger; label: string }[] = [
  { value: 'not_viewed_after_days', label: 'Not viewed after … days' },
  { value: 'viewed_not_signed_after_days', label: 'Viewed but not signed after … days' },
  { value: 'before_expiry_days', label: '… days before the link expires' },
];

const dayLabel = (day: string) => day.charAt(0).toUpperCase() + day.slice(1, 3);

type PlanForm = { enabled: boolean; steps: FollowUpStep[]; hours: FollowUpHours };

const newStep = (): FollowUpStep => ({
  id: `step-${Date.now().toString(36)}`,
  trigger: 'not_viewed_after_days',
  days: 3,
  channels: ['email'],
  subject: 'Following up on "{title}"',
  body: 'Hi {client_name},\n\nJust checking in about "{title}":\n{link}\n\n{company_name}',
});

const ChannelBox = ({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) => (
  <label className="flex min-h-11 items-center gap-2 text-sm text-neutral-800">
    <input
      type="checkbox"
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
      className="size-4 rounded border-neutral-300 accent-brand-600"
    />
    {label}
  </label>
);

const StepEditor = ({
  step,
  index,
  disabled,
  canRemove,
  onChange,
  onRemove,
}: {
  step: FollowUpStep;
  index: number;
  disabled: boolean;
  canRemove: boolean;
  onChange: (step: FollowUpStep) => void;
  onRemove: () => void;
}) => {
  const titleId = useId();
  const toggle = (channel: 'email' | 'sms', on: boolean) =>
    onChange({
      ...step,
      channels: on
        ? [...step.channels.filter((c) => c !== channel), channel]
        : step.channels.filter((c) => c !== channel),
    });
  return (
    <fieldset
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border border-neutral-200 p-4 sm:p-5"
    >
      <div className="flex items-center justify-between gap-3">
        <h4 id={titleId} className="text-sm font-semibold text-neutral-900">
          Step {index + 1}
        </h4>
        {canRemove && (
          <Button variant="ghost" onClick={onRemove} disabled={disabled}>
            Remove step {index + 1}
          </Button>
        )}
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-[2fr_1fr]">
        <FormSelect
          label="When"
          options={triggerOptions}
          value={step.trigger}
          disabled={disabled}
          onChange={(event) =>
            onChange({ ...step, trigger: event.target.value as FollowUpTrigger })
          }
        />
        <TextField
          label="Days"
          type="number"
          inputMode="numeric"
          min={followUpLimits.minDays}
          max={followUpLimits.maxDays}
          value={String(step.days)}
          disabled={disabled}
          onChange={(event) => onChange({ ...step, days: Number(event.target.value) })}
        />
      </div>
      <div role="group" aria-label={`Step ${index + 1} channels`} className="flex gap-6">
        <ChannelBox
          label="Email"
          checked={step.channels.includes('email')}
          disabled={disabled}
          onChange={(on) => toggle('email', on)}
        />
        <ChannelBox
          label="Text message"
          checked={step.channels.includes('sms')}
          disabled={disabled}
          onChange={(on) => toggle('sms', on)}
        />
      </div>
      {step.channels.includes('email') && (
        <TextField
          label="Email subject"
          maxLength={followUpLimits.subject}
          value={step.subject}
          disabled={disabled}
          onChange={(event) => onChange({ ...step, subject: event.target.value })}
        />
      )}
      <TextArea
        label="Message"
        rows={5}
        maxLength={followUpLimits.body}
        value={step.body}
        disabled={disabled}
        onChange={(event) => onChange({ ...step, body: event.target.value })}
      />
    </fieldset>
  );
};

const PlanEditor = ({ plan, canEdit }: { plan: FollowUpPlanView; canEdit: boolean }) => {
  const [form, setForm] = useState<PlanForm>({
    enabled: plan.enabled,
    steps: plan.steps,
    hours: plan.hours,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [save, { isLoading }] = useUpdateFollowUpPlanMutation();
  const disabled = !canEdit || isLoading;

  const change = (next: Partial<PlanForm>) => {
    setForm((current) => ({ ...current, ...next }));
    setSaved(false);
  };
  const setStep = (index: number, step: FollowUpStep) =>
    change({ steps: form.steps.map((s, i) => (i === index ? step : s)) });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setSaved(false);
    try {
      const result = await save(form).unwrap();
      setForm({ enabled: result.enabled, steps: result.steps, hours: result.hours });
      setSaved(true);
    } catch (error) {
      setFailure(apiErrorMessage(error, messages.saveFailed, messages.network));
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-6">
      <label className="flex min-h-11 items-start gap-3 rounded-2xl border border-neutral-200 p-4">
        <input
          type="checkbox"
          checked={form.enabled}
          disabled={disabled}
          onChange={(event) => change({ enabled: event.target.checked })}
          className="mt-0.5 size-5 rounded border-neutral-300 accent-brand-600"
        />
        <span>
          <span className="block text-sm font-semibold text-neutral-900">
            Send follow-ups automatically
          </span>
          <span className="mt-0.5 block text-sm text-neutral-500">
            Off by default. Only steps that fall due after you turn this on are sent.
          </span>
        </span>
      </label>

      <div className="flex flex-col gap-4">
        {form.steps.map((step, index) => (
          <StepEditor
            key={step.id}
            step={step}
            index={index}
            disabled={disabled}
            canRemove={canEdit && form.steps.length > followUpLimits.minSteps}
            onChange={(next) => setStep(index, next)}
            onRemove={() => change({ steps: form.steps.filter((_, i) => i !== index) })}
          />
        ))}
        {canEdit && form.steps.length < followUpLimits.maxSteps && (
          <Button
            variant="secondary"
            disabled={disabled}
            onClick={() => change({ steps: [...form.steps, newStep()] })}
            className="self-start"
          >
            Add a step
          </Button>
        )}
        <p className="text-sm text-neutral-500">
          Placeholders: {followUpPlaceholders.join(', ')}. Texts end with “Reply STOP to opt out.”;
          emails carry a link to stop reminders.
        </p>
      </div>

      <fieldset className="flex flex-col gap-4 rounded-2xl border border-neutral-200 p-4 sm:p-5">
        <legend className="px-1 text-sm font-semibold text-neutral-900">Business hours</legend>
        <p className="text-sm text-neutral-500">
          Follow-ups due outside these hours wait for the next opening ({plan.timezone}).
        </p>
        <div role="group" aria-label="Business days" className="flex flex-wrap gap-x-5">
          {weekDays.map((day) => (
            <ChannelBox
              key={day}
              label={dayLabel(day)}
              checked={form.hours.days.includes(day)}
              disabled={disabled}
              onChange={(on) =>
                change({
                  hours: {
                    ...form.hours,
                    days: weekDays.filter((d) => (d === day ? on : form.hours.days.includes(d))),
                  },
                })
              }
            />
          ))}
        </div>
        <div className="grid grid-cols-2 gap-4 sm:max-w-sm">
          <TextField
            label="Opens"
            type="time"
            value={form.hours.start}
            disabled={disabled}
            onChange={(event) => change({ hours: { ...form.hours, start: event.target.value } })}
          />
          <TextField
            label="Closes"
            type="time"
            value={form.hours.end}
            disabled={disabled}
            onChange={(event) => change({ hours: { ...form.hours, end: event.target.value } })}
          />
        </div>
      </fieldset>

      {failure && (
        <Alert tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {saved && <Alert tone="success">{messages.saved}</Alert>}
      {canEdit ? (
        <div className="flex justify-end">
          <Button type="submit" disabled={isLoading} className="w-full sm:w-auto">
            {isLoading ? 'Saving…' : 'Save follow-up plan'}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-neutral-500">Only a manager can change the follow-up plan.</p>
      )}
    </form>
  );
};

type FollowUpSettingsProps = {
  canEdit: boolean;
  /** Whether the viewer's plan sends by email and text: follow-ups of a plan without are skipped. */
  canSend: boolean;
  pricingPath: string;
};

/** Settings → Follow-ups: the company's reminders to clients, editable by managers. */
export const FollowUpSettings = ({ canEdit, canSend, pricingPath }: FollowUpSettingsProps) => {
  const { data: plan, isLoading, error } = useFollowUpPlanQuery();
  return (
    <section className="flex flex-col gap-6">
      <div>
        <h3 className="text-base font-semibold text-neutral-900">Follow-ups</h3>
        <p className="mt-1 text-sm text-neutral-500">
          Reminders to clients who have not opened or signed a proposal. They stop at once when the
          client signs, declines, writes, calls, or opts out, or when you stop them from the
          dashboard. Each one sent or skipped shows in the proposal’s history.
        </p>
      </div>
      {!canSend && (
        <Alert tone="info">
          Follow-ups go by email and text, which is part of Super Pro: for your proposals each step
          is recorded as skipped until you upgrade.{' '}
          <Link to={pricingPath} className="font-semibold underline">
            See plans
          </Link>
        </Alert>
      )}
      {isLoading && <Spinner label="Loading your follow-up plan…" className="py-10" />}
      {error && <Alert tone="error">{apiErrorMessage(error, messages.loadFailed)}</Alert>}
      {plan && <PlanEditor plan={plan} canEdit={canEdit} />}
    </section>
  );
};
