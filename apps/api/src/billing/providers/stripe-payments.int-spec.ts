import {
  signedStripeWebhook,
  startFakeStripeServer,
  stripeCheckoutSession,
  stripeEvent,
  stripeInvoice,
  stripeSubscription,
} from '../../testing/fake-stripe-server.js';
import type { FakeStripeServer } from '../../testing/fake-stripe-server.js';
import { readStripeEvent, userIdIn } from '../stripe-events.js';
import type { CheckoutRequest, PaymentsProvider } from './payments.js';
import {
  createStripePayments,
  createStripeWebhookVerifier,
  StripePaymentsError,
  StripeWebhookError,
} from './stripe-payments.js';

const PRO = 'price_1QproMonthly';
const BUSINESS = 'price_1QbusinessMonthly';
const USER_ID = '5b0f6f1e-6d8a-4a8e-9d5e-3f4a2b1c0d9e';
const WEBHOOK_SECRET = 'whsec_test_5d1c9b2a7e4f4c3b8a6d0e1f2a3b4c5d';

const checkout = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  priceId: PRO,
  userId: USER_ID,
  email: 'ava@arctic-comfort.example',
  customerId: null,
  trialDays: 14,
  successUrl: 'https://vanilla.example/billing?checkout=success',
  cancelUrl: 'https://vanilla.example/pricing',
  idempotencyKey: 'checkout-7f3a1c',
  ...overrides,
});

describe(createStripePayments.name, () => {
  let stripe: FakeStripeServer;
  let sut: PaymentsProvider;

  beforeAll(async () => {
    stripe = await startFakeStripeServer();
  });

  afterAll(() => stripe.close());

  beforeEach(() => {
    stripe.reset();
    stripe.addPrice(PRO, { unitAmount: 2900 });
    stripe.addPrice(BUSINESS, { unitAmount: 9900 });
    sut = createStripePayments(stripe.secretKey, {
      host: '127.0.0.1',
      port: stripe.port,
      protocol: 'http',
    });
  });

  const lastRequest = () => stripe.requests.at(-1);

  const subscribed = (options: { cancelAtPeriodEnd?: boolean; status?: 'canceled' } = {}) =>
    stripe.addSubscription({
      customer: 'cus_Ra1b2c3d4e5f6g',
      priceId: PRO,
      metadata: { userId: USER_ID },
      ...options,
    });

  describe('createCheckoutSession', () => {
    it('should create a subscription checkout with a trial when trialDays is given', async () => {
      const session = await sut.createCheckoutSession(checkout());

      expect(session.id).toMatch(/^cs_test_/);
      expect(session.url).toMatch(
        new RegExp(`^https://checkout\\.stripe\\.com/c/pay/${session.id}#`),
      );
      expect(lastRequest()).toMatchObject({
        method: 'POST',
        path: '/v1/checkout/sessions',
        headers: {
          authorization: `Bearer ${stripe.secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': 'checkout-7f3a1c',
        },
      });
      expect(lastRequest()?.params).toEqual({
        mode: 'subscription',
        line_items: [{ price: PRO, quantity: '1' }],
        success_url: 'https://vanilla.example/billing?checkout=success',
        cancel_url: 'https://vanilla.example/pricing',
        client_reference_id: USER_ID,
        customer_email: 'ava@arctic-comfort.example',
        subscription_data: { metadata: { userId: USER_ID }, trial_period_days: '14' },
        metadata: { userId: USER_ID },
        allow_promotion_codes: 'true',
      });
      expect(stripe.checkoutSessions.get(session.id)).toMatchObject({
        object: 'checkout.session',
        mode: 'subscription',
        status: 'open',
        client_reference_id: USER_ID,
        customer: null,
        customer_email: 'ava@arctic-comfort.example',
        metadata: { userId: USER_ID },
        url: session.url,
      });
    });

    it('should leave the trial out when trialDays is null', async () => {
      await sut.createCheckoutSession(checkout({ trialDays: null }));

      expect(lastRequest()?.params.subscription_data).toEqual({ metadata: { userId: USER_ID } });
    });

    it('should check out the existing customer instead of the email when the user has one', async () => {
      const customerId = stripe.addCustomer({ email: 'ava@arctic-comfort.example' });

      const session = await sut.createCheckoutSession(checkout({ customerId }));

      expect(lastRequest()?.params).toMatchObject({ customer: customerId });
      expect(lastRequest()?.params).not.toHaveProperty('customer_email');
      expect(stripe.checkoutSessions.get(session.id)).toMatchObject({
        customer: customerId,
        customer_email: null,
      });
    });

    it('should return the same session when a create is retried with the same idempotency key', async () => {
      const first = await sut.createCheckoutSession(checkout());
      const retried = await sut.createCheckoutSession(checkout());

      expect(retried).toEqual(first);
      expect(stripe.requests).toHaveLength(2);
      expect(stripe.checkoutSessions.size).toBe(1);
    });

    it('should fail with an idempotency_error when the key was used for another checkout', async () => {
      await sut.createCheckoutSession(checkout());

      await expect(
        sut.createCheckoutSession(checkout({ priceId: BUSINESS })),
      ).rejects.toMatchObject({
        name: 'StripePaymentsError',
        type: 'idempotency_error',
        status: 400,
        reason: expect.stringContaining(
          'Keys for idempotent requests can only be used with the same parameters',
        ),
      });
      expect(stripe.checkoutSessions.size).toBe(1);
    });

    it('should retry once with the same idempotency key when the connection drops', async () => {
      stripe.failNext('disconnect');

      const session = await sut.createCheckoutSession(checkout());

      expect(stripe.requests.map((request) => request.headers['idempotency-key'])).toEqual([
        'checkout-7f3a1c',
        'checkout-7f3a1c',
      ]);
      expect([...stripe.checkoutSessions.keys()]).toEqual([session.id]);
    });

    it('should fail with an api_connection_error when the retry is dropped too', async () => {
      stripe.failNext('disconnect');
      stripe.failNext('disconnect');

      const failure = sut.createCheckoutSession(checkout());

      await expect(failure).rejects.toBeInstanceOf(StripePaymentsError);
      await expect(failure).rejects.toMatchObject({
        type: 'api_connection_error',
        code: null,
        status: null,
      });
      expect(stripe.checkoutSessions.size).toBe(0);
    });

    it("should fail with Stripe's message when the price does not exist", async () => {
      await expect(
        sut.createCheckoutSession(checkout({ priceId: 'price_1Qretired' })),
      ).rejects.toMatchObject({
        type: 'invalid_request_error',
        code: 'resource_missing',
        status: 400,
        reason: "No such price: 'price_1Qretired'",
        message:
          "Stripe could not create the checkout session: No such price: 'price_1Qretired' (resource_missing, HTTP 400).",
      });
    });
  });

  describe('createPortalSession', () => {
    it("should open the billing portal for the customer and return Stripe's url", async () => {
      const customerId = stripe.addCustomer();

      const portal = await sut.createPortalSession({
        customerId,
        returnUrl: 'https://vanilla.example/billing',
      });

      expect(portal.url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\/test_/);
      expect(lastRequest()).toMatchObject({
        method: 'POST',
        path: '/v1/billing_portal/sessions',
        params: { customer: customerId, return_url: 'https://vanilla.example/billing' },
      });
    });

    it('should fail with resource_missing when Stripe has no such customer', async () => {
      await expect(
        sut.createPortalSession({ customerId: 'cus_Rmissing', returnUrl: 'https://x.example' }),
      ).rejects.toMatchObject({
        code: 'resource_missing',
        reason: "No such customer: 'cus_Rmissing'",
      });
    });
  });

  describe('changeSubscriptionPrice', () => {
    it('should move the subscription item to the new price with prorations when changed', async () => {
      const subscription = subscribed();
      const itemId = subscription.items.data[0].id;

      await sut.changeSubscriptionPrice({
        subscriptionId: subscription.id,
        itemId,
        priceId: BUSINESS,
        idempotencyKey: 'change-price-1',
      });

      expect(lastRequest()).toMatchObject({
        method: 'POST',
        path: `/v1/subscriptions/${subscription.id}`,
        headers: { 'idempotency-key': 'change-price-1' },
        params: {
          items: [{ id: itemId, price: BUSINESS }],
          proration_behavior: 'create_prorations',
          cancel_at_period_end: 'false',
        },
      });
      const updated = stripe.subscriptions.get(subscription.id);
      expect(updated?.items.data).toHaveLength(1);
      expect(updated?.items.data[0]).toMatchObject({
        id: itemId,
        price: { id: BUSINESS, unit_amount: 9900 },
      });
    });

    it('should lift a scheduled cancellation when the price changes', async () => {
      const subscription = subscribed({ cancelAtPeriodEnd: true });

      await sut.changeSubscriptionPrice({
        subscriptionId: subscription.id,
        itemId: subscription.items.data[0].id,
        priceId: BUSINESS,
        idempotencyKey: 'change-price-2',
      });

      expect(stripe.subscriptions.get(subscription.id)).toMatchObject({
        cancel_at_period_end: false,
        cancel_at: null,
      });
    });

    it('should fail with resource_missing and HTTP 404 when the subscription is unknown', async () => {
      const failure = sut.changeSubscriptionPrice({
        subscriptionId: 'sub_1Qmissing',
        itemId: 'si_Rmissing',
        priceId: BUSINESS,
        idempotencyKey: 'change-price-3',
      });

      await expect(failure).rejects.toBeInstanceOf(StripePaymentsError);
      await expect(failure).rejects.toMatchObject({
        type: 'invalid_request_error',
        code: 'resource_missing',
        status: 404,
        reason: "No such subscription: 'sub_1Qmissing'",
        requestId: expect.stringMatching(/^req_/),
      });
    });

    it('should fail when the item belongs to no such subscription', async () => {
      const subscription = subscribed();

      await expect(
        sut.changeSubscriptionPrice({
          subscriptionId: subscription.id,
          itemId: 'si_Rsomeoneelse',
          priceId: BUSINESS,
          idempotencyKey: 'change-price-4',
        }),
      ).rejects.toMatchObject({ code: 'resource_missing', status: 400 });
      expect(stripe.subscriptions.get(subscription.id)?.items.data[0].price.id).toBe(PRO);
    });
  });

  describe('cancelAtPeriodEnd', () => {
    it('should schedule the cancellation at the end of the paid period when asked', async () => {
      const subscription = subscribed();

      await sut.cancelAtPeriodEnd({
        subscriptionId: subscription.id,
        idempotencyKey: 'cancel-1',
      });

      expect(lastRequest()).toMatchObject({
        path: `/v1/subscriptions/${subscription.id}`,
        headers: { 'idempotency-key': 'cancel-1' },
        params: { cancel_at_period_end: 'true' },
      });
      expect(stripe.subscriptions.get(subscription.id)).toMatchObject({
        status: 'active',
        cancel_at_period_end: true,
        cancel_at: subscription.items.data[0].current_period_end,
        cancellation_details: { reason: 'cancellation_requested' },
      });
    });
  });

  describe('resumeSubscription', () => {
    it('should lift the scheduled cancellation when resumed', async () => {
      const subscription = subscribed({ cancelAtPeriodEnd: true });

      await sut.resumeSubscription({ subscriptionId: subscription.id, idempotencyKey: 'resume-1' });

      expect(lastRequest()?.params).toEqual({ cancel_at_period_end: 'false' });
      expect(stripe.subscriptions.get(subscription.id)).toMatchObject({
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
      });
    });

    it('should fail with invalid_request_error when the subscription has already ended', async () => {
      const subscription = subscribed({ status: 'canceled' });

      await expect(
        sut.resumeSubscription({ subscriptionId: subscription.id, idempotencyKey: 'resume-2' }),
      ).rejects.toMatchObject({ type: 'invalid_request_error', status: 400 });
    });
  });

  describe('Connect onboarding', () => {
    it('should make one express account when asked twice with the same idempotency key', async () => {
      const request = { companyId: 'company-1', idempotencyKey: 'connect-account-company-1' };

      const first = await sut.createConnectedAccount(request);
      const second = await sut.createConnectedAccount(request);

      expect(second).toEqual(first);
      expect(first).toEqual({
        id: expect.stringMatching(/^acct_/),
        chargesEnabled: false,
        detailsSubmitted: false,
      });
      expect(stripe.accounts.size).toBe(1);
      expect(stripe.requests.find((r) => r.path === '/v1/accounts')?.params).toEqual({
        type: 'express',
        metadata: { companyId: 'company-1' },
      });
    });

    it('should link to hosted onboarding and read the account back when charges are enabled', async () => {
      const { id } = await sut.createConnectedAccount({
        companyId: 'company-2',
        idempotencyKey: 'connect-account-company-2',
      });

      const link = await sut.createOnboardingLink({
        accountId: id,
        refreshUrl: 'https://vanilla.example/settings?connect=refresh',
        returnUrl: 'https://vanilla.example/settings?connect=return',
      });

      expect(link.url).toMatch(/^https:\/\/connect\.stripe\.com\//);
      expect(lastRequest()?.params).toEqual({
        account: id,
        type: 'account_onboarding',
        refresh_url: 'https://vanilla.example/settings?connect=refresh',
        return_url: 'https://vanilla.example/settings?connect=return',
      });
      stripe.updateAccount(id, { chargesEnabled: true });
      expect(await sut.retrieveConnectedAccount(id)).toEqual({
        id,
        chargesEnabled: true,
        detailsSubmitted: true,
      });
    });

    it("should fail with resource_missing when the account is not Stripe's", async () => {
      await expect(
        sut.createOnboardingLink({
          accountId: 'acct_1Missing',
          refreshUrl: 'https://vanilla.example/r',
          returnUrl: 'https://vanilla.example/r',
        }),
      ).rejects.toMatchObject({ type: 'invalid_request_error', code: 'resource_missing' });
      await expect(sut.retrieveConnectedAccount('acct_1Missing')).rejects.toMatchObject({
        status: 404,
      });
    });
  });

  describe('createDepositCheckout', () => {
    const deposit = (accountId: string) => ({
      accountId,
      amount: 246_913,
      currency: 'usd',
      description: 'Deposit: HVAC Proposal',
      metadata: { proposalId: 'p-1', token: 'tok' },
      customerEmail: 'dana@example.com',
      successUrl: 'https://vanilla.example/shared-proposal/tok?deposit=paid',
      cancelUrl: 'https://vanilla.example/shared-proposal/tok?deposit=canceled',
      idempotencyKey: 'deposit-p-1',
    });

    it('should make a payment session on the connected account when it takes charges', async () => {
      const { id } = await sut.createConnectedAccount({
        companyId: 'company-3',
        idempotencyKey: 'connect-account-company-3',
      });
      stripe.updateAccount(id, { chargesEnabled: true });

      const session = await sut.createDepositCheckout(deposit(id));

      expect(lastRequest()?.headers['stripe-account']).toBe(id);
      expect(lastRequest()?.params).toEqual({
        mode: 'payment',
        line_items: [
          {
            quantity: '1',
            price_data: {
              currency: 'usd',
              unit_amount: '246913',
              product_data: { name: 'Deposit: HVAC Proposal' },
            },
          },
        ],
        payment_intent_data: { metadata: { proposalId: 'p-1', token: 'tok' } },
        metadata: { proposalId: 'p-1', token: 'tok' },
        customer_email: 'dana@example.com',
        success_url: 'https://vanilla.example/shared-proposal/tok?deposit=paid',
        cancel_url: 'https://vanilla.example/shared-proposal/tok?deposit=canceled',
      });
      expect(stripe.checkoutSessions.get(session.id)).toMatchObject({
        mode: 'payment',
        amount_total: 246_913,
        url: session.url,
      });
      expect(stripe.payments.get(session.id)?.account).toBe(id);
    });

    it("should fail with Stripe's error when the account takes no charges yet", async () => {
      const { id } = await sut.createConnectedAccount({
        companyId: 'company-4',
        idempotencyKey: 'connect-account-company-4',
      });

      await expect(sut.createDepositCheckout(deposit(id))).rejects.toMatchObject({
        type: 'invalid_request_error',
        code: 'account_invalid',
        status: 400,
      });
    });
  });

  describe('authentication', () => {
    it('should fail with HTTP 401 and a hint when the secret key is wrong', async () => {
      const wrongKey = createStripePayments('sk_test_51QwrongKeyAso0', {
        host: '127.0.0.1',
        port: stripe.port,
        protocol: 'http',
      });

      await expect(wrongKey.createCheckoutSession(checkout())).rejects.toMatchObject({
        type: 'invalid_request_error',
        status: 401,
        reason: 'Invalid API Key provided: sk_test_***********Aso0',
        message: expect.stringContaining('Check STRIPE_SECRET_KEY.'),
      });
    });

    it('should refuse to start when the secret key is empty', () => {
      expect(() => createStripePayments(' ')).toThrow('STRIPE_SECRET_KEY is empty');
    });
  });
});

describe(createStripeWebhookVerifier.name, () => {
  const sut = createStripeWebhookVerifier('sk_test_51Qwebhooks', WEBHOOK_SECRET);

  const subscription = stripeSubscription({
    customer: 'cus_Ra1b2c3d4e5f6g',
    priceId: PRO,
    metadata: { userId: USER_ID },
  });
  const updated = stripeEvent('customer.subscription.updated', subscription, {
    previousAttributes: { cancel_at_period_end: false },
  });
  // Stripe posts pretty-printed JSON; the signature covers these exact bytes.
  const payload = JSON.stringify(updated, null, 2);

  const refusal = (body: string, header: string | undefined) => {
    try {
      sut(Buffer.from(body), header);
    } catch (error) {
      return error;
    }
    throw new Error('the delivery was accepted');
  };

  it('should return the event when it is signed with the endpoint secret', () => {
    const event = sut(Buffer.from(payload), signedStripeWebhook(payload, WEBHOOK_SECRET));

    expect(event).toEqual(JSON.parse(payload));
  });

  it('should accept a delivery when it was signed four minutes ago', () => {
    const fourMinutesAgo = Math.floor(Date.now() / 1000) - 240;

    const event = sut(
      Buffer.from(payload),
      signedStripeWebhook(payload, WEBHOOK_SECRET, fourMinutesAgo),
    );

    expect(event).toMatchObject({ id: updated.id });
  });

  it('should refuse the delivery when the body was changed after signing', () => {
    const header = signedStripeWebhook(payload, WEBHOOK_SECRET);
    const tampered = payload.replace('"status": "active"', '"status": "canceled"');

    expect(tampered).not.toBe(payload);
    expect(refusal(tampered, header)).toBeInstanceOf(StripeWebhookError);
    expect(refusal(tampered, header)).toMatchObject({
      message: expect.stringContaining('No signatures found matching the expected signature'),
    });
  });

  it('should refuse the delivery when it was signed with another secret', () => {
    const header = signedStripeWebhook(payload, 'whsec_test_someone_else');

    expect(refusal(payload, header)).toBeInstanceOf(StripeWebhookError);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
  ])('should refuse the delivery when the Stripe-Signature header is %s', (_, header) => {
    expect(refusal(payload, header)).toMatchObject({
      name: 'StripeWebhookError',
      message: expect.stringContaining('No stripe-signature header value was provided'),
    });
  });

  it('should refuse the delivery when the signature is older than 300 seconds', () => {
    const stale = Math.floor(Date.now() / 1000) - 301;

    expect(refusal(payload, signedStripeWebhook(payload, WEBHOOK_SECRET, stale))).toMatchObject({
      name: 'StripeWebhookError',
      message: expect.stringContaining('Timestamp outside the tolerance zone'),
    });
  });

  it.each([
    [
      'checkout.session.completed',
      stripeCheckoutSession({
        status: 'complete',
        clientReferenceId: USER_ID,
        customer: subscription.customer,
        subscription: subscription.id,
        metadata: { userId: USER_ID },
      }),
    ],
    [
      'invoice.paid',
      stripeInvoice({
        customer: subscription.customer,
        subscription: subscription.id,
        metadata: { userId: USER_ID },
        priceId: PRO,
        amount: 2900,
        paid: true,
      }),
    ],
    [
      'invoice.payment_failed',
      stripeInvoice({
        customer: subscription.customer,
        subscription: subscription.id,
        metadata: { userId: USER_ID },
        priceId: PRO,
        amount: 2900,
        paid: false,
        billingReason: 'subscription_cycle',
      }),
    ],
    ['customer.subscription.deleted', { ...subscription, status: 'canceled' }],
  ] as const)('should pass the object through when the event is %s', (type, object) => {
    const body = JSON.stringify(stripeEvent(type, object), null, 2);

    const event = readStripeEvent(
      sut(Buffer.from(body), signedStripeWebhook(body, WEBHOOK_SECRET)),
      new Date(),
    );

    expect(event.type).toBe(type);
    expect(event.data.object).toEqual(JSON.parse(JSON.stringify(object)));
    expect(userIdIn(event)).toBe(USER_ID);
  });
});

describe('the fake Stripe server', () => {
  let stripe: FakeStripeServer;

  beforeAll(async () => {
    stripe = await startFakeStripeServer();
  });

  afterAll(() => stripe.close());

  it('should turn a paid checkout into a trialing subscription and its first invoice when completed', async () => {
    stripe.addPrice(PRO, { unitAmount: 2900 });
    const sut = createStripePayments(stripe.secretKey, {
      host: '127.0.0.1',
      port: stripe.port,
      protocol: 'http',
    });
    const { id } = await sut.createCheckoutSession(checkout());

    const { session, subscription, invoice } = stripe.completeCheckout(id);

    expect(session).toMatchObject({
      status: 'complete',
      payment_status: 'no_payment_required',
      client_reference_id: USER_ID,
      customer: expect.stringMatching(/^cus_/),
      subscription: subscription.id,
      url: null,
    });
    expect(subscription).toMatchObject({
      customer: session.customer,
      status: 'trialing',
      metadata: { userId: USER_ID },
      items: { data: [{ id: expect.stringMatching(/^si_/), price: { id: PRO } }] },
    });
    expect(subscription.trial_end).toBe(subscription.items.data[0].current_period_end);
    expect(invoice).toMatchObject({
      amount_paid: 0,
      status: 'paid',
      subscription: subscription.id,
      parent: {
        subscription_details: { subscription: subscription.id, metadata: { userId: USER_ID } },
      },
    });
  });
});
