import { describe, expect, it } from '@jest/globals';
import type { SubscriptionSummary } from '@vanilla/contracts';
import { usageView } from './usage-meters';

type Usage = SubscriptionSummary['usage'];

const usage = (overrides: Partial<Usage>): Usage => ({
  month: '2026-03',
  proposals_generated: 0,
  proposal_limit: 5,
  call_minutes: 0,
  call_minutes_included: null,
  overage_minutes: 0,
  overage_dollars: 0,
  ...overrides,
});

describe(usageView.name, () => {
  it('should measure proposals against the limit when some are used', () => {
    const [proposals] = usageView(usage({ proposals_generated: 3 })).meters;
    expect(proposals).toEqual({
      id: 'proposals',
      label: 'Proposals',
      valueText: '3 of 5 proposals',
      percent: 60,
      full: false,
    });
  });

  it('should mark the proposals full when the limit is reached', () => {
    const [proposals] = usageView(usage({ proposals_generated: 6 })).meters;
    expect(proposals).toMatchObject({ percent: 100, full: true });
  });

  it('should show minutes without a bar when the plan includes none', () => {
    const [, minutes] = usageView(usage({ call_minutes: 12 })).meters;
    expect(minutes).toMatchObject({ valueText: '12 minutes', percent: null, full: false });
  });

  it('should measure minutes against the allowance when the plan includes some', () => {
    const [, minutes] = usageView(
      usage({ proposal_limit: 50, call_minutes: 42, call_minutes_included: 100 }),
    ).meters;
    expect(minutes).toMatchObject({ valueText: '42 of 100 minutes', percent: 42, full: false });
  });

  it('should price the overage in credits when minutes exceed the allowance', () => {
    const view = usageView(
      usage({
        call_minutes: 107,
        call_minutes_included: 100,
        overage_minutes: 7,
        overage_dollars: 7,
      }),
    );
    expect(view.meters[1]).toMatchObject({ percent: 100, full: true });
    expect(view.overage).toBe('7 minutes over the allowance: $7 in credits');
  });

  it('should show no overage when the minutes are within the allowance', () => {
    expect(usageView(usage({ call_minutes: 3, call_minutes_included: 100 })).overage).toBeNull();
  });
});
