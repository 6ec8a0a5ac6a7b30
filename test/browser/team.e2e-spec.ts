import { browserJourney, DESKTOP, PASSWORD, PHONE } from '../support/journey.js';

// Settings → Team with DESIGN §7: a manager removes a member, whose open dashboard is signed out
// at once (the server drops the member's socket; the page re-checks the session).

describe('team (browser)', () => {
  const { url, field, openPage, signUp } = browserJourney();

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
