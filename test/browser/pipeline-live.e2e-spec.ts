import { signatureDataUrl } from '../../apps/api/src/testing/png-fixtures.js';
import { createReceptionistFromPage, postFromPage as post } from '../support/page-requests.js';
import { browserJourney, DESKTOP } from '../support/journey.js';

// Issue 16's path, watched live: a call lands and the caller appears on a Clients page open in
// another browser, at Request; "Write proposal" on the call writes one for that caller, which is
// shared and signed, and the open Clients page moves them along without a reload.

describe('pipeline, live (browser)', () => {
  const { appUrl, url, field, openPage, signUp, signIn } = browserJourney();

  it('should show a caller on an open Clients page as the call lands and move them along as their proposal is signed', async () => {
    const email = `dale.${Date.now()}@example.com`;
    const contractor = await openPage(DESKTOP);
    await signUp(contractor, { name: 'Dale Contractor', email });
    const created = await createReceptionistFromPage(contractor, appUrl(), 'Dale Heating');
    expect(created.status).toBe(200);

    // The same manager in another browser, on the Clients page.
    const watcher = await openPage(DESKTOP);
    await signIn(watcher, email);
    await watcher.goto(url('/business/contacts'));
    await watcher.getByRole('heading', { level: 1, name: 'Clients' }).waitFor();
    await watcher.getByText('Sample data').filter({ visible: true }).first().waitFor();

    // A caller asks for a quote: the open page shows them at Request, no reload.
    const call = await post(contractor, appUrl(), '/api/calls/simulate', {
      callerName: 'Nora Quinn',
      callerPhone: '+15125550161',
      callerEmail: 'nora.quinn@example.com',
      goal: 'quote',
    });
    expect(call.status).toBe(200);
    const row = watcher.getByRole('row').filter({ hasText: 'Nora Quinn' });
    await row.waitFor({ timeout: 10_000 });
    await row.getByText('Request', { exact: true }).waitFor();
    expect(await watcher.getByText('Sample data').count()).toBe(0);

    // "Write proposal" on the call: the wizard opens on a proposal written for Nora.
    await contractor.goto(url(`/business2/calls/${call.body.call_id as string}`));
    await contractor.getByRole('button', { name: 'Write proposal' }).click();
    await contractor.getByRole('heading', { level: 2, name: 'View Proposal' }).waitFor({
      timeout: 60_000,
    });
    await contractor.getByRole('button', { name: 'Continue', exact: true }).click();
    await contractor.getByRole('heading', { level: 2, name: 'Send & Track' }).waitFor();
    expect(await field(contractor, 'Client name').inputValue()).toBe('Nora Quinn');
    expect(await field(contractor, 'Client email').inputValue()).toBe('nora.quinn@example.com');
    if ((await field(contractor, 'Proposal value').inputValue()) === '') {
      await field(contractor, 'Proposal value').fill('6,400');
    }
    await contractor.getByRole('button', { name: 'Generate Link' }).click();
    await contractor.getByText('Your proposal is shared.').waitFor();
    const link = await field(contractor, 'Share link').inputValue();

    // Shared: Nora leaves the default filters (Lead, Request); with every stage shown she is
    // at Proposal Sent, then Proposal Completed once she signs — all while the page stays open.
    await row.waitFor({ state: 'detached', timeout: 10_000 });
    await watcher.getByRole('button', { name: /^Status:/ }).click();
    for (const stage of ['Proposal Sent', 'Proposal Completed']) {
      await watcher.getByRole('checkbox', { name: stage, exact: true }).check();
    }
    await watcher.keyboard.press('Escape');
    await row.getByText('Proposal Sent', { exact: true }).waitFor({ timeout: 10_000 });
    const token = new URL(link).pathname.split('/').pop()!;
    const signed = await post(contractor, appUrl(), '/api/track-proposal-view', {
      token,
      signature: signatureDataUrl(),
      name: 'Nora Quinn',
      email: 'nora.quinn@example.com',
      consent: true,
    });
    expect(signed.status).toBe(200);
    await row.getByText('Proposal Completed', { exact: true }).waitFor({ timeout: 10_000 });
    expect(await watcher.getByRole('row').filter({ hasText: 'Nora Quinn' }).count()).toBe(1);
  }, 180_000);
});
