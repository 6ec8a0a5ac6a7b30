import type { Page } from 'playwright-core';
import { browserJourney, DESKTOP } from '../support/journey.js';
import { subscribeThroughStripe } from '../support/subscription.js';

// Spec 001 §2 step 4 "Send & Track" and 000 §9 (sending via text/email is Super Pro's): a Super
// Pro user's Send Proposal mails the link to the client from the app. The plan comes the way
// production gets it, a signed Stripe webhook; the mail is read in the local outbox.
const WEBHOOK_SECRET = 'whsec_send_journey';
const SUPER_PRO_PRICE = 'price_super_send';

describe('sending a proposal from step 4 (browser)', () => {
  const { url, field, openPage, signUp } = browserJourney(() => ({
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_SUPER_PRO: SUPER_PRO_PRICE,
  }));

  const writeFromLanding = async (page: Page) => {
    await page.goto(url('/'));
    await page.getByLabel('Proposal ideas').fill('Maria Lopez, roof replacement, about $18,500');
    await page.getByRole('button', { name: 'Generate proposal' }).click();
    await page.waitForURL((current) => current.pathname === '/create-proposal', {
      timeout: 60_000,
    });
    await page.getByRole('heading', { level: 2, name: 'View Proposal', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'Send & Track', exact: true }).waitFor();
  };

  it('should mail the client the link and say so when a Super Pro user presses Send Proposal', async () => {
    const page = await openPage(DESKTOP);
    const email = `sam.${Date.now()}@example.com`;
    await signUp(page, { name: 'Sam Sender', email });
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'));
    expect(
      await subscribeThroughStripe(url('/webhooks/stripe'), {
        userId: user.id as string,
        priceId: SUPER_PRO_PRICE,
        secret: WEBHOOK_SECRET,
      }),
    ).toBe(200);

    await writeFromLanding(page);
    const client = `maria.${Date.now()}@example.com`;
    await field(page, 'Client email').fill(client);
    const send = page.getByRole('button', { name: 'Send Proposal' });
    expect(await send.isDisabled()).toBe(false);
    expect(await page.getByText('part of Super Pro').count()).toBe(0);
    await send.click();

    await page.getByText(`Proposal sent by email to ${client}.`).waitFor();
    await page.getByText('Your proposal is shared.').waitFor();
    const link = await page.getByLabel('Share link').inputValue();
    const outbox = await (await fetch(url('/dev/outbox'))).text();
    const mail = outbox.split('<article').find((part) => part.includes(`to ${client} ·`)) ?? '';
    expect(mail).toContain('sent you');
    expect(mail).toContain(link);
  }, 120_000);
});
