import { browserJourney, DESKTOP, PASSWORD, PHONE } from '../support/journey.js';

// Settings → Team with DESIGN §7: a manager removes a member, whose open dashboard is signed out
// at once (the server drops the member's socket; the page re-checks the session); and the team's
// addresses read whole on a phone.

describe('team (browser)', () => {
  const { url, field, openPage, signUp } = browserJourney();

  it('should show every team and invitation email whole on a phone', async () => {
    const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
    const managerEmail = `maya.manager.${stamp}@cooling-and-heating-services.example.com`;
    const invitedEmail = `nia.new.technician.${stamp}@cooling-and-heating-services.example.com`;
    const page = await openPage(PHONE);
    await signUp(page, { name: 'Maya Manager', email: managerEmail });
    await page.goto(url('/business2/settings?tab=team'));
    await field(page, 'Email of the person to invite').fill(invitedEmail);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByRole('button', { name: `Revoke the invitation of ${invitedEmail}` }).waitFor();

    const shown = {
      [managerEmail]: page.getByRole('table', { name: 'Team members' }).getByText(managerEmail),
      [invitedEmail]: page.getByRole('listitem').getByText(invitedEmail),
    };
    // Wrapped, not cut: nothing of an address overflows its box, and the page does not scroll
    // sideways.
    for (const [email, element] of Object.entries(shown)) {
      const cut = await element.evaluate((box) => box.scrollWidth > box.clientWidth);
      expect({ email, cut }).toEqual({ email, cut: false });
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
  }, 120_000);

  it("should let a manager remove a member from the team page and send the member's open dashboard to sign in", async () => {
    // Fresh addresses on each attempt (a journey that fails runs once more).
    const stamp = Date.now();
    const manager = await openPage(DESKTOP);
    await signUp(manager, { name: 'Maya Manager', email: `maya.${stamp}@example.com` });
    await manager.goto(url('/business2/settings?tab=team'));
    const memberEmail = `nia.${stamp}@example.com`;
    await field(manager, 'Email of the person to invite').fill(memberEmail);
    await manager.getByRole('button', { name: 'Send invitation' }).click();
    // The link names PUBLIC_BASE_URL (localhost); the journey's pages are on 127.0.0.1.
    const link = new URL(await field(manager, 'Invitation link').inputValue());

    // The member joins from their phone and leaves their dashboard open.
    const member = await openPage(PHONE);
    await member.goto(url(`${link.pathname}${link.search}`));
    await field(member, 'Name').fill('Nia New');
    expect(await field(member, 'Email').inputValue()).toBe(memberEmail);
    await field(member, 'Password').fill(PASSWORD);
    await field(member, 'Confirm password').fill(PASSWORD);
    await member.getByRole('checkbox', { name: /I accept the Terms of Service/ }).check();
    await member.getByRole('button', { name: 'Create account' }).click();
    await member.waitForURL((current) => current.pathname === '/business');
    // Socket.IO connects over HTTP, then upgrades: an answered upgrade probe means connected.
    const connected = new Promise<void>((resolve) => {
      member.on('websocket', (socket) =>
        socket.on('framereceived', (frame) => frame.payload === '3probe' && resolve()),
      );
    });
    await member.goto(url('/business/proposals'));
    await connected;

    // The manager removes them, from the keyboard.
    await manager.reload();
    const remove = manager.getByRole('button', { name: 'Remove Nia New from your team' });
    await remove.focus();
    await manager.keyboard.press('Enter');
    const dialog = manager.getByRole('dialog', { name: 'Remove Nia New from your team?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Remove member' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await manager.getByText(memberEmail).waitFor({ state: 'detached' });

    // Without touching anything, the member's page learns its session ended.
    // A bound for a busy machine, not a speed claim (the API drops the socket within a second).
    await member.waitForURL((current) => current.pathname === '/signin', { timeout: 15_000 });
    await member.getByText('Your session has expired. Please sign in again.').waitFor();
  }, 120_000);
});
