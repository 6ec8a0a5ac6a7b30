import { apiAccount, browserJourney, DESKTOP, PHONE } from '../support/journey.js';
import { expectAccessible, expectNoSidewaysScroll, screenshot } from '../support/page-checks.js';

const paragraph =
  'We measured every room, checked the ductwork and sized the system for the home as it is lived in today. ';

// Long enough that Investment is well below the first screen of a phone, and that the page does
// not end with it on screen (at its end, the page reports its last section).
const content = [
  '# Heat Pump Replacement',
  '## Summary',
  paragraph.repeat(6),
  '## Scope of Work',
  paragraph.repeat(6),
  '## Investment',
  '- 3-ton heat pump, installed: $12,500',
  '## Warranty',
  paragraph.repeat(12),
].join('\n\n');

// Issue 21, "Viewing now": while a client reads the link on a phone, the contractor's dashboard
// shows the section they are on, live; closing the page clears it. The silence timeout is a
// minute here, so only the page's own goodbye can clear it within the wait.
describe('viewing now (browser)', () => {
  const { appUrl, url, openPage, signIn } = browserJourney(() => ({
    PRESENCE_TIMEOUT_MS: '60000',
  }));
  const email = `viewing.${Date.now()}@example.com`;
  const call = apiAccount(appUrl, { email, username: 'Sam Owner', company_name: 'Cool Air' });

  it("should show the client's section on the dashboard as they scroll on a phone, and clear it when they close the page", async () => {
    const { status, body } = await call('POST', '/api/share-proposal', {
      proposalContent: content,
      clientName: 'Jordan Lee',
      clientAddress: '12 Oak Lane, Austin, TX',
      value: 12_500,
    });
    expect(status).toBe(201);
    const token = String(body.token);

    const owner = await openPage(DESKTOP);
    await signIn(owner, email);
    await owner.goto(url('/business/proposals'));
    const row = owner.locator(`tr[data-token="${token}"]`);
    await row.waitFor();
    expect(await row.getByText(/^Viewing now/).count()).toBe(0);

    const client = await openPage(PHONE, { phone: true });
    await client.goto(url(`/shared-proposal/${token}`));
    const investment = client.getByRole('heading', { level: 2, name: 'Investment' });
    await investment.waitFor();
    await row.getByText('Viewing now — Summary').waitFor();

    await investment.evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
    const badge = row.getByText('Viewing now — Investment');
    await badge.waitFor();
    await screenshot(client, 'viewing-now-client-phone');
    await screenshot(owner, 'viewing-now-dashboard-desktop');
    expect(await row.locator('[aria-live="polite"]').count()).toBe(1);
    await expectAccessible(owner, DESKTOP, 'the dashboard with a client reading');

    // The owner's phone shows it on the proposal's card.
    const ownerPhone = await openPage(PHONE, { phone: true });
    await signIn(ownerPhone, email);
    await ownerPhone.goto(url('/business/proposals'));
    const card = ownerPhone.locator(`li[data-token="${token}"]`);
    await card.getByText('Viewing now — Investment').waitFor();
    await card.scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(ownerPhone);
    await screenshot(ownerPhone, 'viewing-now-dashboard-phone');

    // The client closes the page: its beacon clears the badge everywhere.
    await client.close();
    await badge.waitFor({ state: 'detached' });
    await card.getByText(/^Viewing now/).waitFor({ state: 'detached' });
    await screenshot(owner, 'viewing-now-cleared-desktop');
  }, 120_000);
});
