import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import {
  dataUrlOf,
  diagramPng,
  logoPng,
  phonePhotoJpeg,
} from '../../apps/api/src/testing/photo-fixtures.js';
import { axeViolations } from '../support/axe.js';
import { browserJourney, DESKTOP, PHONE } from '../support/journey.js';
import { loadedPhotos } from '../support/property-photos.js';

// What the contractor sends is what they meant, from the first words to the client's phone: a
// proposal typed on the landing page (000 §4, §8) opens in the wizard (001 §4) with only the facts
// typed, takes photos without being rewritten, is shared with the company's profile and logo, and
// the client's page on a 390 px phone (000 §2) shows exactly that.

const IDEAS = 'Maria Lopez, roof replacement, about $18,500';
const COMPANY = {
  company_name: 'Ridgeline Roofing',
  company_address: '88 Summit Ave, Denver, CO 80203',
  company_phone: '(303) 555-0142',
  company_email: 'office@ridgeline.example',
  license_number: 'CO-RF-2291',
  website: 'https://ridgeline.example',
};
// Dev Mode's sample job and the writer's placeholders: none of it may reach this client.
const NOT_TYPED = /Jordan|Ellis|Summit Comfort|15,900|HVAC Company|Property Address|\bClient\b/;

const SHOTS = process.env.JOURNEY_SCREENSHOTS ?? join(tmpdir(), 'vanilla-journeys', 'landing');

const shot = async (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
};

// What the Property Photos section shows, once loaded.
const shownPhotos = async (page: Page) =>
  (await loadedPhotos(page)).map(({ alt, width }) => ({ alt, loaded: width > 0 }));

describe('from the landing page to the client’s phone (browser)', () => {
  const { appUrl, url, field, openPage, signUp } = browserJourney();

  it('should show the client exactly the facts typed on the landing page, the photos, the logo and the company’s details', async () => {
    const contractor = await openPage(DESKTOP);
    await signUp(contractor, {
      name: 'Rita Ridgeline',
      email: `rita.${Date.now()}@example.com`,
    });
    const profile = await contractor.request.put(url('/api/company'), {
      headers: { origin: appUrl() },
      data: { ...COMPANY, logo: dataUrlOf(await logoPng(), 'image/png') },
    });
    expect(profile.status()).toBe(200);

    // Typed on the landing page, written, opened in the wizard on View Proposal.
    await contractor.goto(url('/'));
    await contractor.getByLabel('Proposal ideas').fill(IDEAS);
    await contractor.getByRole('button', { name: 'Generate proposal' }).click();
    await contractor.waitForURL((current) => current.pathname === '/create-proposal', {
      timeout: 60_000,
    });
    const steps = contractor.getByRole('navigation', { name: 'Wizard steps' });
    await contractor.getByRole('heading', { level: 2, name: 'View Proposal' }).waitFor();

    // Photos added afterwards join the written proposal as it is: no rewrite, nothing lost.
    await steps.getByRole('button', { name: 'Setup' }).click();
    await contractor.locator('input[type="file"]').setInputFiles([
      { name: 'north-slope.jpg', mimeType: 'image/jpeg', buffer: await phonePhotoJpeg(1600, 1200) },
      { name: 'valley.png', mimeType: 'image/png', buffer: await diagramPng() },
    ]);
    await contractor.getByLabel('Caption for photo 1').fill('North slope, worn shingles');
    await steps.getByRole('button', { name: 'View Proposal' }).click();
    await contractor.getByRole('heading', { level: 2, name: 'View Proposal' }).waitFor();
    expect(await shownPhotos(contractor)).toEqual([
      { alt: 'North slope, worn shingles', loaded: true },
      { alt: 'Property photo 2', loaded: true },
    ]);

    // Send & Track holds the typed facts and asks only for what the notes did not say.
    await contractor.getByRole('button', { name: 'Continue', exact: true }).click();
    await contractor.getByRole('heading', { level: 2, name: 'Send & Track' }).waitFor();
    expect(await field(contractor, 'Client name').inputValue()).toBe('Maria Lopez');
    expect(await field(contractor, 'Proposal value').inputValue()).toBe('18,500');
    expect(await field(contractor, 'Client email').inputValue()).toBe('');
    await field(contractor, 'Client email').fill('maria.lopez@example.com');
    const shared = contractor.waitForRequest((request) =>
      request.url().endsWith('/api/share-proposal'),
    );
    await contractor.getByRole('button', { name: 'Generate Link' }).click();
    const body = (await shared).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      clientName: 'Maria Lopez',
      clientEmail: 'maria.lopez@example.com',
      companyName: COMPANY.company_name,
      value: 18500,
    });
    expect((body.photos as unknown[]).length).toBe(2);
    await contractor.getByText('Your proposal is shared.').waitFor();
    const link = await field(contractor, 'Share link').inputValue();
    await shot(contractor, 'send-desktop');

    // The client, on a phone.
    const client = await openPage(PHONE);
    await client.goto(link);
    await client.getByRole('button', { name: 'Sign This Proposal' }).waitFor();
    const text = await client.locator('main').innerText();
    for (const fact of ['Maria Lopez', 'Roof Replacement', '$18,500', COMPANY.company_name]) {
      expect(text).toContain(fact);
    }
    expect(text).not.toMatch(NOT_TYPED);

    const logo = client.getByRole('img', { name: `${COMPANY.company_name} logo` });
    await logo.first().waitFor();
    await client.waitForFunction(
      (alt) =>
        [...document.querySelectorAll<HTMLImageElement>(`img[alt="${alt}"]`)].every(
          (image) => image.complete && image.naturalWidth > 0,
        ),
      `${COMPANY.company_name} logo`,
    );
    const details = await client.getByRole('list', { name: 'Company details' }).innerText();
    for (const detail of [
      `License ${COMPANY.license_number}`,
      COMPANY.company_phone,
      COMPANY.company_email,
      'ridgeline.example',
    ]) {
      expect(details).toContain(detail);
    }
    expect(await shownPhotos(client)).toEqual([
      { alt: 'North slope, worn shingles', loaded: true },
      { alt: 'Property photo 2', loaded: true },
    ]);
    expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    expect(await axeViolations(client)).toEqual([]);
    await client.evaluate(() => window.scrollTo(0, 0));
    await shot(client, 'client-phone');
  }, 180_000);
});
