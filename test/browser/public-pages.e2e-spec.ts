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

  it.each(['/no-such-page', '/pricing/extra'])(
    'should answer %s with 404 and the not-found page when no route serves it',
    async (path) => {
      const page = await openPage({ width: 390, height: 844 });
      const response = await page.goto(url(path));
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    },
  );

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

  it('should answer a page of the route table with 200 when it is opened directly', async () => {
    const page = await openPage({ width: 1280, height: 900 });
    const response = await page.goto(url('/pricing?plan=super_pro'));
    expect(response?.status()).toBe(200);
    expect(await page.getByText('Page not found').count()).toBe(0);
  });
});
