import type { RecordDepositPayment } from '@vanilla/domain';
import {
  PayloadError,
  id,
  object,
  optionalId,
  optionalObject,
  text,
  wholeNumber,
} from '../../infrastructure/http/payload.js';
import type { Json } from '../../infrastructure/http/payload.js';

export type DepositPayment = RecordDepositPayment['data'];

// A Stripe reference is an id, or the object itself when expanded.
const ref = (value: unknown, path: string): string | null =>
  typeof value === 'object' && value !== null
    ? optionalId(object(value, path).id, `${path}.id`)
    : optionalId(value, path);

// Deposits are asked in dollars and charged in cents (a two-decimal currency).
const paid = (source: Json, proposalId: string, cents: unknown, paymentIntentId: string | null) => {
  const amount = wholeNumber(cents);
  if (amount === null) throw new PayloadError('data.object.amount', 'is not an amount in cents');
  if (paymentIntentId === null) {
    throw new PayloadError('data.object.payment_intent', 'is required');
  }
  const currency = text(source.currency, 3).toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) throw new PayloadError('data.object.currency', 'is no code');
  return { proposalId, amount: amount / 100, currency, paymentIntentId };
};

// The deposit a verified Connect event reports paid, or null when it reports none: Checkout's
// completed (paid) session in payment mode, or the payment intent it made succeeding. Both carry
// the proposal in their metadata, as the deposit's checkout put it there.
export const depositPaymentIn = (type: string, eventObject: Json): DepositPayment | null => {
  const metadata = optionalObject(eventObject.metadata, 'data.object.metadata');
  const proposalId = optionalId(metadata.proposalId, 'data.object.metadata.proposalId');
  if (proposalId === null) return null;
  switch (type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      if (eventObject.mode !== 'payment' || eventObject.payment_status !== 'paid') return null;
      return paid(
        eventObject,
        proposalId,
        eventObject.amount_total,
        ref(eventObject.payment_intent, 'data.object.payment_intent'),
      );
    case 'payment_intent.succeeded':
      return paid(
        eventObject,
        proposalId,
        eventObject.amount_received,
        id(eventObject.id, 'data.object.id'),
      );
    default:
      return null;
  }
};

// account.updated of a connected account: its status, and the company our metadata names (null
// for another event, or an account we did not make).
export const accountUpdateIn = (
  type: string,
  eventObject: Json,
): {
  account: { id: string; chargesEnabled: boolean; detailsSubmitted: boolean };
  companyId: string;
} | null => {
  if (type !== 'account.updated') return null;
  const metadata = optionalObject(eventObject.metadata, 'data.object.metadata');
  const companyId = optionalId(metadata.companyId, 'data.object.metadata.companyId');
  if (companyId === null) return null;
  return {
    companyId,
    account: {
      id: id(eventObject.id, 'data.object.id'),
      chargesEnabled: eventObject.charges_enabled === true,
      detailsSubmitted: eventObject.details_submitted === true,
    },
  };
};
