import type { Tier } from '@vanilla/contracts';

export type PlanSummary = { name: string; monthlyPrice: number };

// Spec 001 §9: free $0, pro $60, super_pro $100 per month.
export const plans: Record<Tier, PlanSummary> = {
  free: { name: 'Free', monthlyPrice: 0 },
  pro: { name: 'Pro', monthlyPrice: 60 },
  super_pro: { name: 'Super Pro', monthlyPrice: 100 },
};
