import { describe, expect, it } from '@jest/globals';
import { pricingPlans } from './pricing-plans';

const plan = (tier: string) => pricingPlans.find((candidate) => candidate.tier === tier);
const labels = (tier: string, included: boolean) =>
  plan(tier)
    ?.features.filter((feature) => feature.included === included)
    .map((feature) => feature.label);

describe('pricingPlans', () => {
  it('should show Free and Super Pro but no card when the tier is pro', () => {
    expect(pricingPlans.map((card) => card.name)).toEqual(['Free', 'Super Pro']);
  });

  it('should price Free at $0 with 5 proposals when describing the free plan', () => {
    expect(plan('free')).toMatchObject({
      price: 0,
      proposalLimit: 5,
      description: 'Train your AI Receptionist',
    });
  });

  it('should price Super Pro at $100 per month per user with 50 proposals and call time', () => {
    expect(plan('super_pro')).toMatchObject({
      price: 100,
      priceUnit: 'per month per user',
      proposalLimit: 50,
    });
    expect(plan('super_pro')?.allowances).toEqual([
      '50 proposals per month',
      '100 minutes of AI call time per month',
      'Extra calls $1 per minute in credits',
    ]);
  });

  it('should mark what Free includes and excludes when listing its features', () => {
    expect(labels('free', true)).toEqual([
      'AI receptionist calls',
      '1 phone number',
      'Basic CRM',
      'Proposal templates',
    ]);
    expect(labels('free', false)).toEqual([
      'AI notes',
      'Proposal generator',
      'Send via text/email',
      'Custom branding',
      'Customer support',
    ]);
  });

  it('should include everything when listing the Super Pro features', () => {
    expect(labels('super_pro', false)).toEqual([]);
    expect(labels('super_pro', true)).toHaveLength(9);
  });
});
