import type { BrowserContext, Page } from 'playwright-core';
import { browserJourney, PASSWORD, PHONE, type Viewport } from '../support/journey.js';

// Spec 000 §2–§5 and §8 (account pages, protected routes, navigation auth state) and 001 §2, §5
// (Settings → Security), through the browser against the real API.
const DESKTOP: Viewport = { width: 1280, height: 800 };
const INVALID_LOGIN =
  'Invalid email or password. Please ensure you are using your team member account.';

type Account = { name: string; email: string; password: string };

let accountCount = 0;
const newAccount = (): Account => {
  accountCount += 1;
  return {
    name: `Dana Reyes ${accountCount}`,
    email: `dana.${Date.now()}.${accountCount}@example.com`,
    password: PASSWORD,
  };
};

describe('accounts (browser)', () => {
  const journey = browserJourney();
  const { url, field } = journey;
  // The context of the test's last page opened through `openPage`.
  let context: BrowserContext | undefined;

  const openPage = async (viewport: Viewport): Promise<Page> => {
    const page = await journey.openPage(viewport);
    context = page.context();
    // Record every authStateChanged the app fires, across reloads of the tab.
    await context.addInitScript(() => {
      window.addEventListener('authStateChanged', (event) => {
        const events = JSON.parse(sessionStorage.getItem('test:authEvents') ?? '[]') as unknown[];
        events.push((event as CustomEvent<unknown>).detail);
        sessionStorage.setItem('test:authEvents', JSON.stringify(events));
      });
    });
    return page;
  };

  const authEvents = (page: Page) =>
    page.evaluate(() => JSON.parse(sessionStorage.getItem('test:authEvents') ?? '[]') as unknown);

  // Resolves when the app's own session check confirms a signed-in user.
  const sessionConfirmed = (page: Page) =>
    page.waitForResponse(
      async (response) =>
        response.url().endsWith('/auth/check-auth') &&
        ((await response.json()) as { authenticated: boolean }).authenticated,
    );

  const expectOnlyAlert = async (page: Page, message: string) => {
    const alert = page.getByRole('alert').filter({ hasText: message });
    await alert.waitFor({ timeout: 5_000 });
    expect(await page.getByRole('alert').allInnerTexts()).toEqual([message]);
    expect((await alert.innerText()).trim()).toBe(message);
  };

  const fillSignUp = async (page: Page, account: Account) => {
    await field(page, 'Name').fill(account.name);
    await field(page, 'Email').fill(account.email);
    await field(page, 'Password').fill(account.password);
    await field(page, 'Confirm password').fill(account.password);
    await page.getByRole('checkbox', { name: /I accept the Terms of Service/ }).check();
  };

  const signUp = async (page: Page, account: Account) => {
    await page.goto(url('/signup'));
    await fillSignUp(page, account);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((current) => current.pathname === '/business');
  };

  const signIn = async (page: Page, email: string, password: string) => {
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  };

  const signOutOnDesktop = async (page: Page, account: Account) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: new RegExp(account.name) }).click();
    await nav.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((current) => current.pathname === '/');
    await nav.getByRole('link', { name: 'Sign in', exact: true }).waitFor();
  };

  it('should keep a new account signed in across a reload, sign it out, and bring it back to the exact page it was sent away from', async () => {
    const page = await openPage(DESKTOP);
    const account = newAccount();
    const nav = page.getByRole('navigation', { name: 'Main' });

    await signUp(page, account);
    await page.getByRole('heading', { level: 1, name: new RegExp(account.name) }).waitFor();
    const stored = await page.evaluate(() => ({
      user: JSON.parse(localStorage.getItem('user') ?? 'null') as Record<string, unknown> | null,
      userType: localStorage.getItem('userType'),
      isAuthenticated: localStorage.getItem('isAuthenticated'),
      authTimestamp: Number(localStorage.getItem('authTimestamp')),
    }));
    expect(stored.user).toEqual({
      username: account.name,
      email: account.email,
      id: expect.any(String),
      user_type: 'manager',
      company_name: expect.any(String),
    });
    expect(stored.userType).toBe('manager');
    expect(stored.isAuthenticated).toBe('true');
    expect(Date.now() - stored.authTimestamp).toBeLessThan(60_000);

    await page.reload();
    const accountButton = nav.getByRole('button', { name: new RegExp(account.name) });
    await accountButton.waitFor();
    await accountButton.click();
    expect(await nav.getByText(account.email).isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe(
      '/business2/voice-agents',
    );
    expect(page.url()).toBe(url('/business'));

    await nav.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((current) => current.pathname === '/');
    await nav.getByRole('link', { name: 'Sign in', exact: true }).waitFor();
    expect(
      await page.evaluate(() =>
        ['user', 'userType', 'isAuthenticated', 'authTimestamp'].map((key) =>
          localStorage.getItem(key),
        ),
      ),
    ).toEqual([null, null, null, null]);
    expect(await authEvents(page)).toEqual([{ authenticated: true }, { authenticated: false }]);

    await page.goto(url('/business/proposals?tab=x'));
    await page.waitForURL((current) => current.pathname === '/signin');
    const redirect = new URL(page.url());
    expect(redirect.searchParams.get('returnTo')).toBe('/business/proposals?tab=x');
    expect(redirect.searchParams.get('authError')).toBe('Please sign in to continue.');
    await page.getByText('Please sign in to continue.').waitFor();

    await signIn(page, account.email, account.password);
    await page.waitForURL(
      (current) => current.pathname === '/business/proposals' && current.search === '?tab=x',
    );
    await accountButton.waitFor();
    expect(await authEvents(page)).toEqual([
      { authenticated: true },
      { authenticated: false },
      { authenticated: true },
    ]);
  });

  it('should drop a stored sign-in that the server or the cookies no longer back, and say why', async () => {
    const page = await openPage(DESKTOP);
    const account = newAccount();
    const expired = 'Your session has expired. Please sign in again.';
    const storedFlag = () => page.evaluate(() => localStorage.getItem('isAuthenticated'));
    // The server ends the session (as on expiry) while the browser keeps its readable cookies.
    const endSessionOnServer = async () => {
      const readable = (await context!.cookies()).filter((cookie) =>
        ['auth_state', 'session_check'].includes(cookie.name),
      );
      expect(readable.map((cookie) => cookie.name).sort()).toEqual(['auth_state', 'session_check']);
      await context!.request.get(url('/auth/logout'));
      await context!.addCookies(readable);
    };
    const expectSentToSignIn = async (returnTo: string) => {
      await page.waitForURL((current) => current.pathname === '/signin');
      const query = new URL(page.url()).searchParams;
      expect([query.get('returnTo'), query.get('authError')]).toEqual([returnTo, expired]);
      await expectOnlyAlert(page, expired);
      expect(await storedFlag()).toBeNull();
    };
    // Sign in again and let the app confirm the new session before the next step.
    const signInAgain = async (landing: string) => {
      const confirmed = sessionConfirmed(page);
      await signIn(page, account.email, account.password);
      await page.waitForURL((current) => `${current.pathname}${current.search}` === landing);
      await confirmed;
    };

    // While the app is open: the next call that gets a 401 sends the user to sign in.
    const confirmed = sessionConfirmed(page);
    await signUp(page, account);
    await confirmed;
    // The home page's own calls are done once the team card lists the new manager.
    await page
      .getByRole('region', { name: /Your team/ })
      .getByText(account.email)
      .waitFor();
    await endSessionOnServer();
    // Settings opens on its billing tab, whose call for the plan and usage gets the 401.
    await page
      .getByRole('navigation', { name: 'Business' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await expectSentToSignIn('/business2/settings');
    await signInAgain('/business2/settings');
    await page.getByTestId('billing-plan-name').waitFor();
    await page.getByRole('tab', { name: 'Team' }).click();
    await page.waitForURL((current) => current.search === '?tab=team');
    await page.getByRole('tabpanel').getByText(account.email).first().waitFor();

    // On a fresh load: the start-up check finds the session gone. The app is closed first, so
    // none of its own calls (a refetch, the live socket) meets the ended session before the load.
    await page.goto('about:blank');
    await endSessionOnServer();
    await page.goto(url('/business/notes'));
    await expectSentToSignIn('/business/notes');
    await signInAgain('/business/notes');
    await page.getByRole('heading', { level: 1, name: 'Notes' }).waitFor();

    // The cookies disappear while local storage still says signed in.
    await page.goto('about:blank');
    await context!.clearCookies();
    await page.goto(url('/'));
    await expectOnlyAlert(page, 'Authentication state mismatch detected. Please sign in again.');
    expect(await storedFlag()).toBeNull();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Sign in', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Dismiss' }).click();
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('should show the same links, the account and Sign out in the side panel of a signed-in phone', async () => {
    const page = await openPage(PHONE);
    const account = newAccount();
    await signUp(page, account);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await panel.waitFor();
    for (const name of ['Product', 'For Businesses', 'Resources', 'Pricing', 'Dashboard']) {
      expect(await panel.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    }
    expect(await panel.getByText(account.name, { exact: true }).isVisible()).toBe(true);
    expect(await panel.getByText(account.email, { exact: true }).isVisible()).toBe(true);
    expect(await panel.getByRole('link', { name: 'Sign in', exact: true }).count()).toBe(0);

    await panel.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((current) => current.pathname === '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await panel.getByRole('link', { name: 'Sign in', exact: true }).waitFor();
  });

  it('should report the sign-up rules in the spec order and send nothing until they all pass', async () => {
    const page = await openPage(DESKTOP);
    const account = newAccount();
    let registrations = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/auth/member/register')) registrations += 1;
    });
    const submit = page.getByRole('button', { name: 'Create account' });
    await page.goto(url('/signup'));

    await submit.click();
    await expectOnlyAlert(page, 'Name is required');
    await field(page, 'Name').fill(account.name);
    await submit.click();
    await expectOnlyAlert(page, 'Email is required');
    await field(page, 'Email').fill(account.email);
    await submit.click();
    await expectOnlyAlert(page, 'Password is required');
    await field(page, 'Password').fill(account.password);
    await field(page, 'Confirm password').fill(`${account.password}x`);
    await submit.click();
    await expectOnlyAlert(page, 'Passwords do not match');
    await field(page, 'Confirm password').fill(account.password);
    await submit.click();
    await expectOnlyAlert(page, 'You must accept the terms and conditions');
    expect(registrations).toBe(0);

    await page.getByRole('checkbox', { name: /I accept the Terms of Service/ }).check();
    await submit.click();
    await page.waitForURL((current) => current.pathname === '/business');
    expect(registrations).toBe(1);

    // The same email again is refused in the server's words.
    await signOutOnDesktop(page, account);
    await page.goto(url('/signup'));
    await fillSignUp(page, account);
    await submit.click();
    await expectOnlyAlert(page, 'An account with this email already exists.');
  });

  it('should let a manager invite a member who joins the company with the invited email, and revoke an invitation', async () => {
    const page = await openPage(DESKTOP);
    const manager = newAccount();
    await signUp(page, manager);
    await page.goto(url('/business2/settings?tab=team'));
    await page.getByRole('tab', { name: 'Team', selected: true }).waitFor();

    const memberEmail = `member.${Date.now()}@example.com`;
    await field(page, 'Email of the person to invite').fill(memberEmail);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    const link = await field(page, 'Invitation link').inputValue();
    expect(new URL(link).pathname).toBe('/signup');
    expect(new URL(link).searchParams.get('invitation')).toEqual(expect.any(String));
    // Listed as pending, with a way to revoke it.
    await page.getByRole('button', { name: `Revoke the invitation of ${memberEmail}` }).waitFor();

    const revokedEmail = `revoked.${Date.now()}@example.com`;
    await field(page, 'Email of the person to invite').fill(revokedEmail);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByRole('button', { name: `Revoke the invitation of ${revokedEmail}` }).click();
    await page
      .getByRole('button', { name: `Revoke the invitation of ${revokedEmail}` })
      .waitFor({ state: 'detached' });

    // The invitee, on a phone of their own.
    const memberPage = await journey.openPage(PHONE);
    // The preview is read once: a used invitation is not asked for again (a 404) on the way in.
    const invitationReads: number[] = [];
    memberPage.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/auth/invitations/')) {
        invitationReads.push(response.status());
      }
    });
    const invitation = new URL(link);
    await memberPage.goto(url(`${invitation.pathname}${invitation.search}`));
    await memberPage.getByRole('heading', { name: /^Join / }).waitFor();
    const email = field(memberPage, 'Email');
    expect(await email.inputValue()).toBe(memberEmail);
    expect(await email.getAttribute('readonly')).not.toBeNull();
    await field(memberPage, 'Name').fill('Sam Member');
    await field(memberPage, 'Password').fill(PASSWORD);
    await field(memberPage, 'Confirm password').fill(PASSWORD);
    await memberPage.getByRole('checkbox', { name: /I accept the Terms of Service/ }).check();
    await memberPage.getByRole('button', { name: 'Create account' }).click();
    await memberPage.waitForURL((current) => current.pathname === '/business');
    await memberPage.getByRole('heading', { name: 'Your account' }).waitFor();
    expect(invitationReads).toEqual([200]);
    expect(await memberPage.evaluate(() => localStorage.getItem('userType'))).toBe('member');

    await memberPage.goto(url('/business2/settings'));
    await memberPage.getByRole('tab', { name: 'Security' }).waitFor();
    expect(await memberPage.getByRole('tab', { name: 'Team' }).count()).toBe(0);

    await page.goto(url('/business'));
    await page
      .getByRole('region', { name: /Your team/ })
      .getByText('Sam Member')
      .waitFor();
  });

  it('should give the network message of the spec when the reset request or the reset cannot reach the server', async () => {
    const page = await openPage(PHONE);
    await page.route(
      (address) => ['/auth/request-reset', '/auth/reset-password'].includes(address.pathname),
      (route) => route.abort('internetdisconnected'),
    );

    await page.goto(url('/reset-password'));
    await field(page, 'Email').fill('dana@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expectOnlyAlert(page, 'Network error. Please try again later.');

    await page.goto(url('/reset-password?token=a-reset-token&email=dana%40example.com'));
    await field(page, 'New password').fill('second-pass-2');
    await field(page, 'Confirm new password').fill('second-pass-2');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expectOnlyAlert(page, 'Network error. Please try again later.');
  }, 120_000);

  it('should enforce the change-password rules on Settings → Security and sign in with the new password afterwards', async () => {
    const page = await openPage(DESKTOP);
    const account = newAccount();
    const newPassword = 'second-pass-2';
    await signUp(page, account);
    await page.goto(url('/business2/settings'));
    await page.getByRole('tab', { name: 'Billing & Subscription', selected: true }).waitFor();
    await page.getByText('No billing history available').waitFor();
    await page.getByRole('tab', { name: 'Security' }).click();

    const current = field(page, 'Current password');
    const next = field(page, 'New password');
    const confirmation = field(page, 'Confirm new password');
    const submit = page.getByRole('button', { name: 'Update password' });

    await submit.click();
    await expectOnlyAlert(page, 'Current password is required');
    await current.fill(account.password);
    expect(await page.getByRole('alert').count()).toBe(0);
    await submit.click();
    await expectOnlyAlert(page, 'New password is required');
    await next.fill('short');
    await submit.click();
    await expectOnlyAlert(page, 'New password must be at least 6 characters long');
    await next.fill(newPassword);
    await confirmation.fill(`${newPassword}x`);
    await submit.click();
    await expectOnlyAlert(page, 'New passwords do not match');
    await next.fill(account.password);
    await confirmation.fill(account.password);
    await submit.click();
    await expectOnlyAlert(page, 'New password must be different from current password');

    await current.fill('not-my-password');
    await next.fill(newPassword);
    await confirmation.fill(newPassword);
    await submit.click();
    await expectOnlyAlert(page, 'Current password is incorrect');

    await current.fill(account.password);
    await submit.click();
    await page.getByText('Your password has been changed.').waitFor();
    await current.fill('x');
    expect(await page.getByText('Your password has been changed.').count()).toBe(0);

    await signOutOnDesktop(page, account);
    await page.goto(url('/signin'));
    await signIn(page, account.email, account.password);
    await expectOnlyAlert(page, INVALID_LOGIN);
    await signIn(page, account.email, newPassword);
    await page.waitForURL((current) => current.pathname === '/business');
  });
});
