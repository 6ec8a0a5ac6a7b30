import type { Tier } from '@vanilla/contracts';
import { plans } from '@vanilla/contracts';

export type PlanFeature = { label: string; included: boolean };

/** A plan card (000 §3): name, price, price id (by tier), proposal limit, gradient, features. */
export type PricingPlan = {
  tier: Tier;
  name: string;
  /** Dollars per month. */
  price: number;
  priceUnit: string;
  proposalLimit: number;
  /** Tailwind gradient stops of the card's header. */
  gradient: string;
  description: string;
  /** What the plan includes beyond the feature list: call time and its price. */
  allowances: string[];
  features: PlanFeature[];
};

const included = (label: string): PlanFeature => ({ label, included: true });
const excluded = (label: string): PlanFeature => ({ label, included: false });

// 000 §9. Pro ($60 per month) is a known tier with its own price id but has no card.
export const pricingPlans: PricingPlan[] = [
  {
    tier: 'free',
    name: plans.free.name,
    price: plans.free.monthlyPrice,
    priceUnit: 'per month',
    proposalLimit: 5,
    gradient: 'from-sky-700 to-teal-700',
    description: 'Train your AI Receptionist',
    allowances: ['5 proposals per month'],
    features: [
      included('AI receptionist calls'),
      included('1 phone number'),
      included('Basic CRM'),
      included('Proposal templates'),
      excluded('AI notes'),
      excluded('Proposal generator'),
      excluded('Send via text/email'),
      excluded('Custom branding'),
      excluded('Customer support'),
    ],
  },
  {
    tier: 'super_pro',
    name: plans.super_pro.name,
    price: plans.super_pro.monthlyPrice,
    priceUnit: 'per month per user',
    proposalLimit: 50,
    gradient: 'from-brand-600 via-violet-600 to-fuchsia-600',
    description: 'Every call answered, noted and followed up with a proposal',
    allowances: [
      '50 proposals per month',
      '100 minutes of AI call time per month',
      'Extra calls $1 per minute in credits',
    ],
    features: [
      included('Multiple phone numbers'),
      included('AI call notes'),
      included('AI CRM'),
      included('Meeting scheduling'),
      included('Proposal generator'),
      included('Priority support'),
      included('Call analysis'),
      included('Customer analytics'),
      included('Send via text/email'),
    ],
  },
];
