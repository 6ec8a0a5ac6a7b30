import { axeViolations } from '../support/axe.js';
import { apiAccount, browserJourney, DESKTOP, PHONE } from '../support/journey.js';
import { screenshot } from '../support/page-checks.js';

// Issue 20: good / better / best and add-ons. On a phone, the client picks Premium and an
// extended warranty, watches the total, consents and signs; the contractor's dashboard, open on
// a desktop, turns the row accepted at the chosen total without a reload.
// SCREENSHOTS=<folder> keeps pictures of the picker and the dialog.
describe('choosing an option and add-ons when signing (browser)', () => {
  const { appUrl, url, openPage, signIn } = browserJourney();
  const email = `chooser.${Date.now()}@example.com`;
  const call = apiAccount(appUrl, { email, username: 'Sam Owner', company_name: 'Cool Air' });

  it('should sign Premium with one add-on on a phone and show the contractor its total live', async () => {
    const { status, body } = await call('POST', '/api/share-proposal', {
      proposalContent: '# Heat Pump Proposal\n\n## Summary\nA heat pump for the whole house.',
      clientName: 'Jordan Ellis',
      templateChoice: 'modern',
      value: 15_900,
      priceOptions: [
        { id: 'basic', name: 'Basic', price: 12_400, description: 'Single-stage' },
        { id: 'standard', name: 'Standard', price: 15_900, recommended: true },
        { id: 'premium', name: 'Premium', price: 19_750, description: 'Variable speed' },
      ],
      addOns: [
        { id: 'labor', name: 'Extended Labor Protection (5 additional years)', price: 1_200 },
        { id: 'club', name: 'Comfort Club Maintenance (3 additional years)', price: 800 },
      ],
    });
    expect(status).toBe(201);
    const token = String(body.token);

    const owner = await openPage(DESKTOP);
    await signIn(owner, email);
    const socketOpened = owner.waitForRequest((request) => request.url().includes('/socket.io/'));
    await owner.goto(url('/business/proposals'));
    await socketOpened;
    const row = owner.locator(`tr[data-token="${token}"]`);
    await row.getByText('$15,900').waitFor();

    const page = await openPage(PHONE, { phone: true });
    await page.goto(url(`/shared-proposal/${token}`));
    const picker = page.getByRole('region', { name: 'Choose your option' });
    await picker.waitFor();
    await page.locator('button:enabled', { hasText: 'Sign This Proposal' }).waitFor();
    const total = picker.locator('[aria-live="polite"]');
    // The recommended option is where the page starts.
    expect(await picker.getByRole('radio', { name: /Standard/ }).isChecked()).toBe(true);
    expect(await total.innerText()).toContain('$15,900');

    // Picking one sets the others aside; by keyboard, the arrows move through the options.
    await picker.getByRole('radio', { name: /Standard/ }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await picker.getByRole('radio', { name: /Premium/ }).isChecked()).toBe(true);
    expect(await picker.getByRole('radio', { name: /Standard/ }).isChecked()).toBe(false);
    expect(await total.innerText()).toContain('$19,750');
    const labor = picker.getByRole('checkbox', { name: /Extended Labor Protection/ });
    await labor.focus();
    await page.keyboard.press('Space');
    expect(await total.innerText()).toContain('$20,950');
    await picker.getByRole('checkbox', { name: /Comfort Club/ }).check();
    expect(await total.innerText()).toContain('$21,750');
    await picker.getByRole('checkbox', { name: /Comfort Club/ }).uncheck();
    expect(await total.innerText()).toContain('$20,950');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    expect(await axeViolations(page)).toEqual([]);
    await picker.scrollIntoViewIfNeeded();
    await screenshot(page, 'price-options-picker');

    await page.getByRole('button', { name: 'Sign This Proposal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign This Proposal' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(
      'You are signing for Premium + Extended Labor Protection (5 additional years), a total of $20,950.',
    );
    await dialog.getByLabel('Full name').fill('Jordan Ellis');
    await dialog.getByRole('button', { name: 'Use my typed name' }).click();
    await dialog.getByLabel('Email').fill('jordan@example.com');
    await dialog
      .getByLabel('I have read this notice and agree to use electronic records and signatures.')
      .check();
    await screenshot(page, 'price-options-dialog');
    await dialog.locator('button[aria-disabled="false"]', { hasText: 'Submit' }).click();
    await dialog.getByText('Thank you for signing!').waitFor();
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();

    // Signed: the choice is shown, no longer made, and stays so on reload.
    await page.reload();
    const chosen = page.getByRole('region', { name: 'Your choice' });
    await chosen.waitFor();
    expect(await chosen.getByRole('radio', { name: /Premium/ }).isChecked()).toBe(true);
    expect(await chosen.getByRole('checkbox').count()).toBe(1);
    expect(await chosen.locator('[aria-live="polite"]').innerText()).toContain('$20,950');

    // Pushed to the contractor: accepted, worth the chosen total.
    await row.getByText('accepted', { exact: true }).waitFor({ timeout: 10_000 });
    await row.getByText('$20,950').waitFor();
    const history = await call('GET', `/api/proposals/${token}/history`);
    const signed = (
      history.body.events as Array<{ type: string; data: Record<string, unknown> }>
    ).find((event) => event.type === 'ProposalSigned');
    expect(signed?.data.choice).toEqual({
      option: { id: 'premium', name: 'Premium', price: 19_750 },
      addOns: [
        { id: 'labor', name: 'Extended Labor Protection (5 additional years)', price: 1_200 },
      ],
      total: 20_950,
    });
  }, 120_000);
});
