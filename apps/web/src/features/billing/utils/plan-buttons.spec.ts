import { describe, expect, it } from '@jest/globals';
import {
  advertisesTrial,
  checkoutBlocker,
  planButtons,
  planParam,
  priceIdFor,
  signUpHref,
  type PlanButtonState,
  type PricingViewer,
} from './plan-buttons';

const free = { tier: 'free', name: 'Free' } as const;
const superPro = { tier: 'super_pro', name: 'Super Pro' } as const;
const pro = { tier: 'pro', name: 'Pro' } as const;

const idle: PlanButtonState = { busy: null, cancelScheduled: false };
const visitor: PricingViewer = { kind: 'visitor' };
const loading: PricingViewer = { kind: 'loading' };
const onFree: PricingViewer = { kind: 'customer', tier: 'free' };
const onPro: PricingViewer = { kind: 'customer', tier: 'pro' };
const onSuperPro: PricingViewer = { kind: 'customer', tier: 'super_pro' };

const summary = (
  plan: typeof free | typeof superPro | typeof pro,
  viewer: PricingViewer,
  state = idle,
) =>
  planButtons(plan, viewer, state).map(({ label, action, disabled }) => ({
    label,
    action: action.kind,
    disabled,
  }));

describe(planParam.name, () => {
  it('should lowercase the name and turn a space into an underscore', () => {
    expect(planParam('Super Pro')).toBe('super_pro');
    expect(planParam('Free')).toBe('free');
  });
});

describe(signUpHref.name, () => {
  it('should send a visitor to sign up and back to pricing with the plan', () => {
    expect(signUpHref('Super Pro')).toBe('/signup?returnTo=/pricing&plan=super_pro');
    expect(signUpHref('Free')).toBe('/signup?returnTo=/pricing&plan=free');
  });
});

describe(planButtons.name, () => {
  it('should read "Loading..." and be disabled when the user is still loading', () => {
    expect(summary(free, loading)).toEqual([
      { label: 'Loading...', action: 'none', disabled: true },
    ]);
    expect(summary(superPro, loading)).toEqual([
      { label: 'Loading...', action: 'none', disabled: true },
    ]);
  });

  it('should offer "Start Free" and "Choose Super Pro" through sign-up when signed out', () => {
    expect(planButtons(free, visitor, idle)).toEqual([
      {
        role: 'main',
        label: 'Start Free',
        action: { kind: 'sign-up', href: '/signup?returnTo=/pricing&plan=free' },
        disabled: false,
      },
    ]);
    expect(planButtons(superPro, visitor, idle)).toEqual([
      {
        role: 'main',
        label: 'Choose Super Pro',
        action: { kind: 'sign-up', href: '/signup?returnTo=/pricing&plan=super_pro' },
        disabled: false,
      },
    ]);
  });

  it('should disable the free plan as "Current Plan" and check out Super Pro when on free', () => {
    expect(summary(free, onFree)).toEqual([
      { label: 'Current Plan', action: 'none', disabled: true },
    ]);
    expect(summary(superPro, onFree)).toEqual([
      { label: 'Upgrade to Super Pro', action: 'checkout', disabled: false },
    ]);
  });

  it('should change the plan both ways when on pro', () => {
    expect(summary(free, onPro)).toEqual([
      { label: 'Downgrade to Free', action: 'change-plan', disabled: false },
    ]);
    expect(summary(superPro, onPro)).toEqual([
      { label: 'Upgrade to Super Pro', action: 'change-plan', disabled: false },
    ]);
  });

  it('should show "Current Plan" with "Manage Plan" and offer "Downgrade to Free" when on super pro', () => {
    expect(summary(superPro, onSuperPro)).toEqual([
      { label: 'Current Plan', action: 'none', disabled: true },
      { label: 'Manage Plan', action: 'portal', disabled: false },
    ]);
    expect(summary(free, onSuperPro)).toEqual([
      { label: 'Downgrade to Free', action: 'change-plan', disabled: false },
    ]);
  });

  it('should read "Downgrade to Pro" when a lower paid plan is shown to super pro', () => {
    expect(summary(pro, onSuperPro)).toEqual([
      { label: 'Downgrade to Pro', action: 'change-plan', disabled: false },
    ]);
  });

  it('should disable "Downgrade to Free" when the paid plan already ends at its period end', () => {
    expect(summary(free, onPro, { busy: null, cancelScheduled: true })).toEqual([
      { label: 'Downgrade to Free', action: 'none', disabled: true },
    ]);
  });

  it('should read "Processing..." on the clicked button and disable all when one is acting', () => {
    const state: PlanButtonState = {
      busy: { tier: 'super_pro', role: 'manage' },
      cancelScheduled: false,
    };
    expect(summary(superPro, onSuperPro, state)).toEqual([
      { label: 'Current Plan', action: 'none', disabled: true },
      { label: 'Processing...', action: 'portal', disabled: true },
    ]);
    expect(summary(free, onSuperPro, state)).toEqual([
      { label: 'Downgrade to Free', action: 'change-plan', disabled: true },
    ]);
  });
});

describe(advertisesTrial.name, () => {
  it('should advertise the trial on paid plans when signed out or on free', () => {
    expect(advertisesTrial(superPro, visitor, undefined)).toBe(true);
    expect(advertisesTrial(superPro, onFree, undefined)).toBe(true);
    expect(advertisesTrial(superPro, onFree, true)).toBe(true);
  });

  it('should not advertise it when the account is paid, had its trial, the plan is free or loading', () => {
    expect(advertisesTrial(superPro, onPro, true)).toBe(false);
    expect(advertisesTrial(superPro, onFree, false)).toBe(false);
    expect(advertisesTrial(free, visitor, undefined)).toBe(false);
    expect(advertisesTrial(superPro, loading, undefined)).toBe(false);
  });
});

describe(priceIdFor.name, () => {
  const prices = { free: 'free', pro: 'price_pro', super_pro: 'price_super' };

  it('should send the configured price id when the plan is paid', () => {
    expect(priceIdFor('super_pro', prices)).toBe('price_super');
  });

  it("should send 'free' when the plan is free, configured or not", () => {
    expect(priceIdFor('free', undefined)).toBe('free');
  });

  it('should have none when the paid price is not configured or unknown', () => {
    expect(priceIdFor('super_pro', { ...prices, super_pro: null })).toBeNull();
    expect(priceIdFor('pro', undefined)).toBeNull();
  });
});

describe(checkoutBlocker.name, () => {
  const notReady = 'Payment system is not ready for checkout. Please try again in a moment.';

  it('should block checkout when the payment script has not loaded', () => {
    expect(checkoutBlocker('unconfigured', 'price_super')).toBe(notReady);
    expect(checkoutBlocker('loading', 'price_super')).toBe(notReady);
    expect(checkoutBlocker('failed', 'price_super')).toBe(notReady);
  });

  it('should block checkout when the plan has no price', () => {
    expect(checkoutBlocker('ready', null)).toBe('Could not initiate checkout session.');
  });

  it('should let checkout start when the script is ready and the plan has a price', () => {
    expect(checkoutBlocker('ready', 'price_super')).toBeNull();
  });
});
