import { axeViolations } from '../support/axe.js';
import { apiAccount, browserJourney, DESKTOP, PHONE } from '../support/journey.js';
import { screenshot } from '../support/page-checks.js';

// Issue 21: a link past its expiry says so on the client's phone, with a way to ask for a new
// one; the contractor sees it expired on the dashboard and extends it, and the link works again.
describe('an expired proposal link (browser)', () => {
  const { appUrl, url, openPage, signIn } = browserJourney();
  const email = `expiry.${Date.now()}@example.com`;
  const call = apiAccount(appUrl, { email, username: 'Sam Owner', company_name: 'Cool Roofs' });

  it('should let the client ask for a new link by keyboard on a phone, and the manager extend it from the dashboard', async () => {
    const { status, body } = await call('POST', '/api/share-proposal', {
      proposalContent: '# Roof Replacement\n\n## Summary\nNew shingles over 2,000 sq ft.',
      clientName: 'Jordan Lee',
      value: 18_000,
      expiresAt: new Date(Date.now() + 1500).toISOString(),
    });
    expect(status).toBe(201);
    const token = String(body.token);
    await new Promise((resolve) => setTimeout(resolve, 2000));

    const page = await openPage(PHONE, { phone: true });
    await page.goto(url(`/shared-proposal/${token}`));
    await page.getByRole('heading', { name: 'This proposal has expired' }).waitFor();
    expect(await page.getByText('"Roof Replacement" from Cool Roofs').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Sign This Proposal' }).count()).toBe(0);
    const ask = page.getByRole('button', { name: 'Ask for a new link' });
    const box = await ask.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page
      .getByLabel('Message to Cool Roofs (optional)')
      .fill('Still keen, can we start in May?');
    await screenshot(page, 'proposal-expiry-phone');
    await ask.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'We told Cool Roofs' }).waitFor();
    await screenshot(page, 'proposal-expiry-asked');
    expect(await axeViolations(page)).toEqual([]);

    const history = await call('GET', `/api/proposals/${token}/history`);
    const events = history.body.events as Array<{ type: string; data: unknown }>;
    expect(events.map((event) => event.type)).toEqual([
      'ProposalShared',
      'ProposalNewLinkRequested',
    ]);
    expect(events[1].data).toMatchObject({
      message: 'Still keen, can we start in May?',
    });

    const owner = await openPage(DESKTOP);
    await signIn(owner, email);
    await owner.goto(url('/business/proposals'));
    const row = owner.locator(`tr[data-token="${token}"]`);
    await row.getByText('Expired', { exact: true }).waitFor();
    await row.getByRole('button', { name: /^Extend / }).click();
    const dialog = owner.getByRole('dialog', { name: 'Extend this proposal' });
    const field = dialog.getByLabel('Valid until');
    await field.waitFor();
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await field.inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await screenshot(owner, 'proposal-expiry-extend');
    await owner.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText('Expired', { exact: true }).waitFor({ state: 'detached' });

    await page.reload();
    await page.getByRole('button', { name: 'Sign This Proposal' }).waitFor();
  }, 120_000);
});
