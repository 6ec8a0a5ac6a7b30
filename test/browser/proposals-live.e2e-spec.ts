import type { Page } from 'playwright-core';
import { browserJourney, DESKTOP, PASSWORD, PHONE } from '../support/journey.js';
import type { Account } from '../support/journey.js';

// Spec 000 §4, §8 (landing prompt, sign-in round trip) and 001 §2, §4 (the Create Proposal wizard,
// the Proposals dashboard) with DESIGN §7: a client opening and signing a shared link changes the
// contractor's dashboard live, without a reload.
const DETAIL_SUB_STEPS = 9;
// The Dev Mode sample's client (001 §9 presets plus a realistic HVAC job).
const SAMPLE_CLIENT = 'Jordan Ellis';

let accountCount = 0;
const newAccount = (): Account => {
  accountCount += 1;
  return {
    name: `Casey Contractor ${accountCount}`,
    email: `casey.${Date.now()}.${accountCount}@example.com`,
  };
};

describe('proposals, live (browser)', () => {
  const { appUrl, url, field, openPage, signUp } = browserJourney();

  const register = async (account: Account) => {
    const response = await fetch(url('/auth/member/register'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: appUrl() },
      body: JSON.stringify({
        email: account.email,
        username: account.name,
        password: PASSWORD,
        company_name: `${account.name}'s company`,
        phone: '',
        user_type: 'member',
        industry: '',
        business_size: '',
        business_role: '',
        business_address: '',
        business_website: '',
        reasons: [],
      }),
    });
    expect(response.status).toBe(201);
  };

  // Through the wizard with Dev Mode's sample job: nine sub-steps, generate, view, share.
  const createProposalInWizard = async (page: Page): Promise<string> => {
    await page.goto(url('/business/create-proposal'));
    await page.getByRole('heading', { level: 1, name: 'Create Proposal' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Dev Mode' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(await field(page, 'Proposal name').inputValue()).not.toBe('');
    const back = page.getByRole('button', { name: 'Back', exact: true });
    const next = page.getByRole('button', { name: 'Continue', exact: true });
    expect(await back.isDisabled()).toBe(true);

    for (let subStep = 1; subStep < DETAIL_SUB_STEPS; subStep += 1) await next.click();
    await page.getByRole('heading', { level: 2, name: 'Testimonials' }).waitFor();
    expect(await field(page, 'Client email').count()).toBe(0);

    await next.click();
    await page
      .getByRole('heading', { level: 2, name: 'View Proposal' })
      .waitFor({ timeout: 60_000 });
    const document = page.getByRole('heading', { name: /Executive Summary|Investment|Warranty/ });
    await document.first().waitFor();
    expect(await document.count()).toBeGreaterThan(1);
    expect(await page.getByText(SAMPLE_CLIENT).first().isVisible()).toBe(true);

    await next.click();
    await page.getByRole('heading', { level: 2, name: 'Send & Track' }).waitFor();
    await page.getByRole('button', { name: 'Generate Link' }).click();
    await page.getByText('Your proposal is shared.').waitFor();
    const shareLink = await field(page, 'Share link').inputValue();
    expect(shareLink).toMatch(/\/shared-proposal\/[\w-]+$/);
    return new URL(shareLink).pathname;
  };

  it('should show a client opening and then signing the link on the contractor dashboard without a reload', async () => {
    const contractor = await openPage(DESKTOP);
    await signUp(contractor, newAccount());
    const sharedPath = await createProposalInWizard(contractor);
    const token = sharedPath.split('/').pop() ?? '';

    // The dashboard, with its socket connected before the client shows up.
    const socketOpened = contractor.waitForRequest((request) =>
      request.url().includes('/socket.io/'),
    );
    await contractor.goto(url('/business/proposals'));
    await socketOpened;
    const row = contractor.locator(`tr[data-token="${token}"]`);
    await row.waitFor();
    expect(await row.getByRole('rowheader').innerText()).toContain(SAMPLE_CLIENT);
    expect((await row.innerText()).toLowerCase()).toContain('sent');
    expect(await row.getByText('0 views').isVisible()).toBe(true);
    await contractor.waitForTimeout(500);
    const stat = (label: string) =>
      contractor.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
    expect(await stat('Total Proposals').innerText()).toBe('1');
    expect(await stat('Acceptance Rate').innerText()).toBe('0%');
    expect(await stat('Total Value').innerText()).toBe('$15.9K');
    let reloads = 0;
    contractor.on('framenavigated', (frame) => {
      if (frame === contractor.mainFrame()) reloads += 1;
    });

    // The client opens the link on a phone.
    const client = await openPage(PHONE);
    await client.goto(url(sharedPath));
    await client.getByRole('button', { name: 'Sign This Proposal' }).waitFor();

    await row.getByText('1 view', { exact: true }).waitFor({ timeout: 10_000 });
    expect(await row.getByRole('meter', { name: 'Engagement' }).getAttribute('aria-valuenow')).toBe(
      '20',
    );
    await row.getByText('viewed', { exact: true }).waitFor();

    // Then signs it: draw on the pad, name and email, Submit.
    await client.getByRole('button', { name: 'Sign This Proposal' }).click();
    const dialog = client.getByRole('dialog', { name: 'Sign This Proposal' });
    await dialog.waitFor();
    const pad = await dialog.locator('canvas').boundingBox();
    if (!pad) throw new Error('The signature pad is not on screen');
    await client.mouse.move(pad.x + 40, pad.y + 120);
    await client.mouse.down();
    for (let step = 1; step <= 20; step += 1) {
      await client.mouse.move(pad.x + 40 + step * 12, pad.y + 120 - Math.sin(step / 2) * 40);
    }
    await client.mouse.up();
    await dialog.getByLabel('Full name').fill('Jordan Ellis');
    await dialog.getByLabel('Email').fill('jordan.ellis@example.com');
    await dialog
      .getByLabel('I have read this notice and agree to use electronic records and signatures.')
      .check();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await client.getByText('Thank you for signing!').waitFor();

    await row.getByText('accepted', { exact: true }).waitFor({ timeout: 10_000 });
    await contractor.waitForFunction(
      () =>
        [...document.querySelectorAll('dt')].find((term) => term.textContent === 'Acceptance Rate')
          ?.nextElementSibling?.textContent === '100%',
    );
    expect(await row.getByRole('link', { name: /Signature certificate/ }).count()).toBe(1);
    expect(reloads).toBe(0);
  }, 180_000);

  it('should keep the typed ideas through sign-in, bring them back on the landing page, then write the proposal into the wizard', async () => {
    const account = newAccount();
    await register(account);
    const page = await openPage(DESKTOP);
    const ideas = 'Replace a 15-year-old 3-ton AC with a heat pump for the Jacksons, 1,800 sq ft';

    await page.goto(url('/'));
    await page.getByLabel('Proposal ideas').fill(ideas);
    await page.getByRole('button', { name: 'Generate proposal' }).click();
    await page.waitForURL((current) => current.pathname === '/signin');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/');
    expect(await page.evaluate(() => sessionStorage.getItem('pendingProposalInput'))).toBe(ideas);

    await field(page, 'Email').fill(account.email);
    await field(page, 'Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((current) => current.pathname === '/');
    const prompt = page.getByLabel('Proposal ideas');
    await prompt.waitFor();
    expect(await prompt.inputValue()).toBe(ideas);
    expect(await page.evaluate(() => sessionStorage.getItem('pendingProposalInput'))).toBeNull();

    await page.getByRole('button', { name: 'Generate proposal' }).click();
    await page.waitForURL((current) => current.pathname === '/create-proposal', {
      timeout: 60_000,
    });
    await page.getByRole('heading', { level: 2, name: 'View Proposal' }).waitFor();
    expect(await page.getByRole('button', { name: 'Change design' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('generatedProposal'))).toBeNull();
  }, 120_000);

  it('should keep Generate Link and Send Proposal disabled, saying why, while nothing is written', async () => {
    const page = await openPage(PHONE);
    await signUp(page, newAccount());
    await page.goto(url('/create-proposal'));
    await page.getByRole('button', { name: /Step 1 of 4/ }).click();
    await page
      .getByRole('navigation', { name: 'Wizard steps (mobile)' })
      .getByRole('button', { name: /Send & Track/ })
      .click();
    expect(await page.getByRole('button', { name: 'Generate Link' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Send Proposal' }).isDisabled()).toBe(true);
    expect(await page.getByText('Generate a proposal first', { exact: false }).isVisible()).toBe(
      true,
    );
  });
});
