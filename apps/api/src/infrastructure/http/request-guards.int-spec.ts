import { sessionSocketAuthenticator } from '../../accounts/index.js';
import { newAgent, signUp } from '../../testing/accounts-fixtures.js';
import { createBody } from '../../testing/receptionist-fixtures.js';
import { startSuiteApp } from '../../testing/test-app.js';
import type { TestApp } from '../../testing/test-app.js';

const NOT_ALLOWED = 'The request contains characters that are not allowed.';
const SEND_JSON = 'This content type is not accepted here; send JSON.';

// What every route refuses before its own code runs, with a 4xx that says why: cookies, strings
// and bodies that would otherwise reach the database or the call stack and come back as a 500.
describe('request guards', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startSuiteApp('pglite');
  });

  afterAll(async () => {
    await app?.close();
  });

  const send = (
    method: string,
    path: string,
    body: string | undefined,
    headers: Record<string, string> = {},
  ) =>
    fetch(`${app.url}${path}`, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body,
    });

  it('should ignore a session cookie that is not URL-encoded properly when any route reads it', async () => {
    const cookie = 'vanilla_session=%; other=%E0%A4%A';
    expect((await send('GET', '/health', undefined, { cookie })).status).toBe(200);
    const check = await send('GET', '/auth/check-auth', undefined, { cookie });
    expect(check.status).toBe(200);
    expect(((await check.json()) as { authenticated: boolean }).authenticated).toBe(false);
    // Reaches the webhook's own check of Vapi's secret.
    expect((await send('POST', '/webhooks/vapi', '{}', { cookie })).status).toBe(403);
  });

  it('should refuse a socket whose session cookie is malformed without failing the handshake', async () => {
    const authenticator = sessionSocketAuthenticator(app.db);
    await expect(
      authenticator.authenticate({ headers: { cookie: 'vanilla_session=%' }, auth: {} }),
    ).resolves.toBeNull();
  });

  it('should refuse NUL characters and lone surrogates in bodies, queries and route params with 400', async () => {
    const refusals = [
      await send('POST', '/auth/member/login', '{"email":"a\\u0000@x.com","password":"secret1"}'),
      await send(
        'POST',
        '/auth/reset-password',
        '{"token":"\\ud800","email":"a@x.com","password":"secret12"}',
      ),
      await send('POST', '/api/track-proposal-view', '{"token":"abc\\u0000"}'),
      await send('POST', '/api/track-proposal-view', '{"token":"abc","extra":{"k\\u0000":1}}'),
      await send('GET', '/api/proposal/abc%00def', undefined),
      await send('GET', '/auth/invitations/%00', undefined),
      await send('GET', '/api/dashboard?include_team=%00', undefined),
    ];
    for (const response of refusals) {
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ success: false, error: NOT_ALLOWED });
    }
  });

  it('should refuse JSON nested deeper than 64 levels with 400 and take 64 levels', async () => {
    const deep = await send(
      'POST',
      '/api/track-proposal-view',
      `{"token":"t","x":${'['.repeat(10_000)}${']'.repeat(10_000)}}`,
    );
    expect(deep.status).toBe(400);
    expect(await deep.json()).toEqual({
      success: false,
      error: 'The request body is nested too deeply (at most 64 levels).',
    });
    const objects = await send(
      'POST',
      '/api/track-proposal-view',
      `${'{"a":'.repeat(65)}1${'}'.repeat(65)}`,
    );
    expect(objects.status).toBe(400);

    // Brackets inside strings are text, not nesting.
    const inString = await send(
      'POST',
      '/api/track-proposal-view',
      JSON.stringify({ token: `no-such-token${'[{'.repeat(5000)}`.slice(0, 100) }),
    );
    expect(inString.status).toBe(404);
    const sixtyFour = await send(
      'POST',
      '/api/track-proposal-view',
      `{"token":"no-such-token","x":${'['.repeat(63)}${']'.repeat(63)}}`,
    );
    expect(sixtyFour.status).toBe(404);
  });

  it('should treat null as an absent field when a receptionist is updated', async () => {
    const { agent } = await signUp(app.url);
    const created = await agent
      .post('/api/ai-receptionist/create-with-vapi')
      .send(createBody({ greeting: 'Hi there' }))
      .expect(200);
    const id = created.body.receptionist.id as string;
    const updated = await agent.put(`/api/ai-receptionist/${id}`).send({
      name: 'Ava',
      companyName: null,
      greeting: null,
      tone: null,
      goals: null,
      follow_ups: null,
      answer_timing: null,
      call_forwarding: null,
      operating_hours: null,
      is_active: null,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.receptionist).toMatchObject({ greeting: 'Hi there', tone: 'Warm' });

    // A required field sent as null is refused as if it were missing.
    const nameless = await agent.put(`/api/ai-receptionist/${id}`).send({ name: null });
    const missing = await agent.put(`/api/ai-receptionist/${id}`).send({});
    expect(nameless.status).toBe(400);
    expect(nameless.body).toEqual(missing.body);
  });

  it('should answer 415 to a body that is not JSON on every route but the Twilio webhooks', async () => {
    const { cookie } = await signUp(app.url);
    const form = await send('POST', '/api/share-proposal', 'proposalContent=hello', {
      cookie,
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
    expect(await form.json()).toEqual({ success: false, error: SEND_JSON });
    const text = await send('POST', '/api/track-proposal-view', 'token=abc', {
      'content-type': 'text/plain',
    });
    expect(text.status).toBe(415);
    const multipart = await send(
      'POST',
      '/auth/member/login',
      '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@x.com\r\n--x--\r\n',
      { 'content-type': 'multipart/form-data; boundary=x' },
    );
    expect(multipart.status).toBe(415);
    expect(await multipart.json()).toEqual({ success: false, error: SEND_JSON });

    // JSON with a charset is still JSON; Twilio's form posts still reach their route (and its
    // signature check).
    const charset = await send('POST', '/api/track-proposal-view', '{"token":"no-such-token"}', {
      'content-type': 'application/json; charset=utf-8',
    });
    expect(charset.status).toBe(404);
    const twilio = await newAgent(app.url)
      .post('/webhooks/twilio/status')
      .type('form')
      .send({ CallSid: 'CA123', CallStatus: 'completed' });
    expect(twilio.status).toBe(403);
  });
});
