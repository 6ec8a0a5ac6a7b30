import type { Page, Route } from 'playwright-core';
import { axeViolations } from '../support/axe.js';
import { browserJourney, DESKTOP, PHONE } from '../support/journey.js';
import { screenshot, shareProposal } from '../support/page-checks.js';

// Spec 001 §2 "Proposals dashboard" and §8: the stat cards, the error banner, the header buttons
// and the filters on a phone and a desktop, and the page's accessibility (WCAG A/AA, axe-core).
const HEADER_ACTIONS = [
  'Create Proposal',
  'Create Report',
  'AI Receptionist',
  'AI Team (2)',
  'Upgrade',
];
const STATS = ['Total Proposals', 'Acceptance Rate', 'Active Clients', 'Total Value'];

const newAccount = () => {
  const stamp = `${Date.now()}.${Math.random().toString(36).slice(2, 6)}`;
  return { name: 'Morgan Manager', email: `morgan.${stamp}@example.com` };
};

const statValue = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').innerText();

describe('proposals dashboard (browser)', () => {
  const { url, openPage, signUp } = browserJourney();

  it('should show no figures while the proposals load or after they failed, and count them after Try again', async () => {
    const page = await openPage(DESKTOP);
    await signUp(page, newAccount());
    await shareProposal(page);

    // The dashboard call waits until the test answers it: first with a failure, then for real.
    let answer: 'wait' | 'fail' | 'pass' = 'wait';
    const waiting: Route[] = [];
    await page.route(
      (address) => address.pathname === '/api/dashboard',
      (route) => {
        if (answer === 'wait') waiting.push(route);
        else if (answer === 'fail') void route.fulfill({ status: 500, json: { success: false } });
        else void route.fallback();
      },
    );
    await page.goto(url('/business/proposals'));
    await page.getByText('Loading proposals...').waitFor();
    for (const label of STATS) expect(await statValue(page, label)).not.toMatch(/\d/);

    answer = 'fail';
    for (const route of waiting.splice(0)) {
      await route.fulfill({ status: 500, json: { success: false } });
    }
    const banner = page.getByRole('alert').filter({ hasText: 'Failed to load proposals' });
    await banner.waitFor();
    for (const label of STATS) expect(await statValue(page, label)).not.toMatch(/\d/);

    answer = 'pass';
    await banner.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('rowheader', { name: /Dana Smith/ }).waitFor();
    expect(await statValue(page, 'Total Proposals')).toBe('1');
    expect(await statValue(page, 'Total Value')).toBe('$12.5K');
    expect(await banner.count()).toBe(0);
  }, 120_000);

  it('should keep every header action and the whole team filter in view on a phone, and pass axe on a phone and a desktop', async () => {
    const page = await openPage(PHONE);
    await signUp(page, newAccount());
    await shareProposal(page);
    await page.goto(url('/business/proposals'));
    // The phone shows the proposals as cards (the table is there, hidden, for wider screens).
    await page.getByText('Dana Smith', { exact: true }).filter({ visible: true }).first().waitFor();

    const actions = page.getByRole('navigation', { name: 'Proposal actions' });
    for (const name of HEADER_ACTIONS) {
      const box = await actions.getByRole('link', { name, exact: true }).boundingBox();
      expect({
        name,
        inView: box !== null && box.x >= 0 && box.x + box.width <= PHONE.width,
      }).toEqual({ name, inView: true });
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
    await page
      .getByRole('button', { name: /^Reading of / })
      .filter({ visible: true })
      .waitFor();
    await page
      .getByText('Dana Smith', { exact: true })
      .filter({ visible: true })
      .first()
      .scrollIntoViewIfNeeded();
    await screenshot(page, 'proposals-dashboard-phone-card');

    // The chosen option's text fits beside the select's arrow (Chromium's takes about 16 px):
    // "All Team Members", not "All Team Member".
    const teamFilter = page.getByLabel('Team member', { exact: true });
    expect(await teamFilter.evaluate((select: HTMLSelectElement) => select.value)).toBe('');
    const fit = await teamFilter.evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) throw new Error('No canvas');
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const arrow = 16;
      return {
        label: select.selectedOptions[0]?.text,
        fits:
          context.measureText(select.selectedOptions[0]?.text ?? '').width <=
          select.clientWidth -
            parseFloat(style.paddingLeft) -
            parseFloat(style.paddingRight) -
            arrow,
      };
    });
    expect(fit).toEqual({ label: 'All Team Members', fits: true });

    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize(DESKTOP);
    await page.getByRole('row', { name: /Dana Smith/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  }, 120_000);
});
