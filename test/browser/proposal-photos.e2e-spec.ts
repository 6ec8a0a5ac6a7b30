import type { Page } from 'playwright-core';
import {
  dataUrlOf,
  diagramPng,
  phonePhotoJpeg,
} from '../../apps/api/src/testing/photo-fixtures.js';
import { signatureDataUrl } from '../../apps/api/src/testing/png-fixtures.js';
import { browserJourney, DESKTOP, PHONE } from '../support/journey.js';
import { loadedPhotos } from '../support/property-photos.js';

// 001 §2 "Templates" (an optional Property Photos section in every design, the professional
// template's PRO- reference) and 000 §2 (the shared page in the four designs the viewer knows),
// with the photos' evidence on the signature certificate.
const TEMPLATES = ['vanilla', 'minimalist', 'professional', 'modern'] as const;
const DETAIL_SUB_STEPS = 9;

describe('proposal photos and references (browser)', () => {
  const { appUrl, url, openPage, signUp } = browserJourney();
  let accounts = 0;

  const signedInPage = async (viewport = DESKTOP): Promise<Page> => {
    accounts += 1;
    const page = await openPage(viewport);
    await signUp(page, {
      name: `Pat Photos ${accounts}`,
      email: `pat.${Date.now()}.${accounts}@example.com`,
    });
    return page;
  };

  // A call with the page's session, from its own origin as the web app would make it.
  const api = async (page: Page, method: 'GET' | 'POST', path: string, data?: unknown) => {
    const response = await page.request.fetch(url(path), {
      method,
      data,
      headers: { origin: appUrl() },
    });
    expect(response.status()).toBeLessThan(300);
    return (await response.json()) as Record<string, unknown>;
  };

  it('should carry the photos picked in the wizard to the link the client opens', async () => {
    const contractor = await signedInPage();
    await contractor.goto(url('/business/create-proposal'));
    await contractor.getByRole('heading', { level: 1, name: 'Create Proposal' }).waitFor();
    await contractor.locator('input[type="file"]').setInputFiles([
      { name: 'attic.jpg', mimeType: 'image/jpeg', buffer: await phonePhotoJpeg(1200, 900) },
      { name: 'panel.png', mimeType: 'image/png', buffer: await diagramPng() },
    ]);
    await contractor.getByLabel('Caption for photo 1').fill('Attic hatch');

    const next = contractor.getByRole('button', { name: 'Continue', exact: true });
    for (let subStep = 0; subStep < DETAIL_SUB_STEPS; subStep += 1) await next.click();
    await contractor
      .getByRole('heading', { level: 2, name: 'View Proposal' })
      .waitFor({ timeout: 60_000 });
    expect((await loadedPhotos(contractor)).map((photo) => photo.alt)).toEqual([
      'Attic hatch',
      'Property photo 2',
    ]);

    await next.click();
    await contractor.getByRole('button', { name: 'Generate Link' }).click();
    await contractor.getByText('Your proposal is shared.').waitFor();
    const link = await contractor.getByLabel('Share link', { exact: true }).inputValue();

    const client = await openPage(PHONE);
    await client.goto(link);
    await client.getByRole('button', { name: 'Sign This Proposal' }).waitFor();
    const photos = await loadedPhotos(client);
    expect(photos.map(({ alt }) => alt)).toEqual(['Attic hatch', 'Property photo 2']);
    for (const photo of photos) {
      expect(photo.src).toMatch(/^\/api\/proposal-photos\/[0-9a-f]{64}$/);
      expect(photo.width).toBeGreaterThan(0);
    }
  }, 120_000);

  it('should show the photos under Property Photos in all four templates on a phone', async () => {
    const contractor = await signedInPage();
    const photos = [
      { data: dataUrlOf(await phonePhotoJpeg()), caption: 'Attic hatch' },
      { data: dataUrlOf(await diagramPng(), 'image/png') },
    ];
    const client = await openPage(PHONE);
    for (const template of TEMPLATES) {
      const shared = await api(contractor, 'POST', '/api/share-proposal', {
        proposalContent: '# Attic Insulation\n\n## Summary\nR-49 blown-in insulation.',
        clientName: 'Dana Smith',
        templateChoice: template,
        photos,
      });
      await client.goto(url(`/shared-proposal/${String(shared.token)}`));
      await client.getByRole('heading', { level: 1, name: 'Attic Insulation' }).waitFor();
      const shown = await loadedPhotos(client);
      expect({
        template,
        shown: shown.map(({ alt, width }) => ({ alt, loaded: width > 0 })),
      }).toEqual({
        template,
        shown: [
          { alt: 'Attic hatch', loaded: true },
          { alt: 'Property photo 2', loaded: true },
        ],
      });
      expect(await client.getByText('Attic hatch', { exact: true }).isVisible()).toBe(true);
      // Shared without an address or company contacts: no template shows a stand-in for them.
      expect(await client.locator('main').innerText()).not.toMatch(
        /Property Address|\(555\) 123-4567|yourcompany\.com|123 Main Street/i,
      );
      expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
    }
  }, 120_000);

  it('should print one reference on every load and verify the photos on the certificate', async () => {
    const contractor = await signedInPage();
    const shared = await api(contractor, 'POST', '/api/share-proposal', {
      proposalContent: '# Roof Replacement\n\n## Scope\nArchitectural shingles.',
      templateChoice: 'professional',
      photos: [{ data: dataUrlOf(await phonePhotoJpeg(1600, 1000)), caption: 'North slope' }],
    });
    const token = String(shared.token);
    const page = await api(contractor, 'GET', `/api/proposal/${token}`);
    expect(page.reference).toMatch(/^PRO-\d{4}$/);

    const client = await openPage(PHONE);
    const referenceShown = () =>
      client.locator('dt', { hasText: 'Reference' }).locator('xpath=following-sibling::dd[1]');
    for (let load = 0; load < 2; load += 1) {
      await client.goto(url(`/shared-proposal/${token}`));
      await referenceShown().waitFor();
      expect(await referenceShown().innerText()).toBe(page.reference);
      expect(await client.getByText(`Reference ${String(page.reference)}.`).count()).toBe(1);
    }

    await api(client, 'POST', '/api/track-proposal-view', {
      token,
      signature: signatureDataUrl(),
      name: 'Dana Smith',
      email: 'dana@example.com',
      consent: true,
    });
    await contractor.goto(url(`/business/proposals/${token}/certificate`));
    await contractor.getByText('Signature certificate', { exact: true }).waitFor();
    expect(await contractor.getByText(String(page.reference), { exact: true }).isVisible()).toBe(
      true,
    );
    const [photo] = page.photos as Array<{ sha256: string }>;
    expect(await contractor.getByText(photo.sha256).isVisible()).toBe(true);
    await contractor.getByRole('button', { name: 'Verify', exact: true }).click();
    await contractor.getByText('Signed content: match.').waitFor();
    await contractor.getByText('Photo 1: match.').waitFor();
  }, 120_000);
});
