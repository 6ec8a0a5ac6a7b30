import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { closeOnce } from './suite-resources.js';

// A local server speaking the part of Stripe's REST API (https://docs.stripe.com/api) the payments
// adapter uses, closely enough for the official SDK: form bodies in bracket notation, Bearer or
// Basic auth with the secret key, idempotency keys, Stripe's error JSON and ids. Beside it, builders
// of the objects and events Stripe sends to webhooks, and the SDK's own `Stripe-Signature`.

// Objects are checked against the SDK's types with `satisfies Shape<...>`: a misspelt or retired
// field fails to compile. Every field is optional so only what Stripe documents as always present
// (and what our code could read) needs writing.
type Shape<T> = T extends (infer Item)[]
  ? Shape<Item>[]
  : T extends object
    ? { [Key in keyof T]?: Shape<T[Key]> }
    : T;

type Metadata = Record<string, string>;

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

const randomText = (length: number) =>
  Array.from(randomBytes(length), (byte) => BASE62[byte % BASE62.length]).join('');

// Stripe's ids: a type prefix, then base62 (sub_1Q..., si_..., cs_test_a1...).
const randomId = (prefix: string, length = 24) => `${prefix}${randomText(length)}`;

const unixNow = () => Math.floor(Date.now() / 1000);

const addMonths = (seconds: number, months: number) => {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + months);
  return Math.floor(date.getTime() / 1000);
};

const DAY = 86_400;

// --- Object builders -----------------------------------------------------------------------------

export type StripePriceOptions = {
  // In the currency's smallest unit (cents); null for a price we know nothing about.
  unitAmount?: number | null;
  currency?: string;
  interval?: 'month' | 'year';
  product?: string;
};

const productOf = (priceId: string) => `prod_${priceId.replace(/^price_/, '')}`;

export const stripePrice = (priceId: string, options: StripePriceOptions = {}) => {
  const unitAmount = options.unitAmount ?? null;
  return {
    id: priceId,
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: unixNow(),
    currency: options.currency ?? 'usd',
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: options.product ?? productOf(priceId),
    recurring: {
      interval: options.interval ?? 'month',
      interval_count: 1,
      meter: null,
      trial_period_days: null,
      usage_type: 'licensed',
    },
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: 'recurring',
    unit_amount: unitAmount,
    unit_amount_decimal: unitAmount === null ? null : String(unitAmount),
  } satisfies Shape<Stripe.Price>;
};

type StripePriceObject = ReturnType<typeof stripePrice>;

// The legacy `plan` Stripe still puts beside `price` on subscription items.
const stripePlan = (price: StripePriceObject) =>
  ({
    id: price.id,
    object: 'plan',
    active: true,
    amount: price.unit_amount,
    billing_scheme: 'per_unit',
    created: price.created,
    currency: price.currency,
    interval: price.recurring.interval,
    interval_count: 1,
    livemode: false,
    metadata: {},
    meter: null,
    nickname: null,
    product: price.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  }) satisfies Shape<Stripe.Plan>;

const stripeSubscriptionItem = (input: {
  id: string;
  subscription: string;
  price: StripePriceObject;
  created: number;
  periodStart: number;
  periodEnd: number;
}) =>
  ({
    id: input.id,
    object: 'subscription_item',
    billing_thresholds: null,
    created: input.created,
    current_period_end: input.periodEnd,
    current_period_start: input.periodStart,
    discounts: [],
    metadata: {},
    plan: stripePlan(input.price),
    price: input.price,
    quantity: 1,
    subscription: input.subscription,
    tax_rates: [],
  }) satisfies Shape<Stripe.SubscriptionItem>;

type StripeSubscriptionItemObject = ReturnType<typeof stripeSubscriptionItem>;

export type StripeSubscriptionOptions = {
  id?: string;
  customer: string;
  priceId: string;
  price?: StripePriceOptions;
  itemId?: string;
  // 'trialing' when trialEnd is given, else 'active'.
  status?: Stripe.Subscription.Status;
  // Ours carry { userId }.
  metadata?: Metadata;
  cancelAtPeriodEnd?: boolean;
  // Unix seconds; the period runs a month (a year for yearly prices) from its start by default.
  currentPeriodStart?: number;
  currentPeriodEnd?: number;
  trialEnd?: number | null;
  created?: number;
};

// The billing period is on each item since API version 2025-03-31.basil; older versions (and
// endpoints pinned to one) still read it on the subscription, so both are given.
const withPeriod = <T extends { items: { data: StripeSubscriptionItemObject[] } }>(
  subscription: T,
) => ({
  ...subscription,
  current_period_start: subscription.items.data[0]?.current_period_start ?? null,
  current_period_end: subscription.items.data[0]?.current_period_end ?? null,
});

const cancellationOf = (cancelAtPeriodEnd: boolean, periodEnd: number | null, now: number) => ({
  cancel_at: cancelAtPeriodEnd ? periodEnd : null,
  cancel_at_period_end: cancelAtPeriodEnd,
  canceled_at: cancelAtPeriodEnd ? now : null,
  cancellation_details: {
    comment: null,
    feedback: null,
    reason: cancelAtPeriodEnd ? 'cancellation_requested' : null,
  },
});

export const stripeSubscription = (options: StripeSubscriptionOptions) => {
  const id = options.id ?? randomId('sub_1Q');
  const created = options.created ?? unixNow();
  const price = stripePrice(options.priceId, options.price);
  const trialEnd = options.trialEnd ?? null;
  const periodStart = options.currentPeriodStart ?? created;
  const periodEnd =
    options.currentPeriodEnd ??
    trialEnd ??
    addMonths(periodStart, price.recurring.interval === 'year' ? 12 : 1);
  const item = stripeSubscriptionItem({
    id: options.itemId ?? randomId('si_', 14),
    subscription: id,
    price,
    created,
    periodStart,
    periodEnd,
  });
  const subscription = {
    id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: periodStart,
    billing_cycle_anchor_config: null,
    billing_thresholds: null,
    ...cancellationOf(options.cancelAtPeriodEnd ?? false, periodEnd, created),
    collection_method: 'charge_automatically',
    created,
    currency: price.currency,
    customer: options.customer,
    days_until_due: null,
    default_payment_method: null,
    default_source: null,
    description: null,
    discounts: [],
    ended_at: null,
    items: {
      object: 'list',
      data: [item],
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    latest_invoice: null,
    livemode: false,
    metadata: options.metadata ?? {},
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: created,
    status: options.status ?? (trialEnd === null ? 'active' : 'trialing'),
    test_clock: null,
    transfer_data: null,
    trial_end: trialEnd,
    trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } },
    trial_start: trialEnd === null ? null : created,
  } satisfies Shape<Stripe.Subscription>;
  return withPeriod(subscription);
};

export type StripeSubscriptionObject = ReturnType<typeof stripeSubscription>;

export type StripeCheckoutSessionOptions = {
  id?: string;
  // 'open' sessions have a URL; 'complete' ones a customer and subscription.
  status?: 'open' | 'complete' | 'expired';
  // Defaults to 'paid' when complete ('no_payment_required' for a trial), else 'unpaid'.
  paymentStatus?: 'paid' | 'unpaid' | 'no_payment_required';
  clientReferenceId?: string | null;
  customer?: string | null;
  customerEmail?: string | null;
  subscription?: string | null;
  invoice?: string | null;
  metadata?: Metadata;
  successUrl?: string | null;
  cancelUrl?: string | null;
  allowPromotionCodes?: boolean;
  created?: number;
};

export const stripeCheckoutSession = (options: StripeCheckoutSessionOptions = {}) => {
  const id = options.id ?? randomId('cs_test_a1', 58);
  const created = options.created ?? unixNow();
  const status = options.status ?? 'open';
  const customerEmail = options.customerEmail ?? null;
  return {
    id,
    object: 'checkout.session',
    adaptive_pricing: { enabled: false },
    after_expiration: null,
    allow_promotion_codes: options.allowPromotionCodes ?? null,
    // A payment-mode session (a deposit) has its amounts; a subscription's stay null.
    amount_subtotal: null as number | null,
    amount_total: null as number | null,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: options.cancelUrl ?? null,
    client_reference_id: options.clientReferenceId ?? null,
    client_secret: null,
    consent: null,
    consent_collection: null,
    created,
    currency: null as string | null,
    custom_fields: [],
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    },
    customer: options.customer ?? null,
    customer_creation: null,
    customer_details:
      status === 'complete'
        ? {
            address: null,
            email: customerEmail,
            name: null,
            phone: null,
            tax_exempt: 'none',
            tax_ids: [],
          }
        : null,
    customer_email: customerEmail,
    expires_at: created + DAY,
    invoice: options.invoice ?? null,
    invoice_creation: null,
    livemode: false,
    locale: null,
    metadata: options.metadata ?? {},
    mode: 'subscription' as 'subscription' | 'payment',
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'always',
    payment_method_types: ['card'],
    payment_status: options.paymentStatus ?? (status === 'complete' ? 'paid' : 'unpaid'),
    recovered_from: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_options: [],
    status,
    submit_type: null,
    subscription: options.subscription ?? null,
    success_url: options.successUrl ?? null,
    total_details: null,
    ui_mode: 'hosted',
    // Stripe adds a fragment the Checkout page reads; only open sessions have a URL.
    url: status === 'open' ? `https://checkout.stripe.com/c/pay/${id}#fid${randomText(40)}` : null,
  } satisfies Shape<Stripe.Checkout.Session>;
};

export type StripeCheckoutSessionObject = ReturnType<typeof stripeCheckoutSession>;

const stripePortalSession = (customer: string, returnUrl: string | null) =>
  ({
    id: randomId('bps_1Q'),
    object: 'billing_portal.session',
    configuration: randomId('bpc_1Q'),
    created: unixNow(),
    customer,
    customer_account: null,
    flow: null,
    livemode: false,
    locale: null,
    on_behalf_of: null,
    return_url: returnUrl,
    url: `https://billing.stripe.com/p/session/test_${randomText(64)}`,
  }) satisfies Shape<Stripe.BillingPortal.Session>;

export type StripePortalSessionObject = ReturnType<typeof stripePortalSession>;

export type StripeInvoiceOptions = {
  id?: string;
  customer: string;
  subscription: string;
  // The subscription's metadata ({ userId }), which Stripe copies onto its invoices.
  metadata?: Metadata;
  priceId: string;
  itemId?: string;
  // In the currency's smallest unit: amount_paid when paid, amount_due either way.
  amount: number;
  currency?: string;
  // invoice.paid (true) or invoice.payment_failed (false).
  paid: boolean;
  billingReason?: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  // The service period the line pays for (Unix seconds); a month from now by default.
  periodStart?: number;
  periodEnd?: number;
  created?: number;
  number?: string;
};

export const stripeInvoice = (options: StripeInvoiceOptions) => {
  const id = options.id ?? randomId('in_1Q');
  const created = options.created ?? unixNow();
  const currency = options.currency ?? 'usd';
  const metadata = options.metadata ?? {};
  const reason = options.billingReason ?? 'subscription_create';
  const periodStart = options.periodStart ?? created;
  const periodEnd = options.periodEnd ?? addMonths(periodStart, 1);
  // The invoice's own period is the one that just ended (usage), not the one paid for: a first
  // invoice has an empty period at its creation; a renewal covers the previous period.
  const invoicePeriod =
    reason === 'subscription_cycle'
      ? { start: periodStart - (periodEnd - periodStart), end: periodStart }
      : { start: created, end: created };
  const line = {
    id: randomId('il_1Q'),
    object: 'line_item',
    amount: options.amount,
    currency,
    description: `1 × ${productOf(options.priceId)}`,
    discount_amounts: [],
    discountable: true,
    discounts: [],
    invoice: id,
    livemode: false,
    metadata,
    parent: {
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null,
        proration: false,
        proration_details: { credited_items: null },
        subscription: options.subscription,
        subscription_item: options.itemId ?? randomId('si_', 14),
      },
      type: 'subscription_item_details',
    },
    period: { start: periodStart, end: periodEnd },
    pretax_credit_amounts: [],
    pricing: {
      price_details: { price: options.priceId, product: productOf(options.priceId) },
      type: 'price_details',
    },
    quantity: 1,
    subtotal: options.amount,
    taxes: [],
  } satisfies Shape<Stripe.InvoiceLineItem>;
  const invoice = {
    id,
    object: 'invoice',
    account_country: 'US',
    account_name: 'Vanilla (test)',
    amount_due: options.amount,
    amount_overpaid: 0,
    amount_paid: options.paid ? options.amount : 0,
    amount_remaining: options.paid ? 0 : options.amount,
    amount_shipping: 0,
    attempt_count: 1,
    attempted: true,
    auto_advance: !options.paid,
    billing_reason: reason,
    collection_method: 'charge_automatically',
    created,
    currency,
    customer: options.customer,
    customer_email: null,
    default_payment_method: null,
    default_source: null,
    description: null,
    discounts: [],
    due_date: null,
    effective_at: created,
    ending_balance: 0,
    hosted_invoice_url: `https://invoice.stripe.com/i/acct_1Q${randomText(14)}/test_${randomText(48)}`,
    invoice_pdf: `https://pay.stripe.com/invoice/acct_1Q${randomText(14)}/test_${randomText(48)}/pdf?s=ap`,
    lines: {
      object: 'list',
      data: [line],
      has_more: false,
      url: `/v1/invoices/${id}/lines`,
    },
    livemode: false,
    metadata: {},
    // Stripe retries a failed charge on its Smart Retries schedule.
    next_payment_attempt: options.paid ? null : created + 3 * DAY,
    number: options.number ?? `${randomText(8).toUpperCase()}-0001`,
    parent: {
      quote_details: null,
      subscription_details: { metadata, subscription: options.subscription },
      type: 'subscription_details',
    },
    period_end: invoicePeriod.end,
    period_start: invoicePeriod.start,
    receipt_number: null,
    starting_balance: 0,
    status: options.paid ? 'paid' : 'open',
    status_transitions: {
      finalized_at: created,
      marked_uncollectible_at: null,
      paid_at: options.paid ? created : null,
      voided_at: null,
    },
    subtotal: options.amount,
    subtotal_excluding_tax: options.amount,
    total: options.amount,
    total_excluding_tax: options.amount,
    webhooks_delivered_at: null,
  } satisfies Shape<Stripe.Invoice>;
  // Before API version 2025-03-31.basil the subscription was linked at the top level.
  return { ...invoice, subscription: options.subscription };
};

export type StripeInvoiceObject = ReturnType<typeof stripeInvoice>;

export type StripeEventOptions = {
  id?: string;
  created?: number;
  // For *.updated events: the changed fields' old values.
  previousAttributes?: Record<string, unknown>;
};

// An event as Stripe posts it to a webhook endpoint (a "snapshot" event of API version v1).
export const stripeEvent = (
  type: Stripe.Event.Type,
  object: Record<string, unknown>,
  options: StripeEventOptions = {},
) =>
  ({
    id: options.id ?? randomId('evt_1Q'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: options.created ?? unixNow(),
    data: {
      object,
      ...(options.previousAttributes ? { previous_attributes: options.previousAttributes } : {}),
    },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  }) satisfies Shape<Stripe.EventBase>;

// The `Stripe-Signature` header for `payload` (the exact body posted), made by the SDK itself;
// `timestamp` is in Unix seconds and defaults to now.
export const signedStripeWebhook = (payload: string, webhookSecret: string, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret, timestamp });

// --- Connect -------------------------------------------------------------------------------------

export type StripeAccountOptions = {
  id?: string;
  type?: 'custom' | 'express' | 'standard';
  email?: string | null;
  country?: string;
  metadata?: Metadata;
  // A new account can take no charges until its owner finishes onboarding.
  chargesEnabled?: boolean;
  detailsSubmitted?: boolean;
  created?: number;
};

// A connected account, with the fields an onboarding flow reads.
export const stripeAccount = (options: StripeAccountOptions = {}) => ({
  id: options.id ?? randomId('acct_1Q', 16),
  object: 'account' as const,
  business_type: null,
  capabilities: {},
  charges_enabled: options.chargesEnabled ?? false,
  country: options.country ?? 'US',
  created: options.created ?? unixNow(),
  default_currency: 'usd',
  details_submitted: options.detailsSubmitted ?? false,
  email: options.email ?? null,
  metadata: options.metadata ?? {},
  payouts_enabled: options.chargesEnabled ?? false,
  type: options.type ?? 'express',
});

export type StripeAccountObject = ReturnType<typeof stripeAccount>;

// --- The server ----------------------------------------------------------------------------------

// A form body decoded the way Stripe reads it: `a[b][0][c]=v` is { a: { b: [{ c: 'v' }] } }.
export type StripeParam = string | StripeParam[] | { [key: string]: StripeParam };
export type StripeParams = { [key: string]: StripeParam };

export type ReceivedStripeRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  params: StripeParams;
  raw: string;
};

// The next request is answered with this Stripe error, or its connection is dropped unanswered.
export type StripeFailure =
  { status: number; type: string; message: string; code?: string } | 'disconnect';

export type CompletedCheckout = {
  session: StripeCheckoutSessionObject;
  subscription: StripeSubscriptionObject;
  invoice: StripeInvoiceObject;
};

export type CheckoutPayment = { account: string | null; intentMetadata: Metadata };

export type FakeStripeServer = {
  readonly url: string;
  readonly port: number;
  readonly secretKey: string;
  // Every request received, oldest first.
  readonly requests: ReceivedStripeRequest[];
  readonly checkoutSessions: Map<string, StripeCheckoutSessionObject>;
  readonly portalSessions: Map<string, StripePortalSessionObject>;
  readonly subscriptions: Map<string, StripeSubscriptionObject>;
  readonly customers: Map<string, { email: string | null }>;
  readonly prices: Map<string, StripePriceOptions>;
  readonly accounts: Map<string, StripeAccountObject>;
  // Payment-mode checkout sessions by id.
  readonly payments: Map<string, CheckoutPayment>;
  // What finishing onboarding (or Stripe's review) does to a connected account.
  updateAccount(id: string, changes: { chargesEnabled: boolean; detailsSubmitted?: boolean }): void;
  // Stripe refuses prices and customers it does not have, so tests create them first.
  addPrice(id: string, options?: StripePriceOptions): void;
  addCustomer(options?: { id?: string; email?: string | null }): string;
  // Its customer and price are added when missing.
  addSubscription(options: StripeSubscriptionOptions): StripeSubscriptionObject;
  // What paying on the Checkout page does: the customer (when the session had only an email), the
  // subscription (trialing when the session asked for a trial) and its first invoice.
  completeCheckout(sessionId: string): CompletedCheckout;
  // `path` limits it to the next request to that path (e.g. '/v1/checkout/sessions').
  failNext(failure: StripeFailure, path?: string): void;
  reset(): void;
  close(): Promise<void>;
};

type StripeErrorBody = {
  type: string;
  message: string;
  code?: string;
  param?: string;
};

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
    // Stripe saves an idempotent result only once the endpoint began: not for a refused key,
    // unparsable or invalid parameters.
    readonly saved: boolean,
  ) {
    super(body.message);
  }
}

const invalidParam = (message: string, param: string, code?: string) =>
  new StripeApiError(
    400,
    { type: 'invalid_request_error', message, param, ...(code ? { code } : {}) },
    false,
  );

const missingParam = (param: string) =>
  invalidParam(`Missing required param: ${param}.`, param, 'parameter_missing');

const noSuch = (kind: string, id: string, param: string, status = 400) =>
  new StripeApiError(
    status,
    {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such ${kind}: '${id}'`,
      param,
    },
    true,
  );

const errorJson = (body: StripeErrorBody, requestId: string) =>
  JSON.stringify(
    {
      error: {
        ...(body.code
          ? {
              code: body.code,
              doc_url: `https://stripe.com/docs/error-codes/${body.code.replaceAll('_', '-')}`,
            }
          : {}),
        message: body.message,
        ...(body.param ? { param: body.param } : {}),
        request_log_url: `https://dashboard.stripe.com/test/logs/${requestId}?t=${unixNow()}`,
        type: body.type,
      },
    },
    null,
    2,
  );

type ParamTree = { [key: string]: ParamTree | string };

const isTree = (value: ParamTree | string | undefined): value is ParamTree =>
  typeof value === 'object';

// `line_items[0][price]` → ['line_items', '0', 'price']; `expand[]` → ['expand', ''].
const keyPath = (name: string) => {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  if (!match) throw invalidParam(`Invalid parameter name: ${name}`, name);
  return [match[1], ...Array.from(match[2].matchAll(/\[([^[\]]*)\]/g), (part) => part[1])];
};

// Hashes whose keys are all indexes are arrays, as Stripe reads `items[0][id]`.
const toParam = (node: ParamTree | string): StripeParam => {
  if (typeof node === 'string') return node;
  const keys = Object.keys(node);
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return keys
      .map(Number)
      .sort((a, b) => a - b)
      .map((index) => toParam(node[String(index)]));
  }
  return Object.fromEntries(keys.map((key) => [key, toParam(node[key])]));
};

export const parseStripeForm = (raw: string): StripeParams => {
  const tree: ParamTree = {};
  for (const [name, value] of new URLSearchParams(raw)) {
    const path = keyPath(name);
    let node = tree;
    path.forEach((segment, index) => {
      const key = segment === '' ? String(Object.keys(node).length) : segment;
      const existing = node[key];
      if (index === path.length - 1) {
        if (isTree(existing)) throw invalidParam(`Invalid string: ${name} is a hash`, name);
        node[key] = value;
        return;
      }
      if (typeof existing === 'string') throw invalidParam('Invalid hash', path[0]);
      const next = existing ?? {};
      node[key] = next;
      node = next;
    });
  }
  return toParam(tree) as StripeParams;
};

// --- Parameter checks, with Stripe's messages ----------------------------------------------------

// The parameters each endpoint takes, from the SDK's *CreateParams / *UpdateParams types. Nested
// hashes we read are checked key by key ('any' takes the rest as given); an array's elements are
// checked against the same hash.
type Allowed = { [name: string]: Allowed | 'any' };

const anyOf = (names: string): Allowed =>
  Object.fromEntries(names.split(' ').map((name) => [name, 'any']));

const allowed = {
  checkoutSession: {
    ...anyOf(
      'adaptive_pricing after_expiration allow_promotion_codes allowed_payment_method_types ' +
        'automatic_tax billing_address_collection branding_settings cancel_url ' +
        'client_reference_id consent_collection currency custom_fields custom_text customer ' +
        'customer_account customer_creation customer_email customer_update discounts ' +
        'excluded_payment_method_types expand expires_at integration_identifier invoice_creation ' +
        'locale managed_payments metadata mode name_collection optional_items origin_context ' +
        'payment_intent_data payment_method_collection payment_method_configuration ' +
        'payment_method_data payment_method_options permissions phone_number_collection ' +
        'redirect_on_completion return_url saved_payment_method_options setup_intent_data ' +
        'shipping_address_collection shipping_options submit_type success_url tax_id_collection ' +
        'ui_mode wallet_options',
    ),
    line_items: anyOf('adjustable_quantity metadata price price_data quantity tax_rates'),
    subscription_data: anyOf(
      'application_fee_percent billing_cycle_anchor billing_cycle_anchor_config billing_mode ' +
        'default_tax_rates description invoice_settings metadata on_behalf_of ' +
        'pending_invoice_item_interval proration_behavior transfer_data trial_end ' +
        'trial_period_days trial_settings',
    ),
  },
  account: anyOf(
    'account_token business_profile business_type capabilities company controller country ' +
      'default_currency documents email expand external_account groups individual metadata ' +
      'settings tos_acceptance type',
  ),
  accountLink: anyOf('account collect collection_options expand refresh_url return_url type'),
  portalSession: anyOf(
    'after_expiration configuration customer customer_account expand flow_data locale ' +
      'on_behalf_of return_url',
  ),
  subscriptionUpdate: {
    ...anyOf(
      'add_invoice_items application_fee_percent automatic_tax billing_cycle_anchor ' +
        'billing_schedules billing_thresholds cancel_at cancel_at_period_end cancellation_details ' +
        'collection_method days_until_due default_payment_method default_source ' +
        'default_tax_rates description discounts expand invoice_settings metadata off_session ' +
        'on_behalf_of pause_collection payment_behavior payment_settings ' +
        'pending_invoice_item_interval proration_behavior proration_date transfer_data trial_end ' +
        'trial_from_plan trial_settings',
    ),
    items: anyOf(
      'billing_thresholds clear_usage current_trial deleted discounts id metadata plan price ' +
        'price_data quantity tax_rates',
    ),
  },
} satisfies Record<string, Allowed>;

const rejectUnknown = (value: StripeParam, rules: Allowed | 'any', path: string) => {
  if (rules === 'any' || typeof value === 'string') return;
  if (Array.isArray(value)) {
    value.forEach((element, index) => rejectUnknown(element, rules, `${path}[${index}]`));
    return;
  }
  for (const [key, element] of Object.entries(value)) {
    const name = path === '' ? key : `${path}[${key}]`;
    const rule = rules[key];
    if (rule === undefined) {
      throw invalidParam(`Received unknown parameter: ${name}`, name, 'parameter_unknown');
    }
    rejectUnknown(element, rule, name);
  }
};

const stringParam = (value: StripeParam | undefined, param: string) => {
  if (value === undefined || typeof value === 'string') return value;
  throw invalidParam(`Invalid string: ${JSON.stringify(value)}`, param);
};

const integerParam = (value: StripeParam | undefined, param: string) => {
  const text = stringParam(value, param);
  if (text === undefined) return undefined;
  if (!/^-?\d+$/.test(text)) throw invalidParam(`Invalid integer: ${text}`, param);
  return Number(text);
};

const booleanParam = (value: StripeParam | undefined, param: string) => {
  const text = stringParam(value, param);
  if (text === undefined) return undefined;
  if (text !== 'true' && text !== 'false') throw invalidParam(`Invalid boolean: ${text}`, param);
  return text === 'true';
};

const hashParam = (value: StripeParam | undefined, param: string) => {
  if (value === undefined) return {};
  if (typeof value === 'object' && !Array.isArray(value)) return value;
  throw invalidParam('Invalid object', param);
};

const arrayParam = (value: StripeParam | undefined, param: string) => {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value;
  throw invalidParam('Invalid array', param);
};

// An empty value deletes the key, as on Stripe.
const metadataParam = (value: StripeParam | undefined, param: string, current: Metadata = {}) => {
  const updated = { ...current };
  for (const [key, element] of Object.entries(hashParam(value, param))) {
    const text = stringParam(element, `${param}[${key}]`) ?? '';
    if (text === '') delete updated[key];
    else updated[key] = text;
  }
  return updated;
};

const urlParam = (value: StripeParam | undefined, param: string) => {
  const text = stringParam(value, param);
  if (text !== undefined && !URL.canParse(text)) {
    throw invalidParam('Not a valid URL', param, 'url_invalid');
  }
  return text;
};

const PRORATION_BEHAVIORS = ['always_invoice', 'create_prorations', 'none'];

// Stripe shows a refused key with all but its prefix and last four characters masked.
const maskKey = (key: string) => {
  const prefix = /^(sk|rk|pk)_(test|live)_/.exec(key)?.[0] ?? '';
  const rest = key.slice(prefix.length);
  return `${prefix}${'*'.repeat(Math.max(rest.length - 4, 0))}${rest.slice(-4)}`;
};

const keyOf = (authorization: string | undefined) => {
  if (!authorization) return null;
  const [scheme, value = ''] = authorization.split(' ', 2);
  if (scheme.toLowerCase() === 'bearer') return value;
  // curl -u sk_test_...: sends the key as the Basic user name.
  if (scheme.toLowerCase() === 'basic')
    return Buffer.from(value, 'base64').toString().split(':')[0];
  return authorization;
};

const authenticate = (authorization: string | undefined, secretKey: string) => {
  const key = keyOf(authorization);
  if (key === secretKey) return null;
  return new StripeApiError(
    401,
    {
      type: 'invalid_request_error',
      message: key
        ? `Invalid API Key provided: ${maskKey(key)}`
        : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
    },
    false,
  );
};

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => resolve(raw));
    req.on('error', reject);
  });

type SavedResult = {
  method: string;
  path: string;
  fingerprint: string;
  status: number;
  body: string;
  requestId: string;
};

export const startFakeStripeServer = async (
  secretKey = `sk_test_51Q${randomText(96)}`,
): Promise<FakeStripeServer> => {
  const requests: ReceivedStripeRequest[] = [];
  const checkoutSessions = new Map<string, StripeCheckoutSessionObject>();
  const portalSessions = new Map<string, StripePortalSessionObject>();
  const subscriptions = new Map<string, StripeSubscriptionObject>();
  const customers = new Map<string, { email: string | null }>();
  const prices = new Map<string, StripePriceOptions>();
  const accounts = new Map<string, StripeAccountObject>();
  // Payment-mode sessions: the connected account they were made on, and their intent's metadata.
  const payments = new Map<string, CheckoutPayment>();
  // What a completed checkout turns into, which the session object does not show.
  const checkoutOrders = new Map<
    string,
    { priceId: string; trialDays: number | undefined; metadata: Metadata }
  >();
  const saved = new Map<string, SavedResult>();
  const failures: Array<{ failure: StripeFailure; path: string | undefined }> = [];

  const addCustomer = (options: { id?: string; email?: string | null } = {}) => {
    const id = options.id ?? randomId('cus_', 14);
    customers.set(id, { email: options.email ?? null });
    return id;
  };

  const knownPrice = (priceId: string, param: string) => {
    const price = prices.get(priceId);
    if (!price) throw noSuch('price', priceId, param);
    return price;
  };

  // One-off payments (a deposit): one line of price_data, on a connected account when the request
  // named one (`Stripe-Account`), whose charges must be enabled.
  const createPaymentSession = (params: StripeParams, account: string | null) => {
    const [line, ...more] = arrayParam(params.line_items, 'line_items');
    if (line === undefined) throw missingParam('line_items');
    if (more.length > 0)
      throw invalidParam('The fake Stripe server takes one line item', 'line_items');
    const priceData = hashParam(
      hashParam(line, 'line_items[0]').price_data,
      'line_items[0][price_data]',
    );
    const currency = stringParam(priceData.currency, 'line_items[0][price_data][currency]');
    if (currency === undefined) throw missingParam('line_items[0][price_data][currency]');
    const amount = integerParam(priceData.unit_amount, 'line_items[0][price_data][unit_amount]');
    if (amount === undefined || amount < 50) {
      throw invalidParam(
        "The Checkout Session's total amount due must add up to at least $0.50 usd",
        'line_items[0][price_data][unit_amount]',
      );
    }
    const paymentIntentData = hashParam(params.payment_intent_data, 'payment_intent_data');
    const options = {
      customerEmail: stringParam(params.customer_email, 'customer_email'),
      metadata: metadataParam(params.metadata, 'metadata'),
      successUrl: urlParam(params.success_url, 'success_url'),
      cancelUrl: urlParam(params.cancel_url, 'cancel_url'),
    };
    const intentMetadata = metadataParam(
      paymentIntentData.metadata,
      'payment_intent_data[metadata]',
    );
    if (account !== null) {
      const connected = accounts.get(account);
      if (!connected) {
        throw new StripeApiError(
          403,
          {
            type: 'invalid_request_error',
            message: `The provided key does not have access to account '${account}' (or that account does not exist). Application access may have been revoked.`,
          },
          false,
        );
      }
      if (!connected.charges_enabled) {
        throw new StripeApiError(
          400,
          {
            type: 'invalid_request_error',
            code: 'account_invalid',
            message:
              'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments, card_payments',
          },
          true,
        );
      }
    }
    const session = {
      ...stripeCheckoutSession(options),
      mode: 'payment' as const,
      amount_subtotal: amount,
      amount_total: amount,
      currency,
    };
    checkoutSessions.set(session.id, session);
    payments.set(session.id, { account, intentMetadata });
    return session;
  };

  const createCheckoutSession = (params: StripeParams, account: string | null) => {
    rejectUnknown(params, allowed.checkoutSession, '');
    const mode = stringParam(params.mode, 'mode');
    if (mode === undefined) throw missingParam('mode');
    if (!['payment', 'setup', 'subscription'].includes(mode)) {
      throw invalidParam('Invalid mode: must be one of payment, setup, or subscription', 'mode');
    }
    if (mode === 'payment') return createPaymentSession(params, account);
    if (mode !== 'subscription') {
      throw invalidParam('The fake Stripe server only takes mode=payment or subscription', 'mode');
    }
    if (account !== null) {
      throw invalidParam('The fake Stripe server takes subscriptions on the platform only', 'mode');
    }
    const customer = stringParam(params.customer, 'customer');
    const customerEmail = stringParam(params.customer_email, 'customer_email');
    if (customer !== undefined && customerEmail !== undefined) {
      throw invalidParam(
        'You may only specify one of these parameters: customer, customer_email.',
        'customer',
      );
    }
    const lineItems = arrayParam(params.line_items, 'line_items').map((element, index) => {
      const item = hashParam(element, `line_items[${index}]`);
      const price = stringParam(item.price, `line_items[${index}][price]`);
      if (price === undefined) throw missingParam(`line_items[${index}][price]`);
      return { price, quantity: integerParam(item.quantity, `line_items[${index}][quantity]`) };
    });
    if (lineItems.length === 0) {
      throw invalidParam(
        'You must provide at least one recurring price in `subscription` mode when using prices.',
        'line_items',
      );
    }
    const subscriptionData = hashParam(params.subscription_data, 'subscription_data');
    const trialParam = 'subscription_data[trial_period_days]';
    const trialDays = integerParam(subscriptionData.trial_period_days, trialParam);
    if (trialDays !== undefined && trialDays < 1) {
      throw invalidParam('The minimum number of trial period days is 1.', trialParam);
    }
    const subscriptionMetadata = metadataParam(
      subscriptionData.metadata,
      'subscription_data[metadata]',
    );
    const options = {
      clientReferenceId: stringParam(params.client_reference_id, 'client_reference_id'),
      customer,
      customerEmail,
      metadata: metadataParam(params.metadata, 'metadata'),
      successUrl: urlParam(params.success_url, 'success_url'),
      cancelUrl: urlParam(params.cancel_url, 'cancel_url'),
      allowPromotionCodes: booleanParam(params.allow_promotion_codes, 'allow_promotion_codes'),
    };
    // The endpoint has begun: from here a refusal is saved under the idempotency key.
    if (customer !== undefined && !customers.has(customer)) {
      throw noSuch('customer', customer, 'customer');
    }
    lineItems.forEach((item, index) => knownPrice(item.price, `line_items[${index}][price]`));
    const session = stripeCheckoutSession(options);
    checkoutSessions.set(session.id, session);
    checkoutOrders.set(session.id, {
      priceId: lineItems[0].price,
      trialDays,
      metadata: subscriptionMetadata,
    });
    return session;
  };

  const createPortalSession = (params: StripeParams) => {
    rejectUnknown(params, allowed.portalSession, '');
    const customer = stringParam(params.customer, 'customer');
    if (customer === undefined) throw missingParam('customer');
    const returnUrl = urlParam(params.return_url, 'return_url') ?? null;
    if (!customers.has(customer)) throw noSuch('customer', customer, 'customer');
    const session = stripePortalSession(customer, returnUrl);
    portalSessions.set(session.id, session);
    return session;
  };

  const updateSubscription = (id: string, params: StripeParams) => {
    rejectUnknown(params, allowed.subscriptionUpdate, '');
    const prorationBehavior = stringParam(params.proration_behavior, 'proration_behavior');
    if (prorationBehavior !== undefined && !PRORATION_BEHAVIORS.includes(prorationBehavior)) {
      throw invalidParam(
        'Invalid proration_behavior: must be one of always_invoice, create_prorations, or none',
        'proration_behavior',
      );
    }
    const cancelAtPeriodEnd = booleanParam(params.cancel_at_period_end, 'cancel_at_period_end');
    const itemChanges = arrayParam(params.items, 'items').map((element, index) => {
      const item = hashParam(element, `items[${index}]`);
      return {
        index,
        id: stringParam(item.id, `items[${index}][id]`),
        price: stringParam(item.price, `items[${index}][price]`),
        deleted: booleanParam(item.deleted, `items[${index}][deleted]`) ?? false,
      };
    });
    const subscription = subscriptions.get(id);
    if (!subscription) throw noSuch('subscription', id, 'id', 404);
    if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
      throw new StripeApiError(
        400,
        {
          type: 'invalid_request_error',
          message: `A canceled subscription can only update its cancellation_details and metadata.`,
        },
        true,
      );
    }
    const now = unixNow();
    let items = subscription.items.data;
    for (const change of itemChanges) {
      const price =
        change.price === undefined
          ? undefined
          : stripePrice(change.price, knownPrice(change.price, `items[${change.index}][price]`));
      if (change.id === undefined) {
        if (!price) throw missingParam(`items[${change.index}][price]`);
        const [first] = items;
        items = [
          ...items,
          stripeSubscriptionItem({
            id: randomId('si_', 14),
            subscription: id,
            price,
            created: now,
            periodStart: first?.current_period_start ?? now,
            periodEnd: first?.current_period_end ?? addMonths(now, 1),
          }),
        ];
        continue;
      }
      const itemId = change.id;
      if (!items.some((item) => item.id === itemId)) {
        throw noSuch('subscription item', itemId, `items[${change.index}][id]`);
      }
      items = change.deleted
        ? items.filter((item) => item.id !== itemId)
        : items.map((item) =>
            item.id === itemId && price ? { ...item, price, plan: stripePlan(price) } : item,
          );
    }
    const cancelAt = cancelAtPeriodEnd ?? subscription.cancel_at_period_end;
    const updated = withPeriod({
      ...subscription,
      ...(cancelAt === subscription.cancel_at_period_end
        ? {}
        : cancellationOf(cancelAt, items[0]?.current_period_end ?? null, now)),
      items: { ...subscription.items, data: items },
      metadata: metadataParam(params.metadata, 'metadata', subscription.metadata),
    });
    subscriptions.set(id, updated);
    return updated;
  };

  const createAccount = (params: StripeParams) => {
    rejectUnknown(params, allowed.account, '');
    const type = stringParam(params.type, 'type') ?? 'standard';
    if (type !== 'custom' && type !== 'express' && type !== 'standard') {
      throw invalidParam('Invalid type: must be one of custom, express, or standard', 'type');
    }
    const account = stripeAccount({
      type,
      email: stringParam(params.email, 'email') ?? null,
      country: stringParam(params.country, 'country'),
      metadata: metadataParam(params.metadata, 'metadata'),
    });
    accounts.set(account.id, account);
    return account;
  };

  const createAccountLink = (params: StripeParams) => {
    rejectUnknown(params, allowed.accountLink, '');
    const account = stringParam(params.account, 'account');
    if (account === undefined) throw missingParam('account');
    const type = stringParam(params.type, 'type');
    if (type === undefined) throw missingParam('type');
    if (type !== 'account_onboarding' && type !== 'account_update') {
      throw invalidParam(
        'Invalid type: must be one of account_onboarding or account_update',
        'type',
      );
    }
    urlParam(params.refresh_url, 'refresh_url');
    urlParam(params.return_url, 'return_url');
    if (!accounts.has(account)) throw noSuch('account', account, 'account');
    const created = unixNow();
    return {
      object: 'account_link',
      created,
      expires_at: created + 300,
      url: `https://connect.stripe.com/setup/e/${account}/${randomText(12)}`,
    };
  };

  const retrieve = <T>(objects: Map<string, T>, kind: string, id: string) => {
    const found = objects.get(id);
    if (found === undefined) throw noSuch(kind, id, 'id', 404);
    return found;
  };

  const route = (
    method: string,
    path: string,
    params: StripeParams,
    account: string | null,
  ): unknown => {
    const [, version, ...parts] = path.split('/');
    const resource = parts.join('/');
    if (version === 'v1') {
      if (method === 'POST' && resource === 'checkout/sessions') {
        return createCheckoutSession(params, account);
      }
      if (method === 'POST' && resource === 'billing_portal/sessions') {
        return createPortalSession(params);
      }
      if (method === 'POST' && resource === 'accounts') return createAccount(params);
      if (method === 'POST' && resource === 'account_links') return createAccountLink(params);
      const accountId = /^accounts\/([^/]+)$/.exec(resource)?.[1];
      if (method === 'GET' && accountId) return retrieve(accounts, 'account', accountId);
      const checkoutId = /^checkout\/sessions\/([^/]+)$/.exec(resource)?.[1];
      if (method === 'GET' && checkoutId) {
        return retrieve(checkoutSessions, 'checkout.session', checkoutId);
      }
      const subscriptionId = /^subscriptions\/([^/]+)$/.exec(resource)?.[1];
      if (method === 'GET' && subscriptionId) {
        return retrieve(subscriptions, 'subscription', subscriptionId);
      }
      if (method === 'POST' && subscriptionId) return updateSubscription(subscriptionId, params);
    }
    throw new StripeApiError(
      404,
      {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
      },
      false,
    );
  };

  const takeFailure = (path: string) => {
    const index = failures.findIndex((entry) => entry.path === undefined || entry.path === path);
    return index >= 0 ? failures.splice(index, 1)[0].failure : undefined;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const raw = await readBody(req);
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    const requestId = randomId('req_', 14);
    const idempotencyKey = req.headers['idempotency-key'];
    const reply = (status: number, body: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': requestId,
        'stripe-version': req.headers['stripe-version'] ?? Stripe.API_VERSION,
        ...(typeof idempotencyKey === 'string' ? { 'idempotency-key': idempotencyKey } : {}),
        ...headers,
      });
      res.end(body);
    };
    const refuse = (error: StripeApiError) =>
      reply(
        error.status,
        errorJson(error.body, requestId),
        error.status === 401 ? { 'www-authenticate': 'Basic realm="Stripe"' } : {},
      );

    let params: StripeParams = {};
    let unparsable: StripeApiError | undefined;
    try {
      params = parseStripeForm(method === 'GET' ? url.search.slice(1) : raw);
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      unparsable = error;
    }
    requests.push({ method, path, headers: req.headers, params, raw });

    const authError = authenticate(req.headers.authorization, secretKey);
    if (authError) return refuse(authError);
    const failure = takeFailure(path);
    if (failure === 'disconnect') return void req.socket.destroy();
    if (failure) {
      const { status, ...body } = failure;
      return refuse(new StripeApiError(status, body, false));
    }
    if (unparsable) return refuse(unparsable);

    const key = method === 'POST' && typeof idempotencyKey === 'string' ? idempotencyKey : null;
    const fingerprint = JSON.stringify(params);
    const previous = key === null ? undefined : saved.get(key);
    if (previous) {
      if (previous.method !== method || previous.path !== path) {
        return refuse(
          new StripeApiError(
            400,
            {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${path}' vs '${previous.path}'). Try using a key other than '${key}' if you meant to execute a different request.`,
            },
            false,
          ),
        );
      }
      if (previous.fingerprint !== fingerprint) {
        return refuse(
          new StripeApiError(
            400,
            {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            },
            false,
          ),
        );
      }
      return reply(previous.status, previous.body, {
        'idempotent-replayed': 'true',
        'original-request': previous.requestId,
      });
    }

    const save = (status: number, body: string) => {
      if (key !== null) saved.set(key, { method, path, fingerprint, status, body, requestId });
    };
    try {
      const account = req.headers['stripe-account'];
      const body = JSON.stringify(
        route(method, path, params, typeof account === 'string' ? account : null),
        null,
        2,
      );
      save(200, body);
      reply(200, body);
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      const body = errorJson(error.body, requestId);
      if (error.saved) save(error.status, body);
      refuse(error);
    }
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) return void res.destroy();
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(errorJson({ type: 'api_error', message: String(error) }, randomId('req_', 14)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const addPrice = (id: string, options: StripePriceOptions = {}) => void prices.set(id, options);

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    secretKey,
    requests,
    checkoutSessions,
    portalSessions,
    subscriptions,
    customers,
    prices,
    accounts,
    payments,
    updateAccount: (id, { chargesEnabled, detailsSubmitted = true }) => {
      const account = accounts.get(id);
      if (!account) throw new Error(`No such account: '${id}'`);
      accounts.set(id, {
        ...account,
        charges_enabled: chargesEnabled,
        payouts_enabled: chargesEnabled,
        details_submitted: detailsSubmitted,
      });
    },
    addPrice,
    addCustomer,
    addSubscription: (options) => {
      if (!customers.has(options.customer)) addCustomer({ id: options.customer });
      if (!prices.has(options.priceId)) addPrice(options.priceId, options.price);
      const subscription = stripeSubscription({
        ...options,
        price: options.price ?? prices.get(options.priceId),
      });
      subscriptions.set(subscription.id, subscription);
      return subscription;
    },
    completeCheckout: (sessionId) => {
      const session = checkoutSessions.get(sessionId);
      const order = checkoutOrders.get(sessionId);
      if (!session || !order) throw new Error(`No such checkout.session: '${sessionId}'`);
      if (session.status !== 'open') throw new Error(`Checkout session ${sessionId} is not open`);
      const customer = session.customer ?? addCustomer({ email: session.customer_email });
      const now = unixNow();
      const price = prices.get(order.priceId) ?? {};
      const subscription = stripeSubscription({
        customer,
        priceId: order.priceId,
        price,
        metadata: order.metadata,
        trialEnd: order.trialDays === undefined ? null : now + order.trialDays * DAY,
        created: now,
      });
      subscriptions.set(subscription.id, subscription);
      const [item] = subscription.items.data;
      const invoice = stripeInvoice({
        customer,
        subscription: subscription.id,
        metadata: order.metadata,
        priceId: order.priceId,
        itemId: item.id,
        // A trial's first invoice is for nothing.
        amount: order.trialDays === undefined ? (price.unitAmount ?? 0) : 0,
        currency: subscription.currency,
        paid: true,
        periodStart: item.current_period_start,
        periodEnd: item.current_period_end,
        created: now,
      });
      const completed = stripeCheckoutSession({
        ...sessionOptionsOf(session),
        status: 'complete',
        paymentStatus: order.trialDays === undefined ? 'paid' : 'no_payment_required',
        customer,
        customerEmail: session.customer_email ?? customers.get(customer)?.email ?? null,
        subscription: subscription.id,
        invoice: invoice.id,
      });
      checkoutSessions.set(sessionId, completed);
      return { session: completed, subscription, invoice };
    },
    failNext: (failure, path) => void failures.push({ failure, path }),
    reset: () => {
      requests.length = 0;
      checkoutSessions.clear();
      portalSessions.clear();
      subscriptions.clear();
      customers.clear();
      prices.clear();
      accounts.clear();
      payments.clear();
      checkoutOrders.clear();
      saved.clear();
      failures.length = 0;
    },
    close: closeOnce(async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }),
  };
};

const sessionOptionsOf = (session: StripeCheckoutSessionObject): StripeCheckoutSessionOptions => ({
  id: session.id,
  clientReferenceId: session.client_reference_id,
  metadata: session.metadata,
  successUrl: session.success_url,
  cancelUrl: session.cancel_url,
  allowPromotionCodes: session.allow_promotion_codes ?? undefined,
  created: session.created,
});
