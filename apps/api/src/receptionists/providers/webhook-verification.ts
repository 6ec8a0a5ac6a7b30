import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { ForbiddenException } from '@nestjs/common';
import twilio from 'twilio';
import { headerOf } from '../../infrastructure/http/http.js';
import type { HttpRequest } from '../../infrastructure/http/http.js';

// Twilio signs each webhook with `X-Twilio-Signature`: HMAC-SHA1 keyed by the auth token over the
// URL Twilio called plus the sorted form parameters. `url` must be that public URL exactly (our
// configured public base URL + path + query), not the one a proxy handed us.
export const verifyTwilioRequest = (
  authToken: string | null,
  signatureHeader: string | undefined,
  url: string,
  // The form as parsed, which the signature check is the first to look at.
  params: unknown,
): boolean => {
  if (!authToken || !signatureHeader || typeof params !== 'object' || params === null) return false;
  try {
    return twilio.validateRequest(authToken, signatureHeader, url, params);
  } catch {
    // The SDK's fallback parses the URL with `new URL`, which throws on a malformed one.
    return false;
  }
};

// A Twilio webhook's signature, checked over the URL Twilio called (our public base URL plus the
// path and query), before anything else looks at the form: 403 when it does not match.
export const assertTwilioRequest = (
  authToken: string | null,
  publicBaseUrl: string,
  request: HttpRequest,
  form: unknown,
): void => {
  const url = `${publicBaseUrl}${request.originalUrl}`;
  if (!verifyTwilioRequest(authToken, headerOf(request, 'x-twilio-signature'), url, form)) {
    throw new ForbiddenException('Invalid Twilio signature');
  }
};

export type VapiWebhookHeaders = {
  // A secret sent verbatim: what our assistants and numbers configure as a server header.
  'x-vapi-secret'?: string;
  // A Vapi bearer-token credential.
  authorization?: string;
  // A Vapi HMAC credential: hex HMAC-SHA256 of `{timestamp}.{body}`.
  'x-signature'?: string;
  'x-timestamp'?: string;
};

const TOLERANCE_MS = 5 * 60_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest();

// Hashing both sides first keeps the comparison constant-time even when the lengths differ.
const sameSecret = (received: string, secret: string) =>
  timingSafeEqual(sha256(received), sha256(secret));

const hmac = (secret: string, timestamp: string, rawBody: Buffer | string) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();

// Vapi does not document the unit; seconds and milliseconds are told apart by size.
const timestampMs = (timestamp: string) => {
  const value = Number(timestamp);
  return value < 1e12 ? value * 1000 : value;
};

const validHmac = (
  secret: string,
  signature: string,
  timestamp: string,
  rawBody: Buffer,
  now: Date,
) => {
  if (!/^[0-9a-f]{64}$/i.test(signature) || !/^\d{1,16}$/.test(timestamp)) return false;
  if (Math.abs(now.getTime() - timestampMs(timestamp)) > TOLERANCE_MS) return false;
  return timingSafeEqual(Buffer.from(signature, 'hex'), hmac(secret, timestamp, rawBody));
};

// Accepts a Vapi webhook authenticated with the shared secret in `X-Vapi-Secret` or as a bearer
// token, or signed with HMAC-SHA256 no more than five minutes away from `now`.
export const verifyVapiRequest = (
  secret: string,
  headers: VapiWebhookHeaders,
  rawBody: Buffer,
  now: Date = new Date(),
): boolean => {
  if (secret === '') return false;
  const bearer = headers.authorization?.match(/^Bearer (.+)$/)?.[1];
  const presented = headers['x-vapi-secret'] ?? bearer;
  if (presented !== undefined) return sameSecret(presented, secret);
  const signature = headers['x-signature'];
  const timestamp = headers['x-timestamp'];
  if (signature === undefined || timestamp === undefined) return false;
  return validHmac(secret, signature, timestamp, rawBody, now);
};

// Signs a body the way a Vapi HMAC credential does, for our call simulator and tests.
export const signVapiRequest = (
  secret: string,
  rawBody: Buffer | string,
  at: Date = new Date(),
): { 'x-timestamp': string; 'x-signature': string } => {
  const timestamp = String(at.getTime());
  return {
    'x-timestamp': timestamp,
    'x-signature': hmac(secret, timestamp, rawBody).toString('hex'),
  };
};
