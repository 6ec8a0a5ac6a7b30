import twilio from 'twilio';
import { startSuiteApp } from '../../testing/test-app.js';
import type { TestApp } from '../../testing/test-app.js';

const TWILIO_AUTH_TOKEN = 'f'.repeat(32);
const HTTPS_BASE_URL = 'https://app.vanilla.example';

const directivesOf = (response: Response): Map<string, string> =>
  new Map(
    (response.headers.get('content-security-policy') ?? '').split(';').map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );

// The web app's pages and files carry the same headers: the browser journeys check them on the
// production build, with no CSP violation on the signing page and the dashboard.
describe('security headers', () => {
  let plain: TestApp;
  let secure: TestApp;

  beforeAll(async () => {
    plain = await startSuiteApp('pglite');
    secure = await startSuiteApp('pglite', {
      env: {
        PUBLIC_BASE_URL: HTTPS_BASE_URL,
        STRIPE_PUBLISHABLE_KEY: 'pk_test_headers',
        TWILIO_AUTH_TOKEN,
      },
    });
  });

  afterAll(async () => {
    await plain?.close();
    await secure?.close();
  });

  it('should send nosniff, framing, referrer and CSP headers on every kind of answer', async () => {
    const html = { accept: 'text/html' };
    const answers = await Promise.all([
      fetch(`${plain.url}/health`),
      fetch(`${plain.url}/api/no-such-thing`),
      fetch(`${plain.url}/api/proposal/%`),
      fetch(`${plain.url}/api/proposal/${'x'.repeat(600)}`),
      fetch(`${plain.url}/api/track-proposal-view`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: 'x',
      }),
      fetch(`${plain.url}/auth/member/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
      fetch(`${plain.url}/webhooks/twilio/voice`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'CallSid=CA1',
      }),
      fetch(`${plain.url}/dev/outbox`, { headers: html }),
      // Socket.IO's own HTTP answers (the polling handshake), which Fastify never sees.
      fetch(`${plain.url}/socket.io/?EIO=4&transport=polling`),
    ]);
    expect(answers.map((response) => response.status)).toEqual([
      200, 404, 400, 414, 415, 400, 403, 200, 200,
    ]);
    for (const response of answers) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(directivesOf(response).get('frame-ancestors')).toBe("'none'");
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }

    expect(Object.fromEntries(directivesOf(answers[0]))).toEqual({
      'default-src': "'self'",
      'base-uri': "'self'",
      'script-src': "'self'",
      'script-src-attr': "'none'",
      'style-src': "'self'",
      'img-src': "'self' data: blob:",
      'font-src': "'self'",
      'connect-src': "'self'",
      'media-src': "'self' https:",
      'worker-src': "'self' blob:",
      'frame-src': "'none'",
      'object-src': "'none'",
      'form-action': "'self'",
      'frame-ancestors': "'none'",
    });
    // What Fastify refuses before any route reads as every other refusal does.
    expect(await answers[2].json()).toEqual({
      success: false,
      error: 'The address is not valid: it has a broken percent-encoding.',
    });
    expect(await answers[3].json()).toEqual({
      success: false,
      error: 'The address is too long.',
    });
    // The outbox page keeps its own stylesheet; nothing else may inline one.
    expect(directivesOf(answers[7]).get('style-src')).toBe("'self' 'unsafe-inline'");
  });

  it('should allow Stripe.js and require https when payments are configured behind https', async () => {
    const url = `${HTTPS_BASE_URL}/webhooks/twilio/voice`;
    const params = { CallSid: 'CA-headers', From: '+15125550111', To: '+15005550000' };
    const twiml = await fetch(`${secure.url}/webhooks/twilio/voice`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilio.getExpectedTwilioSignature(TWILIO_AUTH_TOKEN, url, params),
      },
      body: new URLSearchParams(params).toString(),
    });
    expect(twiml.status).toBe(200);
    expect(twiml.headers.get('content-type')).toMatch(/^text\/xml/);
    expect(twiml.headers.get('x-content-type-options')).toBe('nosniff');

    const page = await fetch(`${secure.url}/health`);
    expect(page.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const csp = directivesOf(page);
    expect(csp.get('script-src')).toBe("'self' https://js.stripe.com https://*.js.stripe.com");
    expect(csp.get('frame-src')).toBe('https://js.stripe.com https://*.js.stripe.com');
    expect(csp.get('connect-src')).toBe("'self' https://api.stripe.com");
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
  });
});
