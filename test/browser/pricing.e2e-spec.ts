import type { Page } from 'playwright-core';
import { axeViolations } from '../support/axe.js';
import { browserJourney, DESKTOP, PHONE } from '../support/journey.js';
import { subscribeThroughStripe } from '../support/subscription.js';

// Spec 000 §2, §4, §5, §9 (the pricing page): what each kind of visitor is offered, with the
// spec's labels and disabled states. The super_pro user gets their plan the way production does:
// a signed Stripe webhook.
const WEBHOOK_SECRET = 'whsec_pricing_journey';
const PRICES = { pro: 'price_pro_pricing', super_pro: 'price_super_pricing' };

describe('pricing (browser)', () => {
  const journey = browserJourney(() => ({
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_PRO: PRICES.pro,
    STRIPE_PRICE_SUPER_PRO: PRICES.super_pro,
  }));
  const { url } = journey;
  const openPage = (viewport = DESKTOP): Promise<Page> => journey.openPage(viewport);

  const signUp = async (page: Page) => {
    const email = `pat.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`;
    await journey.signUp(page, { name: 'Pat Pricing', email });
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'));
    return user.id as string;
  };

  const button = (page: Page, tier: 'free' | 'super_pro') =>
    page.getByTestId(`plan-button-${tier}`);

  const expectButton = async (
    page: Page,
    tier: 'free' | 'super_pro',
    label: string,
    disabled: boolean,
  ) => {
    const target = button(page, tier);
    await page.waitForFunction(
      ([id, text]) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() === text,
      [`plan-button-${tier}`, label] as const,
    );
    expect(await target.isDisabled()).toBe(disabled);
  };

  it('should offer sign-up links to visitors, with the trial advertised', async () => {
    const page = await openPage();
    await page.goto(url('/pricing'));
    await expectButton(page, 'free', 'Start Free', false);
    await expectButton(page, 'super_pro', 'Choose Super Pro', false);
    expect(await page.getByTestId('plan-trial-super_pro').isVisible()).toBe(true);
    expect(await page.getByTestId('plan-price-super_pro').textContent()).toContain('$100');
    expect(await axeViolations(page)).toEqual([]);
    await button(page, 'super_pro').click();
    await page.waitForURL((current) => current.pathname === '/signup');
    const target = new URL(page.url());
    expect(target.searchParams.get('returnTo')).toBe('/pricing');
    expect(target.searchParams.get('plan')).toBe('super_pro');
  });

  it("should bring a free user from the landing page's Upgrade to Super Pro to /pricing with the reason when checkout cannot start", async () => {
    // No Stripe key in this journey: the checkout the button asks billing for is refused.
    const page = await openPage();
    await signUp(page);
    await page.goto(url('/business2/real-estate'));
    await page.getByRole('button', { name: 'Upgrade to Super Pro' }).first().click();
    await page.waitForURL((current) => current.pathname === '/pricing');
    const alert = page.getByRole('alert').filter({ hasText: /checkout|payment/i });
    await alert.first().waitFor();
  });

  it('should pass the WCAG A/AA checks of axe-core for a visitor and a free user, on a desktop and a phone', async () => {
    const visitor = await openPage(PHONE);
    await visitor.goto(url('/pricing'));
    await expectButton(visitor, 'super_pro', 'Choose Super Pro', false);
    expect(await axeViolations(visitor)).toEqual([]);

    const user = await openPage(DESKTOP);
    await signUp(user);
    await user.goto(url('/pricing'));
    await expectButton(user, 'super_pro', 'Upgrade to Super Pro', false);
    await user.getByTestId('usage-proposals').waitFor();
    expect(await axeViolations(user)).toEqual([]);
  }, 120_000);

  it('should disable the free plan for a free user and refuse checkout without Stripe.js', async () => {
    const page = await openPage();
    await signUp(page);
    await page.goto(url('/pricing'));
    await expectButton(page, 'free', 'Current Plan', true);
    await expectButton(page, 'super_pro', 'Upgrade to Super Pro', false);
    await page.getByTestId('usage-proposals').waitFor();
    // No STRIPE_PUBLISHABLE_KEY here: the payment script never loads.
    await button(page, 'super_pro').click();
    await page
      .getByText('Payment system is not ready for checkout. Please try again in a moment.')
      .waitFor();
  });

  it('should show a super_pro user their plan with Manage Plan and Downgrade to Free', async () => {
    const page = await openPage();
    const userId = await signUp(page);
    expect(
      await subscribeThroughStripe(url('/webhooks/stripe'), {
        userId,
        priceId: PRICES.super_pro,
        secret: WEBHOOK_SECRET,
      }),
    ).toBe(200);

    await page.goto(url('/pricing'));
    await expectButton(page, 'super_pro', 'Current Plan', true);
    await expectButton(page, 'free', 'Downgrade to Free', false);
    expect(await page.getByTestId('plan-manage-super_pro').textContent()).toContain('Manage Plan');
    expect(await page.getByTestId('plan-trial-super_pro').count()).toBe(0);
  });
});
