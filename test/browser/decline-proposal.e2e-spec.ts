import type { Page } from 'playwright-core';
import { signatureDataUrl } from '../../apps/api/src/testing/png-fixtures.js';
import { axeViolations } from '../support/axe.js';
import { apiAccount, browserJourney, DESKTOP, PHONE } from '../support/journey.js';
import { screenshot } from '../support/page-checks.js';

// Issue 20: the client declines a shared proposal from the link, with an optional reason, on a
// phone and by keyboard; the page stays declined, and the manager's lists show it.
// SCREENSHOTS=<folder> keeps pictures of the dialog and the declined page.
describe('declining a shared proposal (browser)', () => {
  const { appUrl, url, openPage, signIn } = browserJourney();
  const email = `decliner.${Date.now()}@example.com`;
  const call = apiAccount(appUrl, { email, username: 'Sam Owner', company_name: 'Cool Roofs' });

  const share = async (clientName: string): Promise<string> => {
    const { status, body } = await call('POST', '/api/share-proposal', {
      proposalContent: '# Roof Replacement\n\n## Summary\nNew shingles over 2,000 sq ft.',
      clientName,
      templateChoice: 'modern',
      value: 18_000,
    });
    expect(status).toBe(201);
    return String(body.token);
  };

  // The page's buttons act once it has hydrated; until then they show as disabled.
  const hydrated = (page: Page) =>
    page.waitForFunction(() =>
      [...document.querySelectorAll('button')].some(
        (button) => button.textContent === 'Decline' && !button.disabled,
      ),
    );

  it('should decline by keyboard on a phone with a reason, stay declined on reload, and show the manager Declined', async () => {
    const token = await share('Jordan Lee');
    const page = await openPage(PHONE, { phone: true });
    await page.goto(url(`/shared-proposal/${token}`));
    const decline = page.getByRole('button', { name: 'Decline', exact: true });
    await hydrated(page);

    // Escape closes the dialog and gives focus back to the button that opened it.
    await decline.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Decline this proposal?' });
    const reason = dialog.getByLabel('Reason (optional)');
    await reason.waitFor();
    expect(await reason.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await decline.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    await reason.waitFor();
    await page.keyboard.type('The price is above our budget this year.');
    expect(await axeViolations(page)).toEqual([]);
    // Every control of the dialog fits the phone's width.
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    await screenshot(page, 'decline-dialog');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Decline Proposal');
    await page.keyboard.press('Enter');

    const banner = page.getByRole('status').filter({ hasText: 'You declined this proposal.' });
    await banner.waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(await banner.textContent()).toContain('The price is above our budget this year.');
    expect(await banner.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.getByRole('button', { name: 'Sign This Proposal' }).count()).toBe(0);
    expect(await decline.count()).toBe(0);
    expect(await page.getByRole('button', { name: /Contact About This Proposal/ }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'declined-state');

    // The server's record: the page comes back declined, rendered so from the first byte.
    await page.reload();
    await banner.waitFor();
    expect(await banner.textContent()).toContain('The price is above our budget this year.');
    expect(await page.getByRole('button', { name: 'Sign This Proposal' }).count()).toBe(0);

    const history = await call('GET', `/api/proposals/${token}/history`);
    const events = history.body.events as Array<{ type: string; data: Record<string, unknown> }>;
    expect(events.find((event) => event.type === 'ProposalDeclined')?.data.reason).toBe(
      'The price is above our budget this year.',
    );

    // The manager: grey "declined" on the dashboard (001 §2, other grey), red on the list.
    const owner = await openPage(DESKTOP);
    await signIn(owner, email);
    await owner.goto(url('/business/proposals'));
    const onDashboard = owner
      .locator(`tr[data-token="${token}"]`)
      .getByText('declined', { exact: true });
    await onDashboard.waitFor();
    expect(await onDashboard.getAttribute('class')).toContain('bg-neutral-100');
    await owner.goto(url('/business/proposals/list'));
    const onList = owner
      .locator(`tr[data-token="${token}"]`)
      .getByText('declined', { exact: true });
    await onList.waitFor();
    expect(await onList.getAttribute('class')).toContain('bg-red-50');
  }, 120_000);

  it('should show a declined proposal open on a dashboard as declined the moment the client declines', async () => {
    const token = await share('Casey Live');
    const owner = await openPage(DESKTOP);
    await signIn(owner, email);
    const socketOpened = owner.waitForRequest((request) => request.url().includes('/socket.io/'));
    await owner.goto(url('/business/proposals'));
    await socketOpened;
    await owner.locator(`tr[data-token="${token}"]`).getByText('sent', { exact: true }).waitFor();

    const client = await openPage(PHONE, { phone: true });
    await client.goto(url(`/shared-proposal/${token}`));
    await hydrated(client);
    await client.getByRole('button', { name: 'Decline', exact: true }).click();
    await client
      .getByRole('dialog', { name: 'Decline this proposal?' })
      .getByRole('button', { name: 'Decline Proposal' })
      .click();
    await client.getByText('You declined this proposal.').waitFor();

    // Pushed, not reloaded.
    await owner
      .locator(`tr[data-token="${token}"]`)
      .getByText('declined', { exact: true })
      .waitFor();
  }, 120_000);

  it('should offer no Decline on a signed proposal', async () => {
    const token = await share('Signed Client');
    const { status } = await call('POST', '/api/track-proposal-view', {
      token,
      signature: signatureDataUrl(),
      name: 'Signed Client',
      email: 'signed@example.com',
      consent: true,
    });
    expect(status).toBe(200);
    const page = await openPage(PHONE, { phone: true });
    await page.goto(url(`/shared-proposal/${token}`));
    await page.getByText('Proposal signed').waitFor();
    expect(await page.getByRole('button', { name: 'Decline', exact: true }).count()).toBe(0);
  }, 120_000);
});
