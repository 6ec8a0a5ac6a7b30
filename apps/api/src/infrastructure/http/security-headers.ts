import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '../../config/app-config.js';
import { API_DOCS_PATH } from './api-docs.js';

type Directives = Record<string, string[]>;

// Stripe.js and the frames it opens come from Stripe's own network (docs.stripe.com/security/guide
// #content-security-policy); only pages of a server with a publishable key load it.
const STRIPE_SCRIPTS = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const STRIPE_API = 'https://api.stripe.com';

// Only what the web app loads: its own files and API (the socket too: 'self' covers ws: and wss:
// of the same host), Stripe.js when payments are configured, signatures and photos as data: and
// blob: URLs, call recordings from wherever the voice provider stores them, and the workers the
// spreadsheet export starts from blob: URLs. No page may frame it (a framed signing page could be
// clickjacked into a signature) and no inline script runs.
export const contentSecurityPolicy = (config: AppConfig): Directives => {
  const stripe = config.stripe.publishableKey !== null;
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'", ...(stripe ? STRIPE_SCRIPTS : [])],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(stripe ? [STRIPE_API] : [])],
    // Recordings are links the provider hands over (Vapi's storage, a custom bucket, Twilio).
    'media-src': ["'self'", 'https:'],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': stripe ? STRIPE_SCRIPTS : ["'none'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(config.publicBaseUrl.startsWith('https://') ? { 'upgrade-insecure-requests': [] } : {}),
  };
};

const optionsFor = (config: AppConfig, directives: Directives): HelmetOptions => ({
  contentSecurityPolicy: { useDefaults: false, directives },
  // A same-site web origin (VITE_API_URL) may still load recordings and signatures from the API.
  crossOriginResourcePolicy: { policy: 'same-site' },
  // Not no-referrer: a same-origin fetch then sends `Origin: null`, which the CSRF check refuses.
  // This policy already keeps the path (and a shared proposal's token) from other origins.
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  strictTransportSecurity: config.publicBaseUrl.startsWith('https://')
    ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true }
    : false,
  xFrameOptions: { action: 'deny' },
});

// Answers that are data, never a page (Socket.IO's polling transport): nothing may load from them
// nor frame them.
export const DATA_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Cross-Origin-Resource-Policy': 'same-site',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
};

const ignoreNext = () => undefined;

const isApiDocsPath = (url: string): boolean =>
  url === API_DOCS_PATH || url.startsWith(`${API_DOCS_PATH}/`);

// Helmet on the HTTP server's own request event, ahead of Fastify, so every answer carries the
// headers: routes, errors, 404s, static files, TwiML, and the URLs Fastify refuses before any hook
// runs (malformed percent-encoding, over-long params), which a Fastify hook would miss. The
// development pages (`/dev/*`) keep their inline stylesheet.
export const useSecurityHeaders = (app: NestFastifyApplication, config: AppConfig): void => {
  const directives = contentSecurityPolicy(config);
  const everyAnswer = helmet(optionsFor(config, directives));
  // The development pages and Swagger UI (/api/docs) style elements inline; their scripts are
  // still files of this origin.
  const inlineStyles = helmet(
    optionsFor(config, { ...directives, 'style-src': ["'self'", "'unsafe-inline'"] }),
  );
  app
    .getHttpServer()
    .prependListener('request', (request: IncomingMessage, response: ServerResponse) =>
      (request.url?.startsWith('/dev/') || isApiDocsPath(request.url ?? '')
        ? inlineStyles
        : everyAnswer)(request, response, ignoreNext),
    );
};
