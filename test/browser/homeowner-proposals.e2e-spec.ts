import type { Page } from 'playwright-core';
import { axeViolations } from '../support/axe.js';
import { browserJourney, DESKTOP, PHONE, type Viewport } from '../support/journey.js';

// 000 §2 "Demo proposal screens", §4 (demo statuses), §5 (chat only on a non-blank message) and
// §9 (confetti, chat echo): the homeowner demo's static pages on a phone and on a desktop, with
// their accessibility (WCAG A/AA by axe-core).

const PROJECT_TYPES = ['HVAC', 'Roofing', 'Plumbing', 'Landscaping'];
const SIZES: [string, Viewport][] = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
];

const pageNotFound = (page: Page) => page.getByRole('heading', { name: 'Page not found' });

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

// The page is one of ours and fits the screen.
const expectServed = async (page: Page) => {
  expect(await pageNotFound(page).count()).toBe(0);
  expect(await sidewaysOverflow(page)).toBe(0);
};

const scrollToSection = (page: Page, anchor: string) =>
  page.evaluate((id) => document.getElementById(id)?.scrollIntoView({ block: 'start' }), anchor);

describe('homeowner demo proposals (browser)', () => {
  const { url, openPage } = browserJourney();

  describe.each(SIZES)('on a %s', (size, viewport) => {
    const isPhone = viewport === PHONE;

    it('should list recent proposals and projects, and filter the proposal list by status', async () => {
      const page = await openPage(viewport, { phone: isPhone });
      await page.goto(url('/proposals'));
      await page.getByRole('heading', { name: 'Proposals', level: 1 }).waitFor();
      await expectServed(page);
      expect(await page.getByText('Sample data').first().isVisible()).toBe(true);
      const recent = isPhone
        ? page.getByRole('list', { name: 'Recent proposals' })
        : page.getByRole('table', { name: 'Recent proposals' });
      for (const project of ['HVAC System Replacement', 'Backyard Landscape Redesign']) {
        expect(await recent.getByText(project).isVisible()).toBe(true);
      }
      const view = recent.getByRole('link', { name: 'View proposals for Roof Repair & Reshingle' });
      expect(await view.isVisible()).toBe(true);

      await page.getByRole('link', { name: 'All proposals' }).click();
      await page.waitForURL((current) => current.pathname === '/proposal-list');
      await page.getByRole('heading', { name: 'Proposal list', level: 1 }).waitFor();
      await expectServed(page);
      const projects = page.getByRole('list', { name: 'Projects' }).getByRole('link');
      expect(await projects.count()).toBe(4);
      const filter = page.getByRole('group', { name: 'Filter by status' });
      await filter.getByText('Accepted').click();
      expect(await filter.getByRole('radio', { name: /^Accepted/ }).isChecked()).toBe(true);
      expect(await projects.allInnerTexts()).toEqual(['Water Heater Replacement']);
      await projects.first().click();
      await page.waitForURL((current) => current.pathname === '/proposals/Plumbing');
      await page.getByRole('heading', { name: 'Plumbing proposals' }).waitFor();

      await page.getByRole('link', { name: 'Back', exact: true }).click();
      await page.waitForURL((current) => current.pathname === '/proposals');
      await view.click();
      await page.waitForURL((current) => current.pathname === '/proposals/Roofing');
    });

    it('should list each project type’s proposals and open one by its row or with Enter', async () => {
      const page = await openPage(viewport, { phone: isPhone });
      for (const type of PROJECT_TYPES) {
        await page.goto(url(`/proposals/${type}`));
        await page.getByRole('heading', { name: `${type} proposals` }).waitFor();
        await expectServed(page);
        expect(await page.getByRole('link', { name: 'Back', exact: true }).isVisible()).toBe(true);
      }

      await page.goto(url('/proposals/HVAC'));
      if (isPhone) {
        await page.getByRole('link', { name: /^Comfort Air Pros/ }).click();
      } else {
        // A click on the row's amount, not on its link.
        await page
          .getByRole('row', { name: /Comfort Air Pros/ })
          .getByText('$12,450')
          .click();
      }
      await page.waitForURL((current) => current.pathname === '/proposals/HVAC/1');
      await page.getByRole('heading', { name: 'Comfort Air Pros', level: 1 }).waitFor();

      await page.goBack();
      await page.getByRole('link', { name: /^Summit Heating & Cooling/ }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((current) => current.pathname === '/proposals/HVAC/2');
      await page.getByRole('heading', { name: 'Summit Heating & Cooling', level: 1 }).waitFor();
      await expectServed(page);
    });

    it('should highlight the section being read, answer the chat and accept the proposal', async () => {
      const page = await openPage(viewport, { phone: isPhone });
      await page.goto(url('/proposals/HVAC/1'));
      await page.getByRole('heading', { name: 'Comfort Air Pros', level: 1 }).waitFor();
      await expectServed(page);
      for (const group of ['Vanilla Summary', 'Full Proposal']) {
        await page.getByRole('heading', { name: group, level: 2 }).waitFor();
      }
      expect(await page.locator('article section[id^="full-"]').count()).toBe(14);
      expect(await page.locator('article section[id^="vanilla-"]').count()).toBe(5);

      const progress = page.getByRole('progressbar', { name: 'Reading progress' });
      const sectionsButton = page.getByRole('button', { name: /^Sections:/ });
      // The highlighted link of the section navigation (in the drawer on a phone).
      const current = (name: string) =>
        page
          .getByRole('navigation', { name: 'Proposal sections' })
          .getByRole('link', { name, exact: true })
          .and(page.locator('[aria-current="location"]'));

      expect(await progress.getAttribute('aria-valuenow')).toBe('0');
      await scrollToSection(page, 'full-timeline');
      if (isPhone) {
        await sectionsButton.filter({ hasText: 'Timeline' }).waitFor();
        await sectionsButton.click();
        await current('Timeline').waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await page
          .getByRole('dialog', { name: 'Proposal sections' })
          .getByRole('link', { name: 'Warranty' })
          .click();
        await page.getByRole('dialog', { name: 'Proposal sections' }).waitFor({ state: 'hidden' });
        await sectionsButton.filter({ hasText: 'Warranty' }).waitFor();
      } else {
        expect(await sectionsButton.isVisible()).toBe(false);
        await current('Timeline').waitFor();
        await page.getByRole('link', { name: 'Warranty', exact: true }).click();
        await current('Warranty').waitFor();
      }
      expect(Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);

      // The chat: an example prompt, a blank message that is not sent, then a typed one.
      const log = page.getByRole('log', { name: 'Conversation with Vanilla AI' });
      await page.getByRole('button', { name: 'Translate to Spanish' }).click();
      await log.getByText('You asked: “Translate to Spanish”').waitFor();
      const box = page.getByLabel('Message Vanilla AI', { exact: true });
      const messages = log.locator('p.rounded-2xl');
      expect(await messages.count()).toBe(2);
      await box.fill('   ');
      await box.press('Enter');
      expect(await log.getByText('Vanilla AI is typing…').count()).toBe(0);
      expect(await messages.count()).toBe(2);
      await box.fill('When could you start?');
      await box.press('Enter');
      expect(await box.inputValue()).toBe('');
      await log.getByText('You asked: “When could you start?”').waitFor();
      expect(await messages.count()).toBe(4);

      // The unwired actions say so; Accept leads on.
      await page.getByRole('button', { name: 'Decline Proposal' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: 'Declining proposals is coming soon' })
        .waitFor();
      await page.getByRole('button', { name: 'Get expert opinion' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: 'Expert opinions are coming soon' })
        .waitFor();
      await expectServed(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Accept Proposal' }).click();
      await page.waitForURL((current) => current.pathname === '/congratulations');
    });

    it('should go through both invite-contractor choices and back to the options', async () => {
      const page = await openPage(viewport, { phone: isPhone });
      await page.goto(url('/invite-contractor'));
      const inMind = page.getByRole('link', { name: 'I have a contractor in mind' });
      const find = page.getByRole('link', { name: 'I want to find a contractor' });
      await inMind.waitFor();
      await expectServed(page);

      await inMind.click();
      const contact = page.getByLabel("Contractor's name or email", { exact: true });
      await contact.fill('Peak Roofing');
      await page.getByRole('button', { name: 'Send Invitation' }).click();
      await page.getByRole('status').filter({ hasText: 'Invitations are coming soon' }).waitFor();
      await expectServed(page);
      await page.getByRole('link', { name: 'Back to options' }).click();
      await find.waitFor();
      expect(await contact.count()).toBe(0);

      await find.click();
      const contractors = page.getByRole('list', { name: 'Contractors' }).getByRole('listitem');
      await contractors.first().waitFor();
      expect(await contractors.count()).toBe(4);
      expect(await contractors.first().getByText('(312 reviews)').isVisible()).toBe(true);
      await page.getByLabel('Search contractors', { exact: true }).fill('roof');
      await page.getByRole('status').filter({ hasText: '1 contractor' }).waitFor();
      expect(await contractors.getByRole('heading').allInnerTexts()).toEqual(['Peak Roofing Co.']);
      const viewProfile = page.getByRole('button', { name: 'View Profile' });
      await viewProfile.click();
      await page.getByText('Based in Austin, TX').waitFor();
      await page.getByRole('button', { name: 'Recommend a Contractor' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: 'Recommendations are coming soon' })
        .waitFor();
      await expectServed(page);
      await page.getByRole('link', { name: 'Back to options' }).click();
      await inMind.waitFor();
    });

    it('should throw confetti and then offer the HVAC proposal, all proposals and the dashboard', async () => {
      const page = await openPage(viewport, { phone: isPhone });
      await page.goto(url('/congratulations'));
      await page.locator('canvas').waitFor();
      await page.getByRole('heading', { name: 'Congratulations!' }).waitFor();
      const next = page.getByRole('navigation', { name: 'What next' });
      await next.waitFor({ timeout: 15_000 });
      expect(await page.locator('canvas').count()).toBe(0);
      const hrefs = await next
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).toEqual(['/proposals/HVAC/1', '/proposals', '/dashboard']);
      await expectServed(page);
      await next.getByRole('link', { name: 'View your HVAC proposal' }).click();
      await page.waitForURL((current) => current.pathname === '/proposals/HVAC/1');
    });
  });

  it('should skip the confetti and offer the three ways on at once when less motion is asked for', async () => {
    const page = await openPage(PHONE);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(url('/congratulations'));
    await page.getByRole('heading', { name: 'Congratulations!' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'What next' }).isVisible()).toBe(true);
    expect(await page.locator('canvas').count()).toBe(0);
  });

  it.each(['/proposals/Solar', '/proposals/hvac', '/proposals/HVAC/99', '/proposals/Solar/1'])(
    'should show the not-found page when %s names no demo proposal',
    async (path) => {
      const page = await openPage(PHONE);
      await page.goto(url(path));
      await pageNotFound(page).waitFor();
    },
  );

  it('should pass the WCAG A/AA checks of axe-core on every demo page on a phone and a desktop', async () => {
    const paths = [
      '/proposals',
      '/proposal-list',
      ...PROJECT_TYPES.map((type) => `/proposals/${type}`),
      '/proposals/Landscaping/2',
      '/invite-contractor',
      '/invite-contractor?choice=in-mind',
      '/invite-contractor?choice=find',
    ];
    for (const [, viewport] of SIZES) {
      const page = await openPage(viewport);
      for (const path of paths) {
        await page.goto(url(path));
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        expect({ path, viewport, violations: await axeViolations(page) }).toEqual({
          path,
          viewport,
          violations: [],
        });
      }
      await page.goto(url('/congratulations'));
      await page.getByRole('navigation', { name: 'What next' }).waitFor({ timeout: 15_000 });
      expect({ viewport, violations: await axeViolations(page) }).toEqual({
        viewport,
        violations: [],
      });
    }
  }, 120_000);
});
