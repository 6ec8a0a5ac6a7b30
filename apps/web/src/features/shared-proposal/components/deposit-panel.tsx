import type { SharedProposalDeposit } from '@vanilla/contracts';
import { useEffect, useState } from 'react';
import { CheckCircleIcon } from '../../../components/icons';
import { Button } from '../../../components/ui/button';
import { apiErrorMessage } from '../../../lib/api-error';
import { formatMoney } from '../../../lib/format';
import { startDepositCheckout } from '../api/shared-proposal-api';

type DepositPanelProps = {
  token: string;
  deposit: SharedProposalDeposit;
  /** Back from Stripe Checkout (`?deposit=paid`): the payment is confirmed by Stripe's webhook. */
  returnedPaid: boolean;
  refresh: () => void;
};

// Stripe's webhook usually lands within seconds of the client's return.
const CONFIRM_POLLS = 15;
const CONFIRM_EVERY_MS = 2_000;

/** Under "Proposal signed": the deposit due, its Pay button, and once Stripe confirms, "paid". */
export const DepositPanel = ({ token, deposit, returnedPaid, refresh }: DepositPanelProps) => {
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirming = returnedPaid && !deposit.paid;

  useEffect(() => {
    if (!confirming) return;
    let polls = 0;
    const timer = window.setInterval(() => {
      polls += 1;
      refresh();
      if (polls >= CONFIRM_POLLS) window.clearInterval(timer);
    }, CONFIRM_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [confirming, refresh]);

  const pay = async () => {
    setStarting(true);
    setError(null);
    try {
      const { url } = await startDepositCheckout(token);
      window.location.assign(url);
    } catch (failure) {
      setError(
        apiErrorMessage(
          failure,
          'Could not open the payment page. Please try again.',
          'Could not reach the server. Check your connection and try again.',
        ),
      );
      setStarting(false);
    }
  };

  const amount = formatMoney(deposit.due);
  if (deposit.paid) {
    return (
      <div
        role="status"
        className="mt-3 flex items-center gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 px-4 py-3"
      >
        <CheckCircleIcon className="size-5 shrink-0 text-emerald-600" />
        <p className="text-sm font-semibold text-emerald-900">Deposit paid: {amount}</p>
      </div>
    );
  }
  return (
    <div className="mt-3 rounded-2xl border border-slate-200 bg-white px-4 py-4 print:hidden">
      <p className="text-sm text-slate-700">
        A deposit of <span className="font-semibold tabular-nums">{amount}</span> is due now that
        the proposal is signed.
      </p>
      {confirming ? (
        <p role="status" className="mt-2 text-sm text-slate-700">
          Thank you. We are confirming your payment with Stripe; this page shows it paid in a
          moment.
        </p>
      ) : deposit.offered ? (
        <Button className="mt-3 w-full sm:w-auto" disabled={starting} onClick={() => void pay()}>
          {starting ? 'Opening Stripe…' : `Pay deposit ${amount}`}
        </Button>
      ) : (
        <p className="mt-2 text-sm text-slate-600">The contractor will tell you how to pay it.</p>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
};
