import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { payCheckoutOnFakeStripe } from '../../apps/api/src/testing/fake-stripe-checkout.js';
import { eventually } from '../../apps/api/src/testing/eventually.js';
import { fakeStripePayments } from '../../apps/api/src/testing/fake-stripe-payments.js';
import { startFakeStripeServer } from '../../apps/api/src/testing/fake-stripe-server.js';
import type { FakeStripeServer } from '../../apps/api/src/testing/fake-stripe-server.js';
import { startSuiteApp } from '../../apps/api/src/testing/test-app.js';
import type { TestApp } from '../../apps/api/src/testing/test-app.js';
import { databaseKinds } from '../../apps/api/src/testing/test-database.js';
import { freePort } from '../../apps/api/src/testing/app-server.js';
import { launchBrowser } from '../support/browser.js';
import { DESKTOP, PASSWORD, PHONE, type Viewport } from '../support/journey.js';
import { detailSubSteps } from '../../apps/web/src/features/proposal-wizard/utils/wizard-steps.js';
import { createReceptionistFromPage, postFromPage } from '../support/page-requests.js';
import { subscribeThroughStripe } from '../support/subscription.js';
import { screenshot } from '../support/page-checks.js';

// Issue 20's done criterion, the whole deal as its two people live it: a Super Pro contractor
// with a Stripe account that takes charges writes good / better / best with add-ons and a 20%
// deposit in the wizard and sends it from step 4 by email and text; the client opens the mailed
// link on a phone, picks Premium and an add-on, consents, signs, pays the deposit through Stripe
// Checkout, and downloads the sealed PDF; the contractor's dashboard, open all along on a desktop,
// follows without a reload, and both PDFs pass `npm run verify`. Stripe is the local fake: the
// built app has no setting for Stripe's address, so this journey runs the API in-process (serving
// the built web) with the fake as its payments provider. Checkout's page is Stripe's, so the
// browser only visits its address and the fake completes the payment with the signed webhook
// Stripe would send.
// SCREENSHOTS=<folder> keeps pictures of each step.
const WEBHOOK_SECRET = 'whsec_close_deal';
const CONNECT_SECRET = 'whsec_close_deal_connect';
const SUPER_PRO_PRICE = 'price_super_close';
const root = fileURLToPath(new URL('../..', import.meta.url));
const verifier = join(root, 'apps/api/dist/cli/verify.js');

const CLIENT = { name: 'Jordan Ellis', email: `jordan.${Date.now()}@example.com` };
const CLIENT_PHONE = '+15125550177';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

// `npm run verify -- <file>` as a person runs it: its exit code and what it printed.
const verify = (path: string) =>
  new Promise<{ code: number; output: string }>((resolve) => {
    execFile(process.execPath, [verifier, path], (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr });
    });
  });

for (const kind of databaseKinds()) {
  describe(`closing the deal on ${kind} (browser)`, () => {
    let stripe: FakeStripeServer;
    let app: TestApp;
    let browser: Browser;
    let folder: string;
    const contexts: BrowserContext[] = [];

    beforeAll(async () => {
      stripe = await startFakeStripeServer();
      const port = await freePort();
      app = await startSuiteApp(kind, {
        port,
        env: {
          PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
          WEB_DIST_DIR: join(root, 'apps/web/dist'),
          STRIPE_SECRET_KEY: stripe.secretKey,
          STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
          STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_SECRET,
          STRIPE_PRICE_SUPER_PRO: SUPER_PRO_PRICE,
        },
        providerOverrides: { payments: fakeStripePayments(stripe) },
      });
      browser = await launchBrowser();
      folder = await mkdtemp(join(tmpdir(), 'close-the-deal-'));
    }, 120_000);

    afterEach(async () => {
      await Promise.all(contexts.splice(0).map((context) => context.close()));
    });

    afterAll(async () => {
      await browser?.close();
      await app?.close();
      await stripe?.close();
      if (folder) await rm(folder, { recursive: true, force: true });
    });

    const url = (path: string) => new URL(path, app.url).href;

    // A phone's page (touch, mobile viewport). Buttons are pressed with clicks: a tap is turned
    // into a click by Chromium's gesture detector, which takes a tap on a starved renderer (a busy
    // CI machine) for a long press and sends no click at all. The signature is still drawn by touch.
    const openPage = async (viewport: Viewport, phone = false) => {
      const context = await browser.newContext({
        viewport,
        ...(phone ? { hasTouch: true, isMobile: true, deviceScaleFactor: 3 } : {}),
      });
      contexts.push(context);
      return context.newPage();
    };

    const getFromPage = (page: Page, path: string) =>
      page.evaluate(async (path) => {
        const response = await fetch(path);
        return {
          status: response.status,
          body: (await response.json()) as Record<string, unknown>,
        };
      }, path);

    // The newest mail (or text) to `to` that says `what`, as the outbox page at `path` lists it
    // once it is queued (some are queued by reactors, after the request that caused them).
    const outboxEntry = async (path: string, to: string, what: string) => {
      let entry = '';
      await eventually(`the outbox at ${path} holds "${what}" to ${to}`, async () => {
        const page = await (await fetch(url(path))).text();
        entry =
          page.split('<article').find((part) => part.includes(`to ${to}`) && part.includes(what)) ??
          '';
        return entry !== '';
      });
      return entry;
    };

    // A Super Pro manager whose company's Stripe account finished onboarding and takes charges.
    const contractor = async (page: Page) => {
      await page.goto(url('/signup'));
      await page.getByLabel('Name', { exact: true }).fill('Sam Owner');
      await page.getByLabel('Email', { exact: true }).fill(`sam.${Date.now()}@example.com`);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
      await page.getByRole('checkbox', { name: /I accept the Terms of Service/ }).check();
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.waitForURL((current) => current.pathname === '/business');
      const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'));
      expect(
        await subscribeThroughStripe(url('/webhooks/stripe'), {
          userId: String(user.id),
          priceId: SUPER_PRO_PRICE,
          secret: WEBHOOK_SECRET,
        }),
      ).toBe(200);
      expect((await postFromPage(page, app.url, '/api/payments/connect', {})).status).toBe(200);
      const connect = await getFromPage(page, '/api/payments/connect');
      stripe.updateAccount(String(connect.body.account_id), { chargesEnabled: true });
      expect((await getFromPage(page, '/api/payments/connect')).body).toMatchObject({
        charges_enabled: true,
      });
      // Texts go out from the company's receptionist number (in test mode, the shared one).
      expect((await createReceptionistFromPage(page, app.url, 'Cool Air')).status).toBe(200);
    };

    // A finger's stroke across the signature pad, through the DevTools protocol's touch events.
    const drawSignature = async (page: Page, canvas: ReturnType<Page['locator']>) => {
      await canvas.scrollIntoViewIfNeeded();
      const box = await canvas.boundingBox();
      if (!box) throw new Error('The signature pad is not visible');
      const cdp = await page.context().newCDPSession(page);
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
        cdp.send('Input.dispatchTouchEvent', {
          type,
          touchPoints: type === 'touchEnd' ? [] : [{ x: box.x + x, y: box.y + y }],
        });
      await touch('touchStart', 20, 100);
      for (let i = 1; i < 20; i += 1) await touch('touchMove', 20 + i * 14, 100 - (i % 5) * 12);
      await touch('touchEnd', 0, 0);
    };

    it('should take the client from the texted and mailed link to a signed, paid deal the contractor sees live', async () => {
      const owner = await openPage(DESKTOP);
      await contractor(owner);

      // 1. Written in the wizard (Dev Mode's sample: Basic / Standard / Premium, two extended
      // warranties offered as add-ons, a 20% deposit) and sent from step 4 by email and text.
      await owner.goto(url('/create-proposal'));
      const heading = (name: string) => owner.getByRole('heading', { level: 2, name, exact: true });
      const next = owner.getByRole('button', { name: 'Continue', exact: true });
      for (const title of detailSubSteps) {
        await heading(title).waitFor();
        if (title === 'Price & Financing') {
          expect(await owner.getByLabel('Premium', { exact: true }).inputValue()).toBe('$19,750');
          expect(await owner.getByLabel('Deposit (% of the total)').inputValue()).toBe('20');
        }
        await next.click();
      }
      // Continue on the last details writes the proposal, then shows it.
      await heading('View Proposal').waitFor({ timeout: 60_000 });
      await next.click();
      await heading('Send & Track').waitFor();
      await owner.getByLabel('Client email', { exact: true }).fill(CLIENT.email);
      await owner.getByRole('checkbox', { name: 'Text message', exact: true }).check();
      await owner.getByLabel('Client mobile number', { exact: true }).fill('(512) 555-0177');
      await owner.getByRole('button', { name: 'Send Proposal' }).click();
      await owner.getByText(`Proposal sent by email to ${CLIENT.email}`).waitFor();
      const shareLink = await owner.getByLabel('Share link').inputValue();
      const token = new URL(shareLink).pathname.split('/').pop()!;

      // The link the client gets: in the mail, and the same one in the text with the STOP line.
      const mail = await outboxEntry('/dev/outbox', `${CLIENT.email} ·`, token);
      const link = /href="([^"]*\/shared-proposal\/[^"]+)"/.exec(mail)?.[1] ?? '';
      expect(link).toBe(url(`/shared-proposal/${token}`));
      const text = await outboxEntry('/dev/texts', CLIENT_PHONE, token);
      expect(text).toContain(link);
      expect(text).toContain('Reply STOP to opt out.');

      // 4. The contractor's dashboard is open before the client signs.
      const socketOpened = owner.waitForRequest((request) => request.url().includes('/socket.io/'));
      await owner.goto(url('/business/proposals'));
      await socketOpened;
      const row = owner.locator(`tr[data-token="${token}"]`);
      await row.getByText('$15,900').waitFor();

      // 2. On the phone: Premium and one add-on, the total following.
      const phone = await openPage(PHONE, true);
      await phone.goto(link);
      const picker = phone.getByRole('region', { name: 'Choose your option' });
      await picker.waitFor();
      const total = picker.locator('[aria-live="polite"]');
      expect(await picker.getByRole('radio', { name: /Standard/ }).isChecked()).toBe(true);
      expect(await total.innerText()).toContain('$15,900');
      // A finger taps the option's card (its input is only for assistive technology).
      const card = (name: string) => picker.locator('label').filter({ hasText: name });
      await card('Premium').click();
      expect(await total.innerText()).toContain('$19,750');
      await card('Extended Labor Protection').click();
      expect(await total.innerText()).toContain('$20,950');
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await total.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await screenshot(phone, 'close-the-deal-1-options');

      await phone.getByRole('button', { name: 'Sign This Proposal' }).click();
      const dialog = phone.getByRole('dialog', { name: 'Sign This Proposal' });
      await dialog.waitFor();
      expect(await dialog.innerText()).toContain(
        'You are signing for Premium + Extended Labor Protection (5 additional years), a total of $20,950.',
      );
      await dialog
        .getByLabel('I have read this notice and agree to use electronic records and signatures.')
        .check();
      await drawSignature(phone, dialog.locator('canvas'));
      await dialog.getByLabel('Full name').fill(CLIENT.name);
      await dialog.getByLabel('Email').fill(CLIENT.email);
      const submit = dialog.locator('button[aria-disabled="false"]', { hasText: 'Submit' });
      await submit.waitFor();
      await screenshot(phone, 'close-the-deal-2-signature');
      await submit.click();
      // The dialog thanks at once, or says why the server refused: the failure names it.
      await dialog.getByText(/Thank you for signing!|Your signature was not recorded/).waitFor();
      expect(await dialog.innerText()).toContain('Thank you for signing!');
      await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
      await dialog.waitFor({ state: 'detached' });

      // 3. The deposit: 20% of $20,950, paid through Stripe Checkout.
      await row.getByText('accepted', { exact: true }).waitFor();
      await row.getByText('$20,950').waitFor();
      const pay = phone.getByRole('button', { name: 'Pay deposit $4,190' });
      await pay.scrollIntoViewIfNeeded();
      await screenshot(phone, 'close-the-deal-3-deposit-due');
      // Stripe's hosted page is on the internet; the browser gets a stand-in at its address.
      await phone
        .context()
        .route('https://checkout.stripe.com/**', (route) =>
          route.fulfill({ contentType: 'text/html', body: '<title>Stripe Checkout</title>' }),
        );
      await pay.click();
      await phone.waitForURL((current) => current.hostname === 'checkout.stripe.com');
      const paid = await payCheckoutOnFakeStripe(stripe, phone.url(), {
        webhookUrl: url('/webhooks/stripe-connect'),
        secret: CONNECT_SECRET,
      });
      expect(paid.status).toBe(200);
      expect(paid.returnUrl).toBe(`${link}?deposit=paid`);
      await phone.goto(paid.returnUrl!);
      const receipt = phone.getByRole('status').filter({ hasText: 'Deposit paid: $4,190' });
      await receipt.waitFor();
      await receipt.scrollIntoViewIfNeeded();
      await screenshot(phone, 'close-the-deal-4-deposit-paid');

      await row.getByText('Deposit paid $4,190').waitFor();
      expect(await row.getByText('accepted', { exact: true }).isVisible()).toBe(true);
      expect(await row.getByText('$20,950').isVisible()).toBe(true);
      await row.scrollIntoViewIfNeeded();
      await screenshot(owner, 'close-the-deal-5-dashboard');

      // 5. The client's sealed PDF, the contractor's, and the mails' attachment: one file.
      const download = phone.waitForEvent('download');
      await phone.getByRole('link', { name: 'Download signed PDF' }).click();
      const clientPdf = await readFile(await (await download).path());
      const contractorAnswer = await owner.request.get(url(`/api/proposals/${token}/pdf`));
      expect(contractorAnswer.status()).toBe(200);
      expect(contractorAnswer.headers()['content-type']).toContain('application/pdf');
      const contractorPdf = await contractorAnswer.body();
      expect(clientPdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(sha256(contractorPdf)).toBe(sha256(clientPdf));
      const confirmation = await outboxEntry(
        '/dev/outbox',
        `${CLIENT.email} ·`,
        'You signed &#34;',
      );
      expect(confirmation).toContain(`/dev/outbox/attachments/${sha256(clientPdf)}`);

      const signedFile = join(folder, 'signed.pdf');
      await writeFile(signedFile, clientPdf);
      const good = await verify(signedFile);
      expect(good.code).toBe(0);
      expect(good.output).toMatch(/^OK {4}seal$/m);
      expect(good.output).toMatch(/^OK {4}signature image$/m);
      expect(good.output).not.toContain('FAIL');

      const tampered = Buffer.from(clientPdf);
      const at = tampered.indexOf('"content": "') + '"content": "# '.length + 3;
      tampered[at] ^= 0x01;
      const tamperedFile = join(folder, 'tampered.pdf');
      await writeFile(tamperedFile, tampered);
      const bad = await verify(tamperedFile);
      expect(bad.code).toBe(1);
      expect(bad.output).toMatch(/^FAIL {2}content hash: /m);
    }, 240_000);
  });
}
