import { createStripePayments } from '../billing/index.js';
import type { FakeStripeServer } from './fake-stripe-server.js';

// The real Stripe adapter, talking to the fake server: an app's `payments` provider override.
export const fakeStripePayments = (stripe: FakeStripeServer) =>
  createStripePayments(stripe.secretKey, {
    host: '127.0.0.1',
    port: stripe.port,
    protocol: 'http',
  });
