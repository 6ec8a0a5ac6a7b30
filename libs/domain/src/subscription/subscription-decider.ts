import type { DecideContext, Decider, DomainCommand } from '../decider/decider.js';
import type {
  CheckoutStarted,
  FromStripe,
  InvoicePaid,
  PaymentFailed,
  SubscriptionEvent,
  SubscriptionSnapshot,
  SubscriptionTier,
} from './subscription-events.js';

export type StartCheckout = DomainCommand<
  'StartCheckout',
  Omit<CheckoutStarted['data'], 'startedAt'>
>;

// What a verified Stripe webhook says about the user's subscription, read from its payload.
export type StripeFact =
  | { kind: 'CheckoutCompleted'; customerId: string; subscriptionId: string | null }
  | { kind: 'SubscriptionCreated' | 'SubscriptionUpdated'; subscription: SubscriptionSnapshot }
  | { kind: 'SubscriptionDeleted'; subscriptionId: string; customerId: string }
  | ({ kind: 'InvoicePaid' } & Omit<InvoicePaid['data'], keyof FromStripe | 'paidAt'> & {
        // Null when the invoice does not say: paid when Stripe told.
        paidAt: string | null;
      })
  | ({ kind: 'PaymentFailed' } & Omit<PaymentFailed['data'], keyof FromStripe | 'failedAt'>);

// `at` is when Stripe says the event happened (its `created`), the time its event records.
export type RecordStripeEvent = DomainCommand<
  'RecordStripeEvent',
  FromStripe & { at: string; fact: StripeFact }
>;

export type SubscriptionCommand = StartCheckout | RecordStripeEvent;

export type SubscriptionState = {
  // Stripe event ids already recorded: a redelivery is no news.
  seenEventIds: string[];
  subscription: SubscriptionSnapshot | null;
  // `created` of the Stripe event that set the current subscription state.
  stateAsOf: number;
  everPaid: boolean;
  paymentFailed: boolean;
};

export const initialSubscriptionState = (): SubscriptionState => ({
  seenEventIds: [],
  subscription: null,
  stateAsOf: 0,
  everPaid: false,
  paymentFailed: false,
});

const snapshotOf = (data: SubscriptionSnapshot): SubscriptionSnapshot => ({
  subscriptionId: data.subscriptionId,
  customerId: data.customerId,
  status: data.status,
  priceId: data.priceId,
  itemId: data.itemId,
  tier: data.tier,
  cancelAtPeriodEnd: data.cancelAtPeriodEnd,
  currentPeriodEnd: data.currentPeriodEnd,
  trialEnd: data.trialEnd,
});

// Stripe statuses that grant the plan's tier; past_due keeps it while Stripe retries the card.
const GRANTING = new Set(['active', 'trialing', 'past_due']);

export const grantsTier = (status: string): boolean => GRANTING.has(status);

// The plan a subscription gives: its tier while a granting status holds, free otherwise.
export const tierOf = ({
  subscription,
}: {
  subscription: Pick<SubscriptionSnapshot, 'status' | 'tier'> | null;
}): SubscriptionTier =>
  subscription && grantsTier(subscription.status) ? subscription.tier : 'free';

// Stripe keeps retrying the card while past due or unpaid.
export const paymentFailing = (status: string): boolean =>
  status === 'past_due' || status === 'unpaid';

export const evolveSubscription = (
  state: SubscriptionState,
  event: SubscriptionEvent,
): SubscriptionState => {
  if (event.type === 'CheckoutStarted') return state;
  const seen = { ...state, seenEventIds: [...state.seenEventIds, event.data.stripeEventId] };
  switch (event.type) {
    case 'CheckoutCompleted':
      return seen;
    case 'SubscriptionActivated':
    case 'SubscriptionChanged':
      return {
        ...seen,
        subscription: snapshotOf(event.data),
        stateAsOf: event.data.stripeCreated,
        everPaid: seen.everPaid || grantsTier(event.data.status),
        paymentFailed: paymentFailing(event.data.status),
      };
    case 'SubscriptionCanceled':
      return {
        ...seen,
        subscription: seen.subscription && { ...seen.subscription, status: 'canceled' },
        stateAsOf: event.data.stripeCreated,
      };
    case 'InvoicePaid':
      return { ...seen, paymentFailed: false, everPaid: true };
    case 'PaymentFailed':
      return { ...seen, paymentFailed: true };
  }
};

// The event a Stripe fact means, as Stripe timed it.
const eventOf = ({
  fact,
  at,
  ...from
}: RecordStripeEvent['data']): Exclude<SubscriptionEvent, CheckoutStarted> => {
  switch (fact.kind) {
    case 'CheckoutCompleted': {
      const { customerId, subscriptionId } = fact;
      return {
        type: 'CheckoutCompleted',
        data: { ...from, customerId, subscriptionId, completedAt: at },
      };
    }
    case 'SubscriptionCreated':
      return {
        type: 'SubscriptionActivated',
        data: { ...from, ...fact.subscription, activatedAt: at },
      };
    case 'SubscriptionUpdated':
      return {
        type: 'SubscriptionChanged',
        data: { ...from, ...fact.subscription, changedAt: at },
      };
    case 'SubscriptionDeleted': {
      const { subscriptionId, customerId } = fact;
      return {
        type: 'SubscriptionCanceled',
        data: { ...from, subscriptionId, customerId, canceledAt: at },
      };
    }
    case 'InvoicePaid': {
      const { kind: _kind, paidAt, ...invoice } = fact;
      return { type: 'InvoicePaid', data: { ...from, ...invoice, paidAt: paidAt ?? at } };
    }
    case 'PaymentFailed': {
      const { kind: _kind, ...invoice } = fact;
      return { type: 'PaymentFailed', data: { ...from, ...invoice, failedAt: at } };
    }
  }
};

const changesState = (type: SubscriptionEvent['type']) =>
  type === 'SubscriptionActivated' ||
  type === 'SubscriptionChanged' ||
  type === 'SubscriptionCanceled';

// Webhooks arrive late, twice, and out of order. A repeat is dropped; a subscription state older
// than the one recorded is dropped (it would put a stale plan on top of a newer one); an
// activation of a subscription already known is recorded as a change.
export const decideSubscription = (
  command: SubscriptionCommand,
  state: SubscriptionState,
  { now }: DecideContext,
): SubscriptionEvent[] => {
  if (command.type === 'StartCheckout') {
    return [{ type: 'CheckoutStarted', data: { ...command.data, startedAt: now.toISOString() } }];
  }
  const event = eventOf(command.data);
  if (state.seenEventIds.includes(event.data.stripeEventId)) return [];
  if (changesState(event.type) && event.data.stripeCreated < state.stateAsOf) return [];
  if (
    event.type === 'SubscriptionActivated' &&
    state.subscription?.subscriptionId === event.data.subscriptionId
  ) {
    // The creation is the subscription's first state: within the same second, what is known is newer.
    if (event.data.stripeCreated <= state.stateAsOf) return [];
    const { activatedAt, ...rest } = event.data;
    return [{ type: 'SubscriptionChanged', data: { ...rest, changedAt: activatedAt } }];
  }
  return [event];
};

export const subscriptionDecider: Decider<
  SubscriptionState,
  SubscriptionCommand,
  SubscriptionEvent
> = {
  initialState: initialSubscriptionState,
  evolve: evolveSubscription,
  decide: decideSubscription,
};
