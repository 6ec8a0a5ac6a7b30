import { createTwilioTelephony } from '../receptionists/index.js';
import type { ProviderOverrides } from '../app.module.js';
import { startFakeTwilioServer } from './fake-twilio-server.js';
import type { FakeTwilioServer } from './fake-twilio-server.js';
import { startFakeVapiServer } from './fake-vapi-server.js';
import type { FakeVapiServer } from './fake-vapi-server.js';
import { startSuiteApp } from './test-app.js';
import type { TestApp } from './test-app.js';

export type TelephonyApp = {
  app: TestApp;
  twilioServer: FakeTwilioServer;
  vapi: FakeVapiServer;
  close(): Promise<void>;
};

// The API in production mode for a suite: receptionists' numbers bought from a local Twilio
// through the real adapter, assistants made on a local Vapi, both speaking their documented APIs.
// `env` adds to (or overrides) their credentials; `overrides` receives the local Twilio's
// credentials and client for more adapters (texts, say).
export const startTelephonyApp = async (
  kind: 'pglite' | 'postgres',
  env: Record<string, string>,
  overrides: (twilio: FakeTwilioServer) => ProviderOverrides = () => ({}),
): Promise<TelephonyApp> => {
  const twilioServer = await startFakeTwilioServer();
  const vapi = await startFakeVapiServer();
  const app = await startSuiteApp(kind, {
    env: {
      TWILIO_ACCOUNT_SID: twilioServer.accountSid,
      TWILIO_AUTH_TOKEN: twilioServer.authToken,
      VAPI_API_KEY: vapi.apiKey,
      VAPI_BASE_URL: vapi.url,
      ...env,
    },
    providerOverrides: {
      telephony: createTwilioTelephony(
        { accountSid: twilioServer.accountSid, authToken: twilioServer.authToken },
        { httpClient: twilioServer.httpClient },
      ),
      ...overrides(twilioServer),
    },
  });
  return {
    app,
    twilioServer,
    vapi,
    close: async () => {
      await app.close();
      await twilioServer.close();
      await vapi.close();
    },
  };
};
