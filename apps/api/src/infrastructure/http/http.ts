import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseCookie, serialize } from 'cookie';
import type { SerializeOptions } from 'cookie';

export type HttpRequest = FastifyRequest;
export type HttpReply = FastifyReply;

// Paths the API answers; everything else is the web app's.
export const API_PREFIXES = [
  '/api',
  '/auth',
  '/webhooks',
  '/health',
  '/metrics',
  '/socket.io',
  '/dev',
];

export const isApiPath = (url: string): boolean =>
  API_PREFIXES.some(
    (prefix) =>
      url.startsWith(prefix) && (url.length === prefix.length || '/?'.includes(url[prefix.length])),
  );

// One header's value; a repeated header counts by its first value.
export const headerOf = (
  request: { headers: IncomingHttpHeaders },
  name: string,
): string | undefined => {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

// Whether a browser sent the request from a page of another origin (a forged form or fetch, a
// hijacked socket): its Origin names neither the public address nor the one it was sent to, or,
// without an Origin, the browser says cross-site. Other clients send neither and pass; they hold
// nobody's cookies.
export const isCrossOrigin = (
  request: { headers: IncomingHttpHeaders },
  publicOrigin: string,
  protocol: string,
): boolean => {
  const origin = headerOf(request, 'origin');
  if (!origin) return headerOf(request, 'sec-fetch-site') === 'cross-site';
  return origin !== publicOrigin && origin !== `${protocol}://${headerOf(request, 'host') ?? ''}`;
};

// Whether the client takes an HTML page: no Accept header takes anything.
export const acceptsHtml = (request: { headers: IncomingHttpHeaders }): boolean => {
  const accept = headerOf(request, 'accept');
  return !accept || /text\/html|\*\/\*/i.test(accept);
};

// One cookie of a Cookie header. A value that is not valid percent-encoding (`%`) is kept as sent,
// so it names no session instead of failing the request.
export const readCookie = (header: string | undefined, name: string): string | null =>
  (header ? parseCookie(header)[name] : undefined) ?? null;

export type CookieOptions = Omit<SerializeOptions, 'maxAge' | 'expires'> & {
  // Lifetime in milliseconds; without it, a browser-session cookie.
  maxAgeMs?: number;
};

// Adds a Set-Cookie header (with both Max-Age and Expires when the cookie has a lifetime).
export const setCookie = (
  reply: HttpReply,
  name: string,
  value: string,
  { maxAgeMs, ...options }: CookieOptions,
): void => {
  const lifetime =
    maxAgeMs === undefined
      ? {}
      : { maxAge: Math.floor(maxAgeMs / 1000), expires: new Date(Date.now() + maxAgeMs) };
  reply.header('set-cookie', serialize(name, value, { ...options, ...lifetime }));
};

// Tells the browser to drop a cookie set with the same path and domain.
export const clearCookie = (
  reply: HttpReply,
  name: string,
  options: Omit<CookieOptions, 'maxAgeMs'>,
): void => {
  reply.header('set-cookie', serialize(name, '', { ...options, expires: new Date(1) }));
};
