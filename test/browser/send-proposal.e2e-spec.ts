import type { Page } from 'playwright-core';
import { browserJourney, DESKTOP } from '../support/journey.js';
import { createReceptionistFromPage } from '../support/page-requests.js';
import { subscribeThroughStripe } from '../support/subscription.js';

// Spec 001 §2 step 4 "Send & Track" and 000 §9 (sending via text/email is Super Pro's): a Super
// Pro user's Send Proposal mails the link to the client from the app. The plan comes the way
// production gets it, a signed Stripe webhook; the mail is read in the local outbox.
const WEBHOOK_SECRET = 'whsec_send_journey';
const SUPER_PRO_PRICE = 'price_super_send';

describe('sending a proposal from step 4 (browser)', () => {
  const { appUrl, url, field, openPage, signUp } = browserJourney(() => ({
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_SUPER_PRO: SUPER_PRO_PRICE,
  }));

  const superProUser = async (page: Page, name: string) => {
    await signUp(page, {
      name,
      email: `${name.split(' ')[0].toLowerCase()}.${Date.now()}@example.com`,
    });
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'));
    expect(
      await subscribeThroughStripe(url('/webhooks/stripe'), {
        userId: user.id as string,
        priceId: SUPER_PRO_PRICE,
        secret: WEBHOOK_SECRET,
      }),
    ).toBe(200);
  };

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
    await superProUser(page, 'Sam Sender');

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

  // Test mode: the text is kept in the outbox, from the receptionist's (shared test) number.
  it('should text the client the link with the STOP line when Text message is ticked and the number given', async () => {
    const page = await openPage(DESKTOP);
    await superProUser(page, 'Tia Texter');
    const created = await createReceptionistFromPage(page, appUrl(), 'Tia Roofing');
    expect(created.status).toBe(200);

    await writeFromLanding(page);
    await page.getByRole('checkbox', { name: 'Email', exact: true }).uncheck();
    await page.getByRole('checkbox', { name: 'Text message', exact: true }).check();
    const phone = field(page, 'Client mobile number');
    await phone.fill('call me');
    await page.getByRole('button', { name: 'Send Proposal' }).click();
    await page.getByText('Please provide a valid phone number').waitFor();
    await phone.fill('(512) 555-0142');
    await page.getByRole('button', { name: 'Send Proposal' }).click();

    await page.getByText('Proposal sent by text message to +15125550142.').waitFor();
    const link = await page.getByLabel('Share link').inputValue();
    const texts = await (await fetch(url('/dev/texts'))).text();
    const text = texts.split('<article').find((part) => part.includes('to +15125550142')) ?? '';
    expect(text).toContain(link);
    expect(text).toContain('Reply STOP to opt out.');
    expect(text).toContain('kept in the outbox');
  }, 120_000);
});
