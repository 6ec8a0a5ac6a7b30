import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startAppServer } from '../../apps/api/src/testing/app-server.js';
import { launchBrowser } from './browser.js';

export type Viewport = { width: number; height: number };
export type Account = { name: string; email: string };

export const DESKTOP: Viewport = { width: 1280, height: 900 };
export const PHONE: Viewport = { width: 390, height: 844 };
export const PASSWORD = 'first-pass-1';

// A journey's app and browser for the whole file, a fresh context per page, closed after each
// test; and the steps every signed-in journey starts with. `env` is read when the app starts
// (after the file's earlier beforeAll hooks, which may start servers it names).
export const browserJourney = (env: () => Record<string, string> = () => ({})) => {
  let app: Awaited<ReturnType<typeof startAppServer>>;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    app = await startAppServer(env());
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  const url = (path: string) => new URL(path, app.url).href;
  const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

  // `phone` makes it a touch screen at a phone's pixel density; `script: false` a browser that
  // runs no JavaScript.
  const openPage = async (
    viewport: Viewport,
    { phone = false, script = true } = {},
  ): Promise<Page> => {
    const context = await browser.newContext({
      viewport,
      javaScriptEnabled: script,
      ...(phone ? { hasTouch: true, isMobile: true, deviceScaleFactor: 3 } : {}),
    });
    contexts.push(context);
    return context.newPage();
  };

  // Signs up through the form and lands on the business home.
  const signUp = async (page: Page, account: Account) => {
    await page.goto(url('/signup'));
    await field(page, 'Name').fill(account.name);
    await field(page, 'Email').fill(account.email);
    await field(page, 'Password').fill(PASSWORD);
    await field(page, 'Confirm password').fill(PASSWORD);
    await page.getByRole('checkbox', { name: /I accept the Terms of Service/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((current) => current.pathname === '/business');
  };

  // Signs in through the form as an existing account and leaves the sign-in page.
  const signIn = async (page: Page, email: string) => {
    await page.goto(url('/signin'));
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((current) => current.pathname !== '/signin');
  };

  return { appUrl: () => app.url, url, field, openPage, signUp, signIn };
};

export type ApiCall = (
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
) => Promise<{ status: number; body: Record<string, unknown> }>;

// An account registered through the API before a journey's tests (after its app started), and
// calls made as it, from the app's own origin as its pages make them.
export const apiAccount = (
  appUrl: () => string,
  registration: { email: string; username: string; company_name: string },
): ApiCall => {
  let cookie = '';
  const url = (path: string) => new URL(path, appUrl()).href;

  beforeAll(async () => {
    const response = await fetch(url('/auth/member/register'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: appUrl() },
      body: JSON.stringify({ ...registration, password: PASSWORD }),
    });
    expect(response.status).toBeLessThan(300);
    cookie = response.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
  }, 120_000);

  return async (method, path, body) => {
    const response = await fetch(url(path), {
      method,
      headers: {
        cookie,
        origin: appUrl(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
};
