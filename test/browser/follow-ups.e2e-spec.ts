import { axeViolations } from '../support/axe.js';
import { apiAccount, browserJourney, DESKTOP, PHONE } from '../support/journey.js';
import { expectNoSidewaysScroll, screenshot } from '../support/page-checks.js';

// Issue 21: a manager turns follow-ups on in Settings and edits a step by keyboard, on a phone and
// a desktop; a proposal's history tells when its next follow-up goes, its follow-ups are stopped
// from its dashboard row (shown while one is to come), and its history says so.
describe('follow-ups (browser)', () => {
  const { appUrl, url, openPage, signIn } = browserJourney();
  const email = `follow-ups.${Date.now()}@example.com`;
  const call = apiAccount(appUrl, { email, username: 'Sam Owner', company_name: 'Cool Roofs' });

  it('should let a manager turn follow-ups on and edit a step, then stop a proposal’s follow-ups from the dashboard', async () => {
    const { status, body } = await call('POST', '/api/share-proposal', {
      proposalContent: '# Roof Replacement\n\n## Summary\nNew shingles over 2,000 sq ft.',
      clientName: 'Jordan Lee',
      clientEmail: 'jordan@example.com',
      value: 18_000,
    });
    expect(status).toBe(201);
    const token = String(body.token);

    const phone = await openPage(PHONE, { phone: true });
    await signIn(phone, email);
    await phone.goto(url('/business2/settings?tab=follow-ups'));
    const toggle = phone.getByRole('checkbox', { name: /Send follow-ups automatically/ });
    await toggle.waitFor();
    // The tab row is wider than a phone: the linked tab is scrolled into view, and the row fades
    // out where more tabs hide.
    const tab = await phone.getByRole('tab', { name: 'Follow-ups' }).boundingBox();
    expect(tab!.x).toBeGreaterThanOrEqual(0);
    expect(tab!.x + tab!.width).toBeLessThanOrEqual(PHONE.width);
    const fade = await phone
      .getByRole('tablist', { name: 'Settings' })
      .evaluate((list) => getComputedStyle(list).maskImage);
    expect(fade).toContain('linear-gradient');
    await screenshot(phone, 'settings-tabs-phone');
    // A Free account is told its follow-ups are recorded as skipped, and where the plans are.
    await phone.getByRole('status').getByRole('link', { name: 'See plans' }).waitFor();
    // Off for a new company (a retried attempt finds it on).
    await toggle.check();
    const first = phone.getByRole('group', { name: 'Step 1', exact: true });
    const days = first.getByLabel('Days', { exact: true });
    await days.fill('3');
    await first.getByRole('checkbox', { name: 'Text message' }).check();
    await expectNoSidewaysScroll(phone);
    expect(await axeViolations(phone)).toEqual([]);
    await screenshot(phone, 'follow-ups-settings-phone');
    const save = phone.getByRole('button', { name: 'Save follow-up plan' });
    await save.focus();
    await phone.keyboard.press('Enter');
    await phone.getByText('Follow-up plan saved.').waitFor();

    const plan = await call('GET', '/api/follow-up-plan');
    expect(plan.body.plan).toMatchObject({
      enabled: true,
      steps: expect.arrayContaining([
        expect.objectContaining({ days: 3, channels: ['email', 'sms'] }),
      ]),
    });

    // A refused plan says why, in the server's words.
    await first.getByLabel('Message', { exact: true }).fill('');
    await save.click();
    await phone.getByText('The message must be 1 to 2000 characters.').waitFor();

    const owner = await openPage(DESKTOP);
    await signIn(owner, email);
    await owner.goto(url('/business2/settings?tab=follow-ups'));
    await owner.getByRole('group', { name: 'Step 1', exact: true }).waitFor();
    expect(
      await owner.getByRole('checkbox', { name: /Send follow-ups automatically/ }).isChecked(),
    ).toBe(true);
    expect(await axeViolations(owner)).toEqual([]);
    await screenshot(owner, 'follow-ups-settings-desktop');

    // A phone's card keeps Reading, Extend and Stop follow-ups within its width. The scheduler
    // takes the saved plan's fresh look at the proposal within a pass (15 s) and pushes its row.
    await phone.goto(url('/business/proposals'));
    const card = phone.locator(`li[data-token="${token}"]`);
    await card.getByRole('button', { name: /^Stop follow-ups/ }).waitFor({ timeout: 40_000 });
    await card.scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(phone);
    await screenshot(phone, 'follow-ups-dashboard-phone');

    await phone.goto(url(`/business/proposals/${token}/history`));
    const next = phone.getByText(/^Next follow-up: .+, by email and text$/);
    await next.waitFor();
    await next.scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(phone);
    await screenshot(phone, 'follow-ups-history-next-phone');

    await owner.goto(url('/business/proposals'));
    const row = owner.locator(`tr[data-token="${token}"]`);
    await row.getByRole('button', { name: /^Stop follow-ups/ }).click();
    await row.getByText('Follow-ups stopped').waitFor();
    await screenshot(owner, 'follow-ups-dashboard-stopped');

    const history = await call('GET', `/api/proposals/${token}/history`);
    const types = (history.body.events as Array<{ type: string }>).map((event) => event.type);
    expect(types).toContain('FollowUpsStopped');
    await owner.goto(url(`/business/proposals/${token}/history`));
    await owner.getByText('Follow-ups stopped').first().waitFor();
    await owner.getByText('Stopped by the team').first().waitFor();
    expect(await owner.getByText(/^Next follow-up:/).count()).toBe(0);
  }, 120_000);
});
