import { axeViolations } from '../support/axe.js';
import { apiAccount, browserJourney, DESKTOP, PHONE } from '../support/journey.js';
import { screenshot } from '../support/page-checks.js';

type Reading = {
  visits: number;
  devices: number;
  sections: { title: string; ms: number }[];
  options: { id: string; name: string; ms: number }[];
};

// Issue 21: what the client read. On a 390 px phone the client scrolls the shared proposal
// through its sections and its price options, then leaves the page; its beacon reaches the API,
// and the contractor's Reading panel shows the time per section and the option looked at.
describe('what the client read (browser)', () => {
  const { appUrl, url, openPage, signIn } = browserJourney();
  const email = `reading.${Date.now()}@example.com`;
  const call = apiAccount(appUrl, { email, username: 'Sam Owner', company_name: 'Cool Air' });

  it("should report a phone visit's reading when the page is left and show it in the contractor's Reading panel", async () => {
    const { status, body } = await call('POST', '/api/share-proposal', {
      proposalContent: [
        '# Heat Pump Proposal',
        '## Summary',
        'A variable-speed heat pump for the whole house.\n\n'.repeat(8),
        '## Scope of Work',
        'Remove the old furnace, set the new air handler and outdoor unit.\n\n'.repeat(8),
        '## Warranty',
        'Ten years on parts, two on labor.\n\n'.repeat(8),
      ].join('\n'),
      clientName: 'Jordan Ellis',
      value: 15_900,
      priceOptions: [
        { id: 'standard', name: 'Standard', price: 15_900, recommended: true },
        { id: 'premium', name: 'Premium', price: 19_750 },
      ],
    });
    expect(status).toBe(201);
    const token = String(body.token);
    const reading = async () =>
      (await call('GET', `/api/proposals/${token}/reading`)).body.reading as Reading;

    const page = await openPage(PHONE, { phone: true });
    const beacons: { type: string; contentType: string | undefined }[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(`/api/proposals/${token}/reading`)) {
        beacons.push({
          type: request.resourceType(),
          contentType: request.headers()['content-type'],
        });
      }
    });
    await page.goto(url(`/shared-proposal/${token}`));
    await page.locator('button:enabled', { hasText: 'Sign This Proposal' }).waitFor();
    const readFor = async (selector: string) => {
      await page
        .locator(selector)
        .evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await page.waitForTimeout(1200);
    };
    // The page says it is hidden (another tab, the home screen) or shown again, as a browser does.
    const setHidden = (hidden: boolean) =>
      page.evaluate((hide) => {
        Object.defineProperty(document, 'visibilityState', {
          configurable: true,
          get: () => (hide ? 'hidden' : 'visible'),
        });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    const waitForVisits = async (visits: number, has: (read: Reading) => boolean = () => true) => {
      let read = await reading();
      for (let attempt = 0; !(read.visits === visits && has(read)) && attempt < 50; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        read = await reading();
      }
      return read;
    };

    // The client reads each section in turn, then switches to another app.
    for (const title of ['Summary', 'Scope of Work', 'Warranty']) {
      await readFor(`[data-reading-section="${title}"]`);
    }
    expect((await reading()).visits).toBe(0);
    await setHidden(true);
    let read = await waitForVisits(1);
    expect(read).toMatchObject({ visits: 1, devices: 1, options: [] });
    for (const title of ['Summary', 'Scope of Work', 'Warranty']) {
      expect(read.sections.find((section) => section.title === title)?.ms).toBeGreaterThan(0);
    }
    // A beacon of JSON, not a fetch.
    expect(beacons[0]).toEqual({ type: 'ping', contentType: 'application/json' });

    // Back on the page, they look at the Premium option and leave the page (another address in
    // the same tab): the visit's totals replace its first report.
    await setHidden(false);
    await readFor('[data-reading-option="premium"]');
    await page.goto('about:blank');
    read = await waitForVisits(1, (latest) => latest.options.length > 0);
    expect(read).toMatchObject({ visits: 1, devices: 1 });
    expect(read.options.map((option) => option.id)).toContain('premium');

    // The contractor's dashboard with the proposal's Reading panel open.
    const openReading = async (viewport: typeof PHONE, phone: boolean) => {
      const owner = await openPage(viewport, phone ? { phone: true } : undefined);
      await signIn(owner, email);
      await owner.goto(url('/business/proposals'));
      // The table's row on a desktop, the card on a phone: the one shown.
      await owner
        .locator(`[data-token="${token}"]:visible`)
        .getByRole('button', { name: /^Reading of / })
        .click();
      return { owner, dialog: owner.getByRole('dialog', { name: 'Reading' }) };
    };

    for (const [viewport, name] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const { owner, dialog } = await openReading(viewport, name === 'phone');
      await dialog.getByRole('region', { name: 'Time per section' }).waitFor();
      for (const title of ['Summary', 'Scope of Work', 'Warranty']) {
        await dialog.getByText(title, { exact: true }).waitFor();
      }
      await dialog
        .getByRole('region', { name: 'Price options looked at' })
        .getByText('Premium')
        .waitFor();
      expect(await dialog.getByText('Not read').count()).toBe(0);
      expect(await axeViolations(owner)).toEqual([]);
      await screenshot(owner, `proposal-reading-panel-${name}`);
      await owner.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }

    // With the panel open, the client comes back on a laptop: the panel says they are reading, and
    // once they leave, their second visit shows without a refresh.
    const { owner, dialog } = await openReading(DESKTOP, false);
    const visits = dialog.locator('dt', { hasText: 'Visits' }).locator('+ dd');
    expect(await visits.textContent()).toBe('1');
    const laptop = await openPage(DESKTOP);
    await laptop.goto(url(`/shared-proposal/${token}`));
    await laptop.locator('button:enabled', { hasText: 'Sign This Proposal' }).waitFor();
    await laptop
      .locator('[data-reading-section="Scope of Work"]')
      .evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await dialog.getByText(/^Viewing now — /).waitFor();
    await screenshot(owner, 'proposal-reading-panel-live');
    await laptop.waitForTimeout(1200);
    await laptop.goto('about:blank');
    await dialog.locator('dt', { hasText: 'Visits' }).locator('+ dd', { hasText: '2' }).waitFor();
    await dialog.getByText(/^Viewing now — /).waitFor({ state: 'detached' });

    // The history shows the same reading and the visit's entries in words.
    const auditor = await openPage(PHONE, { phone: true });
    await signIn(auditor, email);
    await auditor.goto(url(`/business/proposals/${token}/history`));
    const panel = auditor.getByRole('region', { name: 'Reading' });
    await panel.getByRole('region', { name: 'Time per section' }).getByText('Warranty').waitFor();
    expect(await auditor.getByText('Read by the client').count()).toBe(3);
    expect(await axeViolations(auditor)).toEqual([]);
    await panel.scrollIntoViewIfNeeded();
    await screenshot(auditor, 'proposal-reading-history-phone');
  }, 120_000);
});
