import type { DomainEvent } from '../decider/decider.js';

// The company's Stripe connected account, where its clients pay deposits (Stripe Connect).
export type StripeAccountCreated = DomainEvent<
  'StripeAccountCreated',
  { companyId: string; accountId: string; createdBy: string; createdAt: string }
>;

// What Stripe says of the account: charges are taken only once its owner finished onboarding and
// Stripe enabled them.
export type StripeAccountUpdated = DomainEvent<
  'StripeAccountUpdated',
  {
    companyId: string;
    accountId: string;
    chargesEnabled: boolean;
    detailsSubmitted: boolean;
    updatedAt: string;
  }
>;

export type PayoutsEvent = StripeAccountCreated | StripeAccountUpdated;

export const payoutsStreamName = (companyId: string): string => `payouts-${companyId}`;
