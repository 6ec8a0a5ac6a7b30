import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { logoPng } from '../../apps/api/src/testing/photo-fixtures.js';
import { watchCspViolations } from '../support/csp.js';
import { browserJourney, DESKTOP, PHONE } from '../support/journey.js';

// Settings → Company: a manager fills the company profile, logo included; the dashboard stops
// asking for it, the wizard's Company Info step starts from it, and the shared page heads the
// proposal with it.

const COMPANY = {
  name: 'Arctic Comfort HVAC',
  license: 'TX-ACR-42',
  phone: '(512) 555-0147',
  email: 'office@arcticcomfort.example',
  website: 'arcticcomfort.example',
  address: '1 Frost Way, Austin, TX 78701',
};

// Screenshots of each screen, at phone and desktop width, for people to look at.
const SHOTS = process.env.JOURNEY_SCREENSHOTS ?? join(tmpdir(), 'vanilla-journeys', 'company');

const shot = async (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
};

describe('company profile (browser)', () => {
  const { url, field, openPage, signUp } = browserJourney();

  it('should let a manager fill the Company tab with a logo, then drop the dashboard card, prefill the wizard and head the shared proposal with it', async () => {
    const stamp = Date.now();
    const manager = await openPage(DESKTOP);
    await signUp(manager, { name: 'Maya Manager', email: `maya.company.${stamp}@example.com` });

    // A new manager's dashboard asks about the company.
    const card = manager.getByRole('region', { name: 'Tell us about your company' });
    await card.waitFor();
    await shot(manager, 'dashboard-card-desktop');
    await card.getByRole('link', { name: 'Add company details' }).click();
    await manager.waitForURL((current) => current.searchParams.get('tab') === 'company');
    await field(manager, 'Company name').waitFor();

    // The form checks like the server, in its words.
    await field(manager, 'Company name').fill(COMPANY.name);
    await field(manager, 'Phone').fill('555-0147');
    await manager.getByRole('button', { name: 'Save company profile' }).click();
    await manager.getByText('Please enter a valid phone number, with 10 to 15 digits.').waitFor();

    await field(manager, 'License number').fill(COMPANY.license);
    await field(manager, 'Phone').fill(COMPANY.phone);
    await field(manager, 'Email').fill(COMPANY.email);
    await field(manager, 'Website').fill(COMPANY.website);
    await field(manager, 'Address').fill(COMPANY.address);
    await manager.getByLabel('Upload logo').setInputFiles({
      name: 'arctic-logo.png',
      mimeType: 'image/png',
      buffer: await logoPng(),
    });
    await manager.getByRole('img', { name: 'Company logo' }).waitFor();
    await manager.getByRole('button', { name: 'Save company profile' }).click();
    await manager.getByText('Company profile saved.', { exact: false }).waitFor();
    // The saved logo is the server's re-encoded one, served by its hash.
    await manager.waitForFunction(() =>
      (document.querySelector('img[alt="Company logo"]') as HTMLImageElement | null)?.src.includes(
        '/api/company-logos/',
      ),
    );
    expect(await field(manager, 'Website').inputValue()).toBe(`https://${COMPANY.website}`);
    await shot(manager, 'settings-company-desktop');

    // The dashboard card is gone and the home page names the company.
    await manager.goto(url('/business'));
    await manager.getByRole('heading', { level: 1 }).waitFor();
    await manager.getByText(COMPANY.name).first().waitFor();
    expect(await card.count()).toBe(0);

    // The wizard's Company Info step starts from the profile (over Dev Mode's sample job).
    await manager.goto(url('/business/create-proposal'));
    await manager.getByRole('heading', { level: 1, name: 'Create Proposal' }).waitFor();
    const next = manager.getByRole('button', { name: 'Continue', exact: true });
    await next.click();
    await manager.getByRole('heading', { level: 2, name: 'Company Info' }).waitFor();
    await manager.waitForFunction(
      (name) =>
        (document.querySelector('input[autocomplete="organization"]') as HTMLInputElement | null)
          ?.value === name,
      COMPANY.name,
    );
    expect(await field(manager, 'Company name').inputValue()).toBe(COMPANY.name);
    expect(await field(manager, 'License number').inputValue()).toBe(COMPANY.license);
    expect(await field(manager, 'Company address').inputValue()).toBe(COMPANY.address);
    expect(await field(manager, 'Company phone').inputValue()).toBe(COMPANY.phone);
    expect(await field(manager, 'Company email').inputValue()).toBe(COMPANY.email);

    // Written and shared from there.
    for (let subStep = 2; subStep < 9; subStep += 1) await next.click();
    await manager.getByRole('heading', { level: 2, name: 'Testimonials' }).waitFor();
    await next.click();
    await manager
      .getByRole('heading', { level: 2, name: 'View Proposal' })
      .waitFor({ timeout: 60_000 });
    await manager.getByRole('img', { name: `${COMPANY.name} logo` }).waitFor();
    await next.click();
    await manager.getByRole('button', { name: 'Generate Link' }).click();
    await manager.getByText('Your proposal is shared.').waitFor();
    const sharedPath = new URL(await field(manager, 'Share link').inputValue()).pathname;

    // The client's page, on a phone and on a desktop: logo and details head the proposal.
    for (const [viewport, name] of [
      [PHONE, 'shared-proposal-phone'],
      [DESKTOP, 'shared-proposal-desktop'],
    ] as const) {
      const client = await openPage(viewport);
      const violations = await watchCspViolations(client.context());
      await client.goto(url(sharedPath));
      await client.getByRole('button', { name: 'Sign This Proposal' }).waitFor();
      const logo = client.getByRole('img', { name: `${COMPANY.name} logo` });
      await logo.waitFor();
      await client.waitForFunction(
        (alt) =>
          [...document.querySelectorAll<HTMLImageElement>(`img[alt="${alt}"]`)].every(
            (image) => image.complete && image.naturalWidth > 0,
          ),
        `${COMPANY.name} logo`,
      );
      const details = client.getByRole('list', { name: 'Company details' });
      const text = await details.innerText();
      for (const expected of [`License ${COMPANY.license}`, COMPANY.phone, COMPANY.website]) {
        expect(text).toContain(expected);
      }
      expect(violations).toEqual([]);
      await shot(client, name);
    }

    // The same screens at phone width.
    const phone = await openPage(PHONE);
    await phone.context().addCookies(await manager.context().cookies());
    await phone.goto(url('/business2/settings?tab=company'));
    await phone.getByRole('img', { name: 'Company logo' }).waitFor();
    await shot(phone, 'settings-company-phone');
  }, 180_000);
});
