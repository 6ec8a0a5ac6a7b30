import { browserJourney, DESKTOP, PHONE } from '../support/journey.js';

// 000 §2's public route table, each with a text the spec gives its page. The shared proposal
// (a real link) and the homeowner, blog and investor pages' behaviour have journeys of their own.
const PUBLIC_PAGES: Array<[path: string, text: string | RegExp]> = [
  ['/', 'Enter proposal ideas to get started'],
  ['/voice', 'Enter proposal ideas to get started'],
  ['/business2/voice-agents', 'Never miss a customer call'],
  ['/pricing', 'Super Pro'],
  ['/blog', 'Latest Posts'],
  ['/blog/answer-every-call', 'Read more'],
  ['/signin', 'Remember me'],
  ['/signup', 'Confirm password'],
  ['/reset-password', 'Email'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/proposals', 'Recent proposals'],
  ['/proposals/HVAC', 'Back'],
  ['/proposals/HVAC/1', 'Chat with Vanilla AI'],
  ['/dashboard', 'Home Notes'],
  ['/homeowners', 'Coming soon'],
  ['/welcome', 'View my Home'],
  ['/proposal-list', 'Sample data'],
  ['/invite-contractor', 'I have a contractor in mind'],
  ['/ai-team', 'Sales coach'],
  ['/private-equity', 'Due-diligence tools'],
  ['/private-equity/search?q=hvac', 'Results for'],
  ['/congratulations', 'Congratulations'],
];

// 000 §2: every path the web has no page for answers HTTP 404 with the not-found page, and the
// pages it has answer 200 (the server and the web read one route table).
describe('public pages (browser)', () => {
  const { url, openPage } = browserJourney();

  it.each([
    '/no-such-page',
    '/pricing/extra',
    '/proposals/Solar',
    '/proposals/HVAC/99',
    '/blog/no-such-post',
  ])('should answer %s with 404 and the not-found page when no route serves it', async (path) => {
    const page = await openPage({ width: 390, height: 844 });
    const response = await page.goto(url(path));
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  it('should answer an unknown path of the dashboard with 404 when a visitor opens it', async () => {
    // The dashboard's guard then asks the visitor to sign in first.
    const page = await openPage({ width: 390, height: 844 });
    const response = await page.goto(url('/business/no-such-area'));
    expect(response?.status()).toBe(404);
  });

  it.each([
    ['a phone', PHONE],
    ['a desktop', DESKTOP],
  ])('should open every public page of the route table on %s', async (_name, viewport) => {
    const page = await openPage(viewport);
    const missing: string[] = [];
    for (const [path, text] of PUBLIC_PAGES) {
      const response = await page.goto(url(path));
      expect([path, response?.status()]).toEqual([path, 200]);
      const shown = page.getByText(text).or(page.getByPlaceholder(text)).first();
      await shown.waitFor({ timeout: 5_000 }).catch(() => missing.push(path));
      expect([path, await page.getByText('Page not found').count()]).toEqual([path, 0]);
    }
    expect(missing).toEqual([]);
  });

  // Every link of the phone's side panel (the menus' links, 000 §2) and of the footer, clicked.
  it('should reach a page at every menu and footer link when a visitor clicks it on a phone', async () => {
    const page = await openPage(PHONE);
    await page.goto(url('/'));
    const openMenu = page.getByRole('button', { name: 'Open menu' });
    const panel = page.getByRole('dialog', { name: 'Menu' });
    const footer = page.getByRole('navigation', { name: 'Footer' });
    await openMenu.click();
    const menuLinks = await panel
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    const footerLinks = await footer
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    expect(menuLinks.length).toBeGreaterThan(3);
    expect(footerLinks.length).toBe(4);
    const clicks = [
      ...menuLinks.map((href, index) => ({ href, index, where: 'menu' as const })),
      ...footerLinks.map((href, index) => ({ href, index, where: 'footer' as const })),
    ];
    for (const { href, index, where } of clicks) {
      await page.goto(url('/'));
      if (where === 'menu') {
        await openMenu.click();
        await panel.getByRole('link').nth(index).click();
      } else {
        await footer.getByRole('link').nth(index).click();
      }
      const target = new URL(href);
      await page.waitForURL((current) => current.pathname === target.pathname);
      await page.locator('h1').first().waitFor();
      expect([href, await page.getByText('Page not found').count()]).toEqual([href, 0]);
    }
  });

  it('should answer a page of the route table with 200 when it is opened directly', async () => {
    const page = await openPage({ width: 1280, height: 900 });
    const response = await page.goto(url('/pricing?plan=super_pro'));
    expect(response?.status()).toBe(200);
    expect(await page.getByText('Page not found').count()).toBe(0);
  });
});
