import type { Page } from 'playwright-core';
import { axeViolations } from '../support/axe.js';
import { browserJourney, DESKTOP, PHONE, type Viewport } from '../support/journey.js';

// Spec 000 §1–§2 and 001 "Private-equity and blog": the blog ("Latest Posts", "Latest insights &
// news", four articles and Read more), the AI Team page (six roles, Get started and View demo),
// the private-equity landing (search form and six feature cards) and the search results; all
// reached from the main menu and the footer, on a phone and on a desktop.
const VIEWPORTS: [string, Viewport][] = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
];

const PAGES: [path: string, heading: string, text: string][] = [
  ['/blog', 'Latest Posts', 'Latest insights & news'],
  [
    '/blog/follow-up',
    'Follow up without being pushy: timing, words and signals',
    'Read the engagement signals',
  ],
  ['/ai-team', 'An AI team that works beside your crew', 'Project Manager'],
  ['/private-equity', 'Find the home‑service businesses worth backing', 'Due-diligence tools'],
  ['/private-equity/search?q=roofing', 'Results for “roofing”', 'Cedar Peak Roofing'],
];

describe('marketing pages (browser)', () => {
  const { url, openPage } = browserJourney();

  // The page is a real one (not the not-found page) and fits the screen without sideways scroll.
  const expectFinishedPage = async (page: Page, heading: string) => {
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    expect(await page.getByText('Page not found').count()).toBe(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  };

  const onPath = (page: Page, pathname: string) =>
    page.waitForURL((current) => current.pathname === pathname);

  // Every footer carries the Blog link.
  const followFooterBlog = async (page: Page, from: string) => {
    await page.goto(url(from));
    await page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: 'Blog' })
      .click();
    await onPath(page, '/blog');
    await expectFinishedPage(page, 'Latest Posts');
  };

  it.each(VIEWPORTS)(
    'should show every page with its spec text and pass axe when a visitor opens it on a %s',
    async (_name, viewport) => {
      const page = await openPage(viewport);
      for (const [path, heading, text] of PAGES) {
        await page.goto(url(path));
        await expectFinishedPage(page, heading);
        // In the page, not the menu's closed dropdowns.
        const main = page.getByRole('main');
        expect(await main.getByText(text, { exact: true }).first().isVisible()).toBe(true);
        expect(await axeViolations(page)).toEqual([]);
      }
    },
    120_000,
  );

  it.each(VIEWPORTS)(
    'should list four posts with their details and open one from Read more on a %s',
    async (_name, viewport) => {
      const page = await openPage(viewport);
      await page.goto(url('/blog'));
      await expectFinishedPage(page, 'Latest Posts');
      const cards = page.getByRole('article');
      expect(await cards.count()).toBe(4);
      const first = cards.first();
      for (const text of ['Customer calls', '5 min read', 'Maya Ortiz', 'Operations lead']) {
        expect(await first.getByText(text).first().isVisible()).toBe(true);
      }
      expect(await first.getByText('November 18, 2026').isVisible()).toBe(true);

      await page.getByRole('link', { name: /^Read more about Good, better, best/ }).click();
      await onPath(page, '/blog/good-better-best');
      await expectFinishedPage(page, 'Good, better, best: win more jobs with options');
      expect(
        await page.getByRole('heading', { name: 'Price the gaps on purpose' }).isVisible(),
      ).toBe(true);
      expect(await page.getByText('Sample byline').isVisible()).toBe(true);
    },
  );

  it('should show the not-found page when the post id is unknown', async () => {
    const page = await openPage(PHONE);
    await page.goto(url('/blog/no-such-post'));
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  it.each(VIEWPORTS)(
    'should show the query and sample firms when an investor submits the search on a %s',
    async (_name, viewport) => {
      const page = await openPage(viewport);
      await page.goto(url('/private-equity'));
      await expectFinishedPage(page, 'Find the home‑service businesses worth backing');
      expect(await page.getByRole('listitem').filter({ hasText: 'Team analysis' }).count()).toBe(1);

      await page.getByLabel('Search home-service companies').fill('HVAC in Texas');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL(
        (current) =>
          current.pathname === '/private-equity/search' &&
          current.searchParams.get('q') === 'HVAC in Texas',
      );
      await expectFinishedPage(page, 'Results for “HVAC in Texas”');
      expect(await page.getByText('Sample data', { exact: true }).isVisible()).toBe(true);
      expect(await page.getByText('1 sample firm matches “HVAC in Texas”.').isVisible()).toBe(true);
      expect(await page.getByLabel('Search home-service companies').inputValue()).toBe(
        'HVAC in Texas',
      );

      // Search again from the results, then go back to the landing.
      await page.getByRole('link', { name: 'Solar', exact: true }).click();
      await expectFinishedPage(page, 'Results for “Solar”');
      await page.getByText('Sunhaven Solar').waitFor();
      await page.getByRole('link', { name: 'Private equity' }).click();
      await onPath(page, '/private-equity');
    },
  );

  it('should ask for a query and list every sample firm when the search is empty', async () => {
    const page = await openPage(PHONE);
    await page.goto(url('/private-equity/search?q=%20%20'));
    await expectFinishedPage(page, 'Search home-service companies');
    expect(await page.getByText('Showing all 6 sample firms.').isVisible()).toBe(true);
    expect(await page.getByText('Sample data', { exact: true }).isVisible()).toBe(true);
  });

  it('should offer Get started and a keyboard-reachable sample demo when a visitor views a role', async () => {
    const page = await openPage(DESKTOP);
    await page.goto(url('/ai-team'));
    await expectFinishedPage(page, 'An AI team that works beside your crew');
    expect(await page.getByRole('link', { name: /^Get started with the AI/ }).count()).toBe(6);
    expect(await page.getByRole('button', { name: /^View demo/ }).count()).toBe(6);
    const getStarted = page.getByRole('link', { name: 'Get started with the AI Sales Coach' });
    expect(await getStarted.getAttribute('href')).toBe('/signup');

    const viewDemo = page.getByRole('button', { name: 'View demo of the AI Sales Coach' });
    await viewDemo.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sales Coach demo' });
    await dialog.waitFor();
    expect(await dialog.getByText(/not a live chat/).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await viewDemo.evaluate((element) => element.matches(':focus'))).toBe(true);
  });

  it('should reach the blog and the AI team from the main menu and the footer on a desktop', async () => {
    const page = await openPage(DESKTOP);
    await page.goto(url('/'));
    const nav = page.getByRole('navigation', { name: 'Main' });
    const resources = nav.getByRole('link', { name: 'Resources', exact: true });
    // The pointer leaves first: after a click it still rests on Resources, so a hover alone would
    // not open the dropdown again.
    const openResources = async () => {
      await page.mouse.move(DESKTOP.width / 2, DESKTOP.height - 50);
      await resources.hover();
    };

    await resources.click();
    await onPath(page, '/blog');
    await expectFinishedPage(page, 'Latest Posts');

    await openResources();
    await nav.getByRole('link', { name: /^AI Team/ }).click();
    await onPath(page, '/ai-team');
    await expectFinishedPage(page, 'An AI team that works beside your crew');

    await openResources();
    await nav.getByRole('link', { name: /^Blog/ }).click();
    await onPath(page, '/blog');

    await followFooterBlog(page, '/private-equity');
  });

  it('should reach the blog and the AI team from the side panel and the footer on a phone', async () => {
    const page = await openPage(PHONE);
    await page.goto(url('/'));
    const panel = page.getByRole('dialog', { name: 'Menu' });
    const openMenuAndFollow = async (name: string, pathname: string) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await panel.getByRole('link', { name, exact: true }).click();
      await onPath(page, pathname);
    };

    await openMenuAndFollow('Resources', '/blog');
    await expectFinishedPage(page, 'Latest Posts');
    await openMenuAndFollow('AI Team', '/ai-team');
    await expectFinishedPage(page, 'An AI team that works beside your crew');
    await openMenuAndFollow('Blog', '/blog');
    await expectFinishedPage(page, 'Latest Posts');

    await followFooterBlog(page, '/ai-team');
  });
});
