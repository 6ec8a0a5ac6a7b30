import type { Tier } from '@vanilla/contracts';
import type { RecordStripeEvent, StripeFact, SubscriptionSnapshot } from '@vanilla/domain';
import {
  PayloadError,
  id,
  latestReported,
  object,
  optionalId,
  optionalList,
  optionalObject,
  optionalText,
  text,
  unixInstant,
  url,
  wholeNumber,
} from '../infrastructure/http/payload.js';
import type { Json } from '../infrastructure/http/payload.js';
import { BadRequestException, ServiceUnavailableException } from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import { headerOf } from '../infrastructure/http/http.js';
import type { HttpRequest } from '../infrastructure/http/http.js';
import type { StripeWebhookEvent, StripeWebhookVerifier } from './providers/payments.js';

// Verified Stripe events, read with the shared payload readers: an event whose shape or ids we
// cannot read is refused (400, nothing stored); a time, amount or text we cannot use counts as
// missing. What is kept fits the subscription read model (indexed ids, timestamps, bigint).

// A Stripe reference is an id, or the object itself when expanded.
const ref = (value: unknown, path: string): string | null =>
  typeof value === 'object' && value !== null
    ? optionalId(object(value, path).id, `${path}.id`)
    : optionalId(value, path);

const firstOf = (list: unknown, path: string): Json => {
  const items = optionalList(optionalObject(list, path).data, `${path}.data`);
  return optionalObject(items[0], `${path}.data[0]`);
};

// A period or trial may end years ahead, never centuries.
const TEN_YEARS_MS = 10 * 366 * 24 * 60 * 60 * 1000;

// A Stripe time (Unix seconds) after 2000 and at most ten years after the event, else null.
const timeOf = (value: unknown, event: StripeWebhookEvent): string | null =>
  unixInstant(value, new Date(event.created * 1000 + TEN_YEARS_MS))?.toISOString() ?? null;

// The envelope of a verified event: its id (deduplication), type, `created` (ordering: an older
// state never lands on a newer one, so it must be a real time no later than now) and object.
export const readStripeEvent = (payload: unknown, receivedAt: Date): StripeWebhookEvent => {
  const event = object(payload, 'event');
  const type = text(event.type, 100);
  if (!type) throw new PayloadError('type', 'must name the event type');
  const created = unixInstant(event.created, latestReported(receivedAt));
  if (!created) throw new PayloadError('created', 'is not a time in Unix seconds up to now');
  return {
    id: id(event.id, 'id'),
    type,
    created: created.getTime() / 1000,
    account: optionalId(event.account, 'account'),
    data: { object: object(object(event.data, 'data').object, 'data.object') },
  };
};

// A delivery to one of our Stripe endpoints, verified on its raw body with that endpoint's secret
// (400 when it is not Stripe's, 503 while the endpoint has no secret) and read as above.
export const receiveStripeEvent = (
  verify: StripeWebhookVerifier | null,
  request: RawBodyRequest<HttpRequest>,
  { endpoint, secretName }: { endpoint: string; secretName: string },
): StripeWebhookEvent => {
  if (!verify) throw new ServiceUnavailableException(`${endpoint} are not set up (${secretName}).`);
  let verified: unknown;
  try {
    verified = verify(request.rawBody ?? Buffer.alloc(0), headerOf(request, 'stripe-signature'));
  } catch (error) {
    throw new BadRequestException(
      `Invalid Stripe webhook: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return readStripeEvent(verified, new Date());
};

export type PriceTiers = { pro: string | null; super_pro: string | null };

export const tierOfPrice = (priceId: string, prices: PriceTiers): Tier =>
  priceId === prices.super_pro ? 'super_pro' : priceId === prices.pro ? 'pro' : 'free';

// Our user, as the checkout tagged it: the session's client_reference_id, or the `userId` kept in
// the subscription's metadata (which Stripe copies onto invoices, in either API version's place).
export const userIdIn = (event: StripeWebhookEvent): string | null => {
  const o = event.data.object;
  const userIdOf = (metadata: unknown, path: string) =>
    optionalId(optionalObject(metadata, path).userId, `${path}.userId`);
  const parent = optionalObject(o.parent, 'data.object.parent');
  const parentDetails = optionalObject(
    parent.subscription_details,
    'data.object.parent.subscription_details',
  );
  const details = optionalObject(o.subscription_details, 'data.object.subscription_details');
  return (
    optionalId(o.client_reference_id, 'data.object.client_reference_id') ??
    userIdOf(o.metadata, 'data.object.metadata') ??
    userIdOf(parentDetails.metadata, 'data.object.parent.subscription_details.metadata') ??
    userIdOf(details.metadata, 'data.object.subscription_details.metadata')
  );
};

export const customerIn = (event: StripeWebhookEvent): string | null =>
  ref(event.data.object.customer, 'data.object.customer');

const snapshot = (o: Json, event: StripeWebhookEvent, prices: PriceTiers): SubscriptionSnapshot => {
  const item = firstOf(o.items, 'data.object.items');
  const priceId =
    ref(item.price, 'data.object.items.data[0].price') ?? ref(o.plan, 'data.object.plan') ?? '';
  return {
    subscriptionId: optionalId(o.id, 'data.object.id') ?? '',
    customerId: ref(o.customer, 'data.object.customer') ?? '',
    status: text(o.status, 50) || 'incomplete',
    priceId,
    itemId: optionalId(item.id, 'data.object.items.data[0].id') ?? '',
    tier: tierOfPrice(priceId, prices),
    cancelAtPeriodEnd: o.cancel_at_period_end === true,
    // Newer API versions keep the period on the item, older ones on the subscription.
    currentPeriodEnd: timeOf(item.current_period_end, event) ?? timeOf(o.current_period_end, event),
    trialEnd: timeOf(o.trial_end, event),
  };
};

// The command a verified Stripe webhook makes on `userId`'s subscription stream: what its payload
// says, read into the domain's terms (the decider makes the event of it), or null for the types
// we do not act on.
export const stripeCommandOf = (
  event: StripeWebhookEvent,
  userId: string,
  prices: PriceTiers,
): RecordStripeEvent | null => {
  const fact = stripeFactOf(event, prices);
  return (
    fact && {
      type: 'RecordStripeEvent',
      data: {
        userId,
        stripeEventId: event.id,
        stripeCreated: event.created,
        at: new Date(event.created * 1000).toISOString(),
        fact,
      },
    }
  );
};

const stripeFactOf = (event: StripeWebhookEvent, prices: PriceTiers): StripeFact | null => {
  const o = event.data.object;
  switch (event.type) {
    case 'checkout.session.completed':
      return {
        kind: 'CheckoutCompleted',
        customerId: ref(o.customer, 'data.object.customer') ?? '',
        subscriptionId: ref(o.subscription, 'data.object.subscription'),
      };
    case 'customer.subscription.created':
      return { kind: 'SubscriptionCreated', subscription: snapshot(o, event, prices) };
    case 'customer.subscription.updated':
      return { kind: 'SubscriptionUpdated', subscription: snapshot(o, event, prices) };
    case 'customer.subscription.deleted':
      return {
        kind: 'SubscriptionDeleted',
        subscriptionId: optionalId(o.id, 'data.object.id') ?? '',
        customerId: ref(o.customer, 'data.object.customer') ?? '',
      };
    case 'invoice.paid': {
      // A subscription invoice's own period_start/end is the period just ended; the period paid
      // for is its line's.
      const line = firstOf(o.lines, 'data.object.lines');
      const period = optionalObject(line.period, 'data.object.lines.data[0].period');
      const transitions = optionalObject(o.status_transitions, 'data.object.status_transitions');
      return {
        kind: 'InvoicePaid',
        invoiceId: optionalId(o.id, 'data.object.id') ?? '',
        number: optionalText(o.number, 100),
        amountPaid: wholeNumber(o.amount_paid) ?? 0,
        currency: text(o.currency, 10) || 'usd',
        periodStart: timeOf(period.start, event) ?? timeOf(o.period_start, event),
        periodEnd: timeOf(period.end, event) ?? timeOf(o.period_end, event),
        hostedInvoiceUrl: url(o.hosted_invoice_url),
        paidAt: timeOf(transitions.paid_at, event),
      };
    }
    case 'invoice.payment_failed':
      return {
        kind: 'PaymentFailed',
        invoiceId: optionalId(o.id, 'data.object.id') ?? '',
        amountDue: wholeNumber(o.amount_due) ?? 0,
        currency: text(o.currency, 10) || 'usd',
      };
    default:
      return null;
  }
};
