import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

// A request id a proxy or a client may hand in: 1 to 128 printable ASCII characters, no spaces.
const SANE_REQUEST_ID = /^[\x21-\x7e]{1,128}$/;

// The incoming X-Request-Id when it is a sane token (a repeated header counts by its first
// value), else null: anything else could forge log lines or flood them.
export const acceptedRequestId = (value: string | string[] | undefined): string | null => {
  const id = Array.isArray(value) ? value[0] : value;
  return id !== undefined && SANE_REQUEST_ID.test(id) ? id : null;
};

// Fastify's genReqId: the caller's id when sane, else a new one.
export const requestIdOf = (request: { headers: IncomingHttpHeaders }): string =>
  acceptedRequestId(request.headers['x-request-id']) ?? randomUUID();

const REDACTED = '[redacted]';

// Query parameters whose values are secrets or personal data, compared in lower case.
const SECRET_QUERY_NAMES = new Set([
  'token',
  'email',
  'password',
  'secret',
  'code',
  'key',
  'signature',
  'access_token',
]);

// Route parameters whose values are keys someone was handed (a share link's token).
export const SECRET_PARAM_NAMES = new Set(['token']);

const decodedName = (name: string): string => {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
};

// The URL as a log line may show it: the values of secret query parameters, and the path segments
// that are secret route parameters (`secrets`, as the router decoded them), replaced.
export const loggedUrl = (url: string, secrets: readonly string[] = []): string => {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const hidden = new Set(secrets.flatMap((secret) => [secret, encodeURIComponent(secret)]));
  const shownPath =
    hidden.size === 0
      ? path
      : path
          .split('/')
          .map((segment) => (hidden.has(segment) ? REDACTED : segment))
          .join('/');
  if (queryAt === -1) return shownPath;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const name = pair.slice(0, equals);
      return SECRET_QUERY_NAMES.has(decodedName(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${shownPath}?${query}`;
};
