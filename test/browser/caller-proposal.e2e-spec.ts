import { createReceptionistFromPage, postFromPage as post } from '../support/page-requests.js';
import { browserJourney, DESKTOP, PHONE } from '../support/journey.js';
import { expectAccessible, expectNoSidewaysScroll, screenshot } from '../support/page-checks.js';

// Issue 21: a client calls the receptionist from the number their proposal was shared to (a
// simulated call, through the signed Vapi webhook path); the proposal's history shows the call
// with its number and a link to it, on a phone and on a desktop.
// SCREENSHOTS=<folder> keeps pictures of the history's call card.
describe("a client's call on their proposal's history (browser)", () => {
  const { appUrl, url, openPage, signUp, signIn } = browserJourney();

  it("should show 'Client called the receptionist' with the number and a link to the call", async () => {
    const email = `caller.${Date.now()}@example.com`;
    const contractor = await openPage(DESKTOP);
    await signUp(contractor, { name: 'Rita Contractor', email });
    expect((await createReceptionistFromPage(contractor, appUrl(), 'Rita Heating')).status).toBe(
      200,
    );
    const shared = await post(contractor, appUrl(), '/api/share-proposal', {
      proposalContent: '# Heat Pump for the Smiths\n\n## Investment\n- Standard: $12,500',
      clientName: 'Dana Smith',
      clientPhone: '(512) 555-0100',
      keySellingPoints: { price: '$12,500', warrantyInfo: '10 years on parts' },
    });
    expect(shared.status).toBe(201);
    const token = shared.body.token as string;

    const call = await post(contractor, appUrl(), '/api/calls/simulate', {
      callerName: 'Dana Smith',
      callerPhone: '+15125550100',
      goal: 'quote',
    });
    expect(call.status).toBe(200);
    const callId = call.body.call_id as string;

    for (const [viewport, name] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      const page = await openPage(viewport, { phone: viewport === PHONE });
      await signIn(page, email);
      await page.goto(url(`/business/proposals/${token}/history`));
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: /Client called the receptionist/ }) });
      await card.waitFor({ timeout: 10_000 });
      expect(await card.count()).toBe(1);
      expect(await card.textContent()).toContain('The client, from +15125550100');
      await card.scrollIntoViewIfNeeded();
      await expectAccessible(page, viewport, 'proposal history with a call');
      await expectNoSidewaysScroll(page);
      await screenshot(page, `caller-proposal-history-${name}`);

      await card.getByRole('link', { name: 'Open the call' }).click();
      await page.waitForURL(url(`/business2/calls/${encodeURIComponent(callId)}`));
    }
  }, 180_000);
});
