import type { Page } from 'playwright-core';
import { axeViolations } from '../support/axe.js';
import { createReceptionistFromPage, postFromPage as post } from '../support/page-requests.js';
import { browserJourney, DESKTOP, PHONE } from '../support/journey.js';

// Issue 17's AI Team and receptionist-area proposals: a receptionist's real figures after its
// calls, "Add Team Member" opening the setup wizard, and a shared proposal on /business2/proposals
// leading to its history; on a phone and a desktop, with no accessibility violations. The page
// follows the company's calls live.

// The visible row (desktop table) or card (phone) that mentions `text`.
const itemWith = (page: Page, text: string) =>
  page
    .getByRole('row')
    .or(page.getByRole('listitem'))
    .filter({ hasText: text })
    .filter({ visible: true });

describe('AI team and receptionist proposals (browser)', () => {
  const { appUrl, url, field, openPage, signUp } = browserJourney();

  for (const viewport of [PHONE, DESKTOP]) {
    it(`should show a receptionist's figures and the company's proposals at ${viewport.width} px`, async () => {
      const page = await openPage(viewport, { phone: viewport === PHONE });
      await signUp(page, { name: 'Tess Contractor', email: `tess.${Date.now()}@example.com` });
      const created = await createReceptionistFromPage(page, appUrl(), 'Tess Heating');
      expect(created.status).toBe(200);
      // One caller who left their details and one who gave no name: half captured.
      for (const callerName of ['Nora Quinn', '']) {
        const call = await post(page, appUrl(), '/api/calls/simulate', { callerName });
        expect(call.status).toBe(200);
      }

      // The AI Team page: Ava with her two calls at 50%, the sample members below.
      await page.goto(url('/business/ai-team'));
      await page.getByRole('heading', { level: 1, name: 'AI Team Members' }).waitFor();
      const ava = itemWith(page, 'Ava');
      await ava.getByText('50%', { exact: true }).waitFor({ timeout: 10_000 });
      expect(await ava.getByText('2', { exact: true }).count()).toBe(1);
      await ava.getByText('Active', { exact: true }).waitFor();
      // A call that ends while the page is open: the figures follow without a reload.
      const third = await post(page, appUrl(), '/api/calls/simulate', { callerName: 'Omar Reyes' });
      expect(third.status).toBe(200);
      await ava.getByText('67%', { exact: true }).waitFor({ timeout: 10_000 });
      expect(await ava.getByText('3', { exact: true }).count()).toBe(1);
      await page.getByText('Sample data').filter({ visible: true }).first().waitFor();
      expect({ page: 'ai-team', violations: await axeViolations(page) }).toEqual({
        page: 'ai-team',
        violations: [],
      });

      // Searching by role keeps the sales coach and hides the receptionist.
      await field(page, 'Search team members').fill('coach');
      await itemWith(page, 'Sales Coach').first().waitFor();
      expect(await itemWith(page, 'Ava').count()).toBe(0);
      await field(page, 'Search team members').fill('');

      // "Add Team Member" opens the receptionist setup wizard.
      await page.getByRole('link', { name: 'Add Team Member' }).first().click();
      await page.waitForURL((current) => current.pathname === '/business/voice-agents');
      await page.getByRole('dialog', { name: 'Set Up Your AI Voice Receptionist' }).waitFor();
      expect(new URL(page.url()).search).toBe('');

      // No proposals yet: the receptionist area's proposals page shows labelled samples.
      await page.goto(url('/business2/proposals'));
      await page.getByRole('heading', { level: 2, name: 'Recent Proposals' }).waitFor();
      await page.getByText('Sample data').filter({ visible: true }).first().waitFor();

      // A shared proposal replaces them, Pending, and "view" opens it with its history.
      const shared = await post(page, appUrl(), '/api/share-proposal', {
        proposalContent: '# Heat Pump Proposal\n\n## Summary\nA 3-ton heat pump.',
        clientName: 'Dana Smith',
        clientEmail: 'dana@example.com',
        companyName: 'Tess Heating',
        keySellingPoints: { price: '$12,500', whyChooseUs: '', testimonials: '', warrantyInfo: '' },
      });
      expect(shared.status).toBe(201);
      const row = itemWith(page, 'Dana Smith');
      await row.waitFor({ timeout: 10_000 });
      await row.getByText('Pending', { exact: true }).waitFor();
      expect(await page.getByText('Sample data').filter({ visible: true }).count()).toBe(0);

      // The address title, renamed, stays after a reload.
      await page.getByRole('button', { name: 'Edit address' }).click();
      await field(page, 'Address').fill('42 Oak Lane');
      await field(page, 'Address').blur();
      await page.getByRole('heading', { level: 1, name: '42 Oak Lane' }).waitFor();
      await page.reload();
      await page.getByRole('heading', { level: 1, name: '42 Oak Lane' }).waitFor();
      expect({ page: 'business2-proposals', violations: await axeViolations(page) }).toEqual({
        page: 'business2-proposals',
        violations: [],
      });

      await row.getByRole('link', { name: /^View / }).click();
      await page.waitForURL(
        (current) => current.pathname === `/business2/proposals/${shared.body.token as string}`,
      );
      await page.getByRole('heading', { level: 2, name: 'Timeline' }).waitFor();
      await page.getByText('Dana Smith').first().waitFor();
      expect({ page: 'business2-proposal', violations: await axeViolations(page) }).toEqual({
        page: 'business2-proposal',
        violations: [],
      });
      await page.getByRole('link', { name: 'Proposals' }).first().click();
      await page.waitForURL((current) => current.pathname === '/business2/proposals');
    }, 120_000);
  }
});
