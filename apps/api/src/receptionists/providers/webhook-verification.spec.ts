import { createHmac } from 'node:crypto';
import twilio from 'twilio';
import { signVapiRequest, verifyTwilioRequest, verifyVapiRequest } from './webhook-verification.js';

const AUTH_TOKEN = '12345678901234567890123456789012';
const URL = 'https://vanilla.example/api/webhooks/twilio/voice?receptionist=r-1';
const params = {
  CallSid: 'CA0123456789abcdef0123456789abcdef',
  AccountSid: 'AC0123456789abcdef0123456789abcdef',
  From: '+15125550199',
  To: '+15125550100',
  CallStatus: 'ringing',
  Direction: 'inbound',
  CallerName: 'Jane Doe',
};

describe(verifyTwilioRequest.name, () => {
  const signature = twilio.getExpectedTwilioSignature(AUTH_TOKEN, URL, params);

  it('should accept a request when the SDK signed that url and those params', () => {
    expect(verifyTwilioRequest(AUTH_TOKEN, signature, URL, params)).toBe(true);
  });

  it('should refuse a request when a parameter was changed', () => {
    expect(
      verifyTwilioRequest(AUTH_TOKEN, signature, URL, { ...params, From: '+15125550000' }),
    ).toBe(false);
  });

  it('should refuse a request when a parameter was added', () => {
    expect(verifyTwilioRequest(AUTH_TOKEN, signature, URL, { ...params, Digits: '1' })).toBe(false);
  });

  it('should refuse a request when the url differs', () => {
    const other = 'https://vanilla.example/api/webhooks/twilio/voice?receptionist=r-2';
    expect(verifyTwilioRequest(AUTH_TOKEN, signature, other, params)).toBe(false);
  });

  it('should refuse a request when it was signed with another auth token', () => {
    const forged = twilio.getExpectedTwilioSignature('another-token', URL, params);
    expect(verifyTwilioRequest(AUTH_TOKEN, forged, URL, params)).toBe(false);
  });

  it('should refuse every request when there is no auth token', () => {
    expect(verifyTwilioRequest(null, signature, URL, params)).toBe(false);
  });

  it('should refuse a request when the signature header is missing or garbage', () => {
    expect(verifyTwilioRequest(AUTH_TOKEN, undefined, URL, params)).toBe(false);
    expect(verifyTwilioRequest(AUTH_TOKEN, 'not-a-signature', URL, params)).toBe(false);
  });

  it('should refuse rather than throw when the url is malformed', () => {
    expect(verifyTwilioRequest(AUTH_TOKEN, signature, 'not a url', params)).toBe(false);
  });
});

describe(verifyVapiRequest.name, () => {
  const SECRET = 'vapi-webhook-secret';
  const body = Buffer.from(JSON.stringify({ message: { type: 'end-of-call-report' } }));
  const now = new Date('2026-11-22T12:00:00Z');
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

  it('should accept a request when X-Vapi-Secret is the secret', () => {
    expect(verifyVapiRequest(SECRET, { 'x-vapi-secret': SECRET }, body, now)).toBe(true);
  });

  it('should refuse a request when X-Vapi-Secret is another value', () => {
    expect(verifyVapiRequest(SECRET, { 'x-vapi-secret': 'guess' }, body, now)).toBe(false);
    expect(verifyVapiRequest(SECRET, { 'x-vapi-secret': `${SECRET}x` }, body, now)).toBe(false);
    expect(verifyVapiRequest(SECRET, { 'x-vapi-secret': '' }, body, now)).toBe(false);
  });

  it('should accept a request when a bearer credential carries the secret', () => {
    expect(verifyVapiRequest(SECRET, { authorization: `Bearer ${SECRET}` }, body, now)).toBe(true);
    expect(verifyVapiRequest(SECRET, { authorization: 'Bearer guess' }, body, now)).toBe(false);
  });

  it('should accept a request when it carries a fresh HMAC signature of the body', () => {
    const headers = signVapiRequest(SECRET, body, minutesAgo(1));

    expect(verifyVapiRequest(SECRET, headers, body, now)).toBe(true);
  });

  it('should accept a request when the HMAC timestamp is in seconds', () => {
    const timestamp = String(Math.floor(minutesAgo(2).getTime() / 1000));
    const signature = createHmac('sha256', SECRET).update(`${timestamp}.${body}`).digest('hex');

    expect(
      verifyVapiRequest(SECRET, { 'x-signature': signature, 'x-timestamp': timestamp }, body, now),
    ).toBe(true);
  });

  it('should refuse a request when the body was changed after signing', () => {
    const headers = signVapiRequest(SECRET, body, now);
    const tampered = Buffer.from(JSON.stringify({ message: { type: 'status-update' } }));

    expect(verifyVapiRequest(SECRET, headers, tampered, now)).toBe(false);
  });

  it('should refuse a request when it was signed with another secret', () => {
    expect(verifyVapiRequest(SECRET, signVapiRequest('other', body, now), body, now)).toBe(false);
  });

  it('should refuse a request when the timestamp is more than five minutes off', () => {
    expect(verifyVapiRequest(SECRET, signVapiRequest(SECRET, body, minutesAgo(6)), body, now)).toBe(
      false,
    );
    expect(
      verifyVapiRequest(SECRET, signVapiRequest(SECRET, body, minutesAgo(-6)), body, now),
    ).toBe(false);
  });

  it('should refuse a request when the signature or timestamp is malformed or missing', () => {
    const { 'x-signature': signature, 'x-timestamp': timestamp } = signVapiRequest(
      SECRET,
      body,
      now,
    );
    const verify = (headers: Record<string, string>) =>
      verifyVapiRequest(SECRET, headers, body, now);

    expect(verify({ 'x-signature': signature.slice(2), 'x-timestamp': timestamp })).toBe(false);
    expect(verify({ 'x-signature': `sha256=${signature}`, 'x-timestamp': timestamp })).toBe(false);
    expect(verify({ 'x-signature': 'z'.repeat(64), 'x-timestamp': timestamp })).toBe(false);
    expect(verify({ 'x-signature': signature, 'x-timestamp': `${timestamp}.5` })).toBe(false);
    expect(verify({ 'x-signature': signature })).toBe(false);
    expect(verify({})).toBe(false);
  });

  it('should refuse every request when the secret is empty', () => {
    expect(verifyVapiRequest('', { 'x-vapi-secret': '' }, body, now)).toBe(false);
    expect(verifyVapiRequest('', signVapiRequest('', body, now), body, now)).toBe(false);
  });
});
