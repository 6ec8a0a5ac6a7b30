import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { browserJourney, DESKTOP, PHONE } from '../support/journey.js';
import { expectAccessible, expectNoSidewaysScroll, shareProposal } from '../support/page-checks.js';

// Issue 17 (001 §2 Reports): a manager creates a report from the Performance template, reads its
// charts and the table view of the same numbers, exports it as Excel and PDF, shares it, opens the
// link signed out, revokes it and sees the link's message; on a phone and on a desktop.
const SHARE_GONE = 'This report link is no longer available.';

const downloaded = async (download: Download) => readFile(await download.path());

const moreActions = async (page: Page, item: string) => {
  await page.getByRole('button', { name: 'More Actions' }).click();
  await page.getByRole('button', { name: item }).click();
};

describe('reports (browser)', () => {
  const { url, openPage, signUp, field } = browserJourney();

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])(
    'should chart, export and share a Performance report when a manager makes one on a %s',
    async (_name, viewport) => {
      const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
      const page = await openPage(viewport, { phone: viewport === PHONE });
      await signUp(page, { name: 'Casey Contractor', email: `casey.${stamp}@example.com` });
      await shareProposal(page);

      // The list: sample rows, marked, until the account has a report.
      await page.goto(url('/business/reports'));
      await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
      await page.getByText('Sample data').filter({ visible: true }).first().waitFor();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page, viewport, 'reports (sample)');

      // New Report → From Template: Performance over the last 30 days.
      await page.getByRole('button', { name: 'New Report' }).click();
      await page.getByRole('button', { name: 'From Template' }).click();
      const dialog = page.getByRole('dialog', { name: 'New report from a template' });
      await field(page, 'Report name').fill('Last 30 days');
      expect(await dialog.getByLabel('Template', { exact: true }).inputValue()).toBe('performance');
      await dialog.getByRole('button', { name: 'Create report' }).click();

      // The report: figure cards, a chart per series drawn as SVG, a Publish button for the draft.
      await page.getByRole('heading', { level: 1, name: 'Last 30 days' }).waitFor();
      await page.locator('[data-chart="line"] svg.recharts-surface').first().waitFor();
      expect(await page.locator('[data-chart="line"] svg.recharts-surface').count()).toBe(3);
      expect(await page.locator('[data-chart="line"] path.recharts-line-curve').count()).toBe(3);
      const sentFigure = page
        .locator('dt', { hasText: 'Proposals sent' })
        .locator('xpath=../dd[1]');
      expect(await sentFigure.textContent()).toBe('1');
      await expectNoSidewaysScroll(page);
      await expectAccessible(page, viewport, 'report (charts)');

      // The table view: the same numbers in real tables, the proposal sent today counted once.
      await page.getByRole('button', { name: 'Table' }).click();
      const sent = page.getByRole('table', { name: 'Sent', exact: true });
      await sent.waitFor();
      expect(await sent.getByRole('row').count()).toBe(31);
      const counts = await sent.locator('tbody td').allTextContents();
      expect(counts.map(Number).reduce((sum, n) => sum + n, 0)).toBe(1);
      expect(await sent.locator('tbody tr').last().locator('td').textContent()).toBe('1');
      const byMember = page.getByRole('table', { name: 'By team member' });
      expect(await byMember.getByRole('row', { name: /Casey Contractor/ }).count()).toBe(1);
      await expectAccessible(page, viewport, 'report (tables)');

      // Publish.
      await page.getByRole('button', { name: 'Publish' }).click();
      await page.getByText('Report published.').waitFor();

      // Export: an Excel workbook (a zip) and a PDF of the figures and tables.
      const [xlsx] = await Promise.all([
        page.waitForEvent('download'),
        moreActions(page, 'Export Excel (.xlsx)'),
      ]);
      expect(xlsx.suggestedFilename()).toBe('last-30-days.xlsx');
      expect((await downloaded(xlsx)).subarray(0, 2).toString()).toBe('PK');
      const [pdf] = await Promise.all([
        page.waitForEvent('download'),
        moreActions(page, 'Export PDF'),
      ]);
      expect(pdf.suggestedFilename()).toBe('last-30-days.pdf');
      expect((await downloaded(pdf)).subarray(0, 5).toString()).toBe('%PDF-');

      // The list now shows the report, published, and no samples.
      await page.goto(url('/business/reports'));
      await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
      await page.getByText('Last 30 days').filter({ visible: true }).first().waitFor();
      expect(await page.getByText('Sample data').count()).toBe(0);
      await page
        .getByText('published', { exact: true })
        .filter({ visible: true })
        .first()
        .waitFor();

      // Share (needs the API's share routes): a link that opens signed out, then revoked.
      await page
        .getByRole('link', { name: 'Last 30 days', exact: true })
        .filter({ visible: true })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Last 30 days' }).waitFor();
      await moreActions(page, 'Share');
      const share = page.getByRole('dialog', { name: 'Share report' });
      await share.getByRole('button', { name: 'Create link' }).click();
      const link = await share.getByLabel('Read-only link', { exact: true }).inputValue();
      expect(new URL(link).pathname).toMatch(/^\/shared-report\/[^/]+$/);

      const visitor = await openPage(viewport, { phone: viewport === PHONE });
      await visitor.goto(url(new URL(link).pathname));
      await visitor.getByRole('heading', { level: 1, name: 'Last 30 days' }).waitFor();
      await visitor.getByText('Casey Contractor').first().waitFor();
      await visitor.locator('[data-chart="line"] svg.recharts-surface').first().waitFor();
      expect(await visitor.getByRole('button', { name: 'Publish' }).count()).toBe(0);
      expect(await visitor.getByRole('button', { name: 'More Actions' }).count()).toBe(0);
      await expectNoSidewaysScroll(visitor);
      await expectAccessible(visitor, viewport, 'shared report');

      await share.getByRole('button', { name: 'Revoke link' }).click();
      await share.getByText('The link was revoked').waitFor();
      await visitor.reload();
      await visitor.getByRole('heading', { name: SHARE_GONE }).waitFor();
    },
    180_000,
  );
});
