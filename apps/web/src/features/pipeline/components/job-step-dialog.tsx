import {
  paymentMethodLabels,
  paymentMethods,
  type JobRow,
  type PaymentMethod,
} from '@vanilla/contracts';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions, DialogBody } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { apiErrorMessage } from '../../../lib/api-error';
import { useJobStepMutation } from '../api/jobs-api';
import { newPaymentId, parseAmount } from '../utils/job-forms';
import { formatMoney, todayDay } from '../../../lib/format';
import { FormSelect } from '../../../components/ui/form-fields';
import type { TeamOption } from './new-job-dialog';

const STEP_FAILED = 'Could not update the job. Please try again.';

export type StepWithForm = 'schedule' | 'invoice' | 'payment';

type JobStepDialogProps = {
  job: JobRow;
  step: StepWithForm;
  team?: readonly TeamOption[];
  onClose: () => void;
};

const titles: Record<StepWithForm, string> = {
  schedule: 'Schedule job',
  invoice: 'Send invoice',
  payment: 'Record payment',
};

/** The steps that need a few facts: a date (and who), the invoice's amount, the payment. */
export const JobStepDialog = ({ job, step, team, onClose }: JobStepDialogProps) => {
  const [date, setDate] = useState(step === 'schedule' ? (job.scheduled_date ?? '') : todayDay());
  const [teamMemberId, setTeamMemberId] = useState(job.team_member_id);
  const outstanding = Math.max(job.invoiced_amount - job.paid_amount, 0);
  const [amount, setAmount] = useState(
    String(step === 'payment' && outstanding > 0 ? outstanding : job.amount),
  );
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [paymentId] = useState(newPaymentId);
  const [error, setError] = useState<string | null>(null);
  const [jobStep, { isLoading }] = useJobStepMutation();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const value = parseAmount(amount);
    if ((step === 'schedule' || step === 'payment') && date === '') {
      setError('Please choose a date.');
      return;
    }
    if (step !== 'schedule' && value === null) {
      setError('Please enter the amount in dollars, e.g. 8450.');
      return;
    }
    try {
      if (step === 'schedule') {
        await jobStep({
          id: job.id,
          step: 'schedule',
          date,
          ...(teamMemberId ? { teamMemberId } : {}),
        }).unwrap();
      } else if (step === 'invoice') {
        await jobStep({ id: job.id, step: 'invoice', amount: value ?? job.amount }).unwrap();
      } else {
        await jobStep({
          id: job.id,
          step: 'payments',
          amount: value ?? 0,
          date,
          method,
          paymentId,
        }).unwrap();
      }
      onClose();
    } catch (failure) {
      setError(apiErrorMessage(failure, STEP_FAILED));
    }
  };

  return (
    <Dialog
      title={titles[step]}
      description={`${job.service} for ${job.client} · ${formatMoney(job.amount)}`}
      onClose={onClose}
      busy={isLoading}
      closeOnBackdrop={false}
      width="sm"
      focusFirstField
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogBody>
          {error && <Alert tone="error">{error}</Alert>}
          {step !== 'invoice' && (
            <TextField
              label={step === 'schedule' ? 'Date' : 'Payment date'}
              type="date"
              required
              value={date}
              onChange={(event) => setDate(event.target.value)}
            />
          )}
          {step === 'schedule' && team && team.length > 0 && (
            <FormSelect
              label="Team member"
              value={teamMemberId}
              onChange={(event) => setTeamMemberId(event.target.value)}
              options={team.map((member) => ({ value: member.id, label: member.name }))}
            />
          )}
          {step !== 'schedule' && (
            <TextField
              label="Amount ($)"
              required
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          )}
          {step === 'payment' && (
            <FormSelect
              label="Method"
              value={method}
              onChange={(event) => {
                const chosen = paymentMethods.find((value) => value === event.target.value);
                if (chosen) setMethod(chosen);
              }}
              options={paymentMethods.map((value) => ({
                value,
                label: paymentMethodLabels[value],
              }))}
            />
          )}
          <DialogActions>
            <Button variant="secondary" onClick={onClose} disabled={isLoading}>
              Cancel
            </Button>
            <Button type="submit" disabled={isLoading}>
              {isLoading ? 'Saving...' : titles[step]}
            </Button>
          </DialogActions>
        </DialogBody>
      </form>
    </Dialog>
  );
};
