import type { Page } from 'playwright-core';
import { startFakeVapiServer } from '../../apps/api/src/testing/fake-vapi-server.js';
import type { FakeVapiServer } from '../../apps/api/src/testing/fake-vapi-server.js';
import { browserJourney, DESKTOP } from '../support/journey.js';

// Spec 000 §2–§5, §8 (the "Try AI Receptionist Now" popup) in production mode, the calls going
// out to a local server that speaks Vapi's API: the popup shows the server's own words when it
// refuses, a limit of demo calls included.

describe('demo call popup (browser)', () => {
  let vapi: FakeVapiServer;

  beforeAll(async () => {
    vapi = await startFakeVapiServer();
  });

  afterAll(async () => {
    await vapi?.close();
  });

  const { url, field, openPage } = browserJourney(() => ({
    TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
    TWILIO_AUTH_TOKEN: 'twilio-test-token',
    VAPI_API_KEY: vapi.apiKey,
    VAPI_BASE_URL: vapi.url,
    VAPI_WEBHOOK_SECRET: 'vapi-test-secret',
    VAPI_DEMO_PHONE_NUMBER_ID: vapi.addPhoneNumber('+14155550100'),
    DEMO_CALL_LIMIT_PER_IP: '1/1h',
  }));

  const requestCall = async (page: Page, phone: string) => {
    await page.getByRole('button', { name: 'Try AI Receptionist Now' }).first().click();
    const popup = page.getByRole('dialog', { name: 'Try AI Receptionist Now' });
    await popup.waitFor();
    await field(page, 'Phone number').fill(phone);
    await field(page, 'Company name').fill('Harbor Realty');
    await field(page, 'Sector').selectOption('real-estate');
    await field(page, 'Call goal').selectOption('appointment');
    await popup.getByRole('button', { name: 'Call me now' }).click();
    return popup;
  };

  it("should show the server's sentence when a number is refused or the address has had its demo call", async () => {
    const page = await openPage(DESKTOP);
    await page.goto(url('/business2/voice-agents'));

    const foreign = await requestCall(page, '+44 20 7946 0000');
    await foreign
      .getByText('Demo calls can only go to United States and Canada numbers.')
      .waitFor();
    await foreign.getByRole('button', { name: 'Close' }).click();

    const first = await requestCall(page, '(415) 555-0123');
    await first.getByText("Your call has been initiated! You'll receive a call shortly.").waitFor();
    // The popup closes itself 5 s after a success, with the form cleared.
    await first.waitFor({ state: 'hidden', timeout: 10_000 });

    const second = await requestCall(page, '(415) 555-0124');
    await second
      .getByText('Too many demo calls from this address. Please try again in 60 minutes.')
      .waitFor();
    expect(
      [...vapi.calls.values()].map((call) => (call.customer as { number: string }).number),
    ).toEqual(['+14155550123']);
  });
});
