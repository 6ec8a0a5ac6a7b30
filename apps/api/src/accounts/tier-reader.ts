import type { Tier } from '@vanilla/contracts';

// The plan a user is on. Billing keeps the subscriptions and provides the reader; accounts only
// asks, so the dependency runs from billing to accounts.
export type TierReader = { currentTier(userId: string): Promise<Tier> };

export const TIER_READER = Symbol('TIER_READER');
