import { browserJourney } from '../support/journey.js';

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

  it('should answer a page of the route table with 200 when it is opened directly', async () => {
    const page = await openPage({ width: 1280, height: 900 });
    const response = await page.goto(url('/pricing?plan=super_pro'));
    expect(response?.status()).toBe(200);
    expect(await page.getByText('Page not found').count()).toBe(0);
  });
});
