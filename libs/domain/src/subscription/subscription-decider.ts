import type { Decider, DomainCommand } from '../decider/decider.js';
import type {
  CheckoutStarted,
  SubscriptionEvent,
  SubscriptionSnapshot,
  SubscriptionTier,
} from './subscription-events.js';

export type StartCheckout = DomainCommand<'StartCheckout', CheckoutStarted['data']>;

// A verified Stripe webhook, already read into the event it means (or none it cares about).
export type RecordStripeEvent = DomainCommand<
  'RecordStripeEvent',
  { event: Exclude<SubscriptionEvent, CheckoutStarted> }
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

export const tierOf = (state: SubscriptionState): SubscriptionTier =>
  state.subscription && GRANTING.has(state.subscription.status) ? state.subscription.tier : 'free';

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
        everPaid: seen.everPaid || GRANTING.has(event.data.status),
        paymentFailed: event.data.status === 'past_due' || event.data.status === 'unpaid',
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
): SubscriptionEvent[] => {
  if (command.type === 'StartCheckout') return [{ type: 'CheckoutStarted', data: command.data }];
  const { event } = command.data;
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
