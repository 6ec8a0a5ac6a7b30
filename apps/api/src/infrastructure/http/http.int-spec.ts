import { accountMessages } from '@vanilla/contracts';
import { newAgent, signUp } from '../../testing/accounts-fixtures.js';
import { startSuiteApp } from '../../testing/test-app.js';
import type { TestApp } from '../../testing/test-app.js';

// What the HTTP server itself answers before any route's code runs: bodies it cannot read,
// paths it does not know, and how it names the caller and their address.
describe('HTTP server', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startSuiteApp('pglite');
  });

  afterAll(async () => {
    await app?.close();
  });

  const post = (path: string, body: string | Buffer, contentType = 'application/json') =>
    fetch(`${app.url}${path}`, { method: 'POST', headers: { 'content-type': contentType }, body });

  it('should refuse a body that is not JSON, too large or of another type with a 4xx that says why', async () => {
    const broken = await post('/api/track-proposal-view', '{"token": ');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({
      success: false,
      error: 'The request body is not valid JSON.',
    });

    const huge = await post(
      '/api/track-proposal-view',
      JSON.stringify({ token: 'x'.repeat(26 * 1024 * 1024) }),
    );
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ success: false, error: 'The request body is too large.' });

    const plain = await post('/api/track-proposal-view', 'token=abc', 'text/plain');
    expect(plain.status).toBe(415);
    expect(await plain.json()).toEqual({
      success: false,
      error: 'This content type is not accepted here; send JSON.',
    });
    const binary = await post('/api/track-proposal-view', Buffer.from([1, 2, 3]), 'image/gif');
    expect(binary.status).toBe(415);
    expect(((await binary.json()) as { success: boolean }).success).toBe(false);

    const poisoned = await post('/api/track-proposal-view', '{"__proto__": {"admin": true}}');
    expect(poisoned.status).toBe(400);
  });

  it('should take a signature-sized JSON body (megabytes of data URL)', async () => {
    const response = await post(
      '/api/track-proposal-view',
      JSON.stringify({
        token: 'no-such-token',
        signature: `data:image/png;base64,${'A'.repeat(3_000_000)}`,
      }),
    );
    // Read and validated: the signature is well-formed enough to reach the unknown token.
    expect(response.status).toBeLessThan(500);
    expect(response.status).not.toBe(413);
  });

  it('should answer an unknown API path with a JSON 404 and accept a trailing slash on known ones', async () => {
    const unknown = await fetch(`${app.url}/api/no-such-thing`, {
      headers: { accept: 'text/html' },
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      success: false,
      error: 'Cannot GET /api/no-such-thing',
    });
    expect((await fetch(`${app.url}/health/`)).status).toBe(200);
  });

  it('should know the signed-in caller on every API route and set session cookies the browser keeps', async () => {
    const { body } = await signUp(app.url);
    const agent = newAgent(app.url);
    const response = await agent
      .post('/auth/member/login')
      .send({ email: body.email, password: body.password, rememberMe: true })
      .expect(200);
    const cookies = response.headers['set-cookie'] as unknown as string[];
    expect(cookies).toHaveLength(3);
    const session = cookies.find((cookie) => cookie.startsWith('vanilla_session='))!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).toMatch(/Path=\//);
    // Remembered: a lifetime of 30 days, as Max-Age and as Expires.
    expect(session).toMatch(/Max-Age=2592000/);
    expect(session).toMatch(/Expires=/);
    expect((await agent.get('/auth/check-auth').expect(200)).body.authenticated).toBe(true);
    expect((await agent.get('/auth/check-auth/').expect(200)).body.authenticated).toBe(true);

    const out = await agent.get('/auth/logout').expect(200);
    expect(out.headers['set-cookie']).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^vanilla_session=;.*Expires=Thu, 01 Jan 1970/),
      ]),
    );
    expect((await agent.get('/auth/check-auth').expect(200)).body.authenticated).toBe(false);
  });

  it('should not sign a user out when another site sends them to the logout link', async () => {
    const { agent } = await signUp(app.url);
    const refused = await agent.get('/auth/logout').set('Sec-Fetch-Site', 'cross-site').expect(403);
    expect(refused.body).toEqual({ success: false, error: accountMessages.crossOrigin });
    expect((await agent.get('/auth/check-auth').expect(200)).body.authenticated).toBe(true);
    await agent.get('/auth/logout').set('Sec-Fetch-Site', 'same-origin').expect(200);
    expect((await agent.get('/auth/check-auth').expect(200)).body.authenticated).toBe(false);
  });

  it('should refuse a state-changing request sent by a page of another origin', async () => {
    const { agent } = await signUp(app.url);
    const response = await agent
      .post('/api/share-proposal')
      .set('Origin', 'https://evil.example')
      .send({});
    expect(response.status).toBe(403);
    expect(response.body.success).toBe(false);
  });
});
