import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startAppServer } from '../support/app-server.js';
import { launchBrowser } from '../support/browser.js';

// Spec 001 §2 (AI Receptionist page, setup wizard, Calls) with DESIGN §7: in test mode a
// receptionist is set up through the wizard, a call comes in through the signed webhook path,
// and it appears in Recent conversations without a reload; its detail shows the tagged transcript.
const DESKTOP = { width: 1280, height: 900 };
const PASSWORD = 'first-pass-1';

describe('AI receptionist, live (browser)', () => {
  let app: Awaited<ReturnType<typeof startAppServer>>;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    app = await startAppServer();
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  const url = (path: string) => new URL(path, app.url).href;
  const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

  const signUp = async (page: Page) => {
    await page.goto(url('/signup'));
    await field(page, 'Name').fill('Riley Receptionist');
    await field(page, 'Email').fill(`riley.${Date.now()}@example.com`);
    await field(page, 'Password').fill(PASSWORD);
    await field(page, 'Confirm password').fill(PASSWORD);
    await page.getByRole('checkbox', { name: /I accept the Terms of Service/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((current) => current.pathname === '/business');
  };

  it('should set up a receptionist in test mode and show its calls as they arrive', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    contexts.push(context);
    const page = await context.newPage();
    await signUp(page);

    await page.goto(url('/business2/voice-agents'));
    await page.getByRole('heading', { level: 1, name: /AI Receptionist/ }).waitFor();
    await page.getByText('No calls found').waitFor();
    await page.getByRole('button', { name: 'Create AI Receptionist' }).first().click();
    const wizard = page.getByRole('dialog', { name: 'Set Up Your AI Voice Receptionist' });
    await wizard.waitFor();
    const next = wizard.getByRole('button', { name: 'Next', exact: true });

    await field(page, 'Company name').fill('Arctic Comfort HVAC');
    await field(page, 'Receptionist name').fill('Ava');
    await next.click();
    // The area code step refuses to go on without three digits.
    await field(page, 'Area code').fill('4a1b5');
    expect(await field(page, 'Area code').inputValue()).toBe('415');
    await page.getByText('Valid area code!').waitFor();
    for (let step = 2; step < 7; step += 1) await next.click();
    const create = wizard.getByRole('button', { name: 'Create AI Receptionist' });
    expect(await create.isDisabled()).toBe(true);
    await wizard.getByRole('checkbox', { name: /I agree to the/ }).check();
    await create.click();

    const success = page.getByRole('dialog', { name: 'Receptionist Created!' });
    await success.waitFor();
    expect(await success.textContent()).toContain('Ava');
    await success.getByRole('button', { name: 'Got it!' }).click();
    await page.getByText('(415) 555-0100').first().waitFor();

    // A call arrives while the page is open: no reload.
    const simulated = await page.evaluate(async (origin) => {
      const response = await fetch('/api/calls/simulate', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ callerName: 'Sam Lee', goal: 'quote' }),
      });
      return (await response.json()) as { call_id: string };
    }, app.url);
    const row = page.getByRole('link', { name: 'View details' }).first();
    await page.getByText('Sam Lee').first().waitFor({ timeout: 10_000 });
    expect(await page.getByText('No calls found').count()).toBe(0);

    await row.click();
    await page.waitForURL(
      (current) => current.pathname === `/business2/calls/${simulated.call_id}`,
    );
    await page.getByRole('heading', { name: 'Transcript' }).waitFor();
    const quoteLine = page.getByText(/I would like a quote for replacing my furnace/);
    await quoteLine.waitFor();
    // "quote" and "cost" are tagged as sale words, shown highlighted in purple.
    const highlight = page.locator('mark', { hasText: 'quote' }).first();
    await highlight.waitFor();
    expect(await highlight.getAttribute('class')).toMatch(/purple/);
    expect(await page.getByText('Quote for a furnace replacement').isVisible()).toBe(true);
  }, 120_000);
});
