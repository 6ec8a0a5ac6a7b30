import { BadRequestException, UnsupportedMediaTypeException } from '@nestjs/common';
import type { Server } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';

// Arrays and objects inside one another; a real request of this API nests a handful.
export const MAX_JSON_DEPTH = 64;

export const requestGuardMessages = {
  notAllowed: 'The request contains characters that are not allowed.',
  tooDeep: `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`,
  sendJson: 'This content type is not accepted here; send JSON.',
} as const;

const WEBHOOK_PREFIX = '/webhooks/';

// Twilio posts its webhooks form-encoded; every other route takes JSON only.
const FORM_ROUTE_PREFIXES = ['/webhooks/twilio/'];
// Twilio posts forms; so does the follow-up unsubscribe page's button (a page without script).
const FORM_ROUTES = ['/api/proposals/:token/follow-ups/unsubscribe'];

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

const isEscaped = (text: Buffer, at: number): boolean => {
  let backslashes = 0;
  for (let i = at - 1; text[i] === BACKSLASH; i -= 1) backslashes += 1;
  return backslashes % 2 === 1;
};

// Whether JSON text nests arrays and objects deeper than `limit`, read without parsing it, so a
// body of ten thousand brackets is refused before anything walks it recursively. Strings are
// skipped whole (their brackets are text); UTF-8 never puts these ASCII bytes inside a character.
export const jsonNestsDeeperThan = (text: Buffer, limit: number): boolean => {
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const byte = text[i];
    if (byte === QUOTE) {
      let end = text.indexOf(QUOTE, i + 1);
      while (end !== -1 && isEscaped(text, end)) end = text.indexOf(QUOTE, end + 1);
      // An unterminated string: the parser refuses the body as it is.
      if (end === -1) return false;
      i = end;
    } else if (byte === OPEN_BRACKET || byte === OPEN_BRACE) {
      depth += 1;
      if (depth > limit) return true;
    } else if (byte === CLOSE_BRACKET || byte === CLOSE_BRACE) {
      depth -= 1;
    }
  }
  return false;
};

// U+0000 (Postgres text refuses it) or half of a surrogate pair (no UTF-8 encoding exists for it).
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// Whether a parsed body, query or set of route params holds such a character in any string, key
// or value, however deep.
export const holdsUnstorableText = (value: unknown): boolean => {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (UNSTORABLE.test(current)) return true;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (UNSTORABLE.test(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
};

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const hasBody = (request: FastifyRequest): boolean =>
  BODY_METHODS.has(request.method) &&
  (request.headers['transfer-encoding'] !== undefined ||
    (request.headers['content-length'] ?? '0') !== '0');

const acceptsBodyOf = (request: FastifyRequest, mediaType: string | undefined): boolean =>
  mediaType === 'application/json' ||
  (mediaType === 'application/x-www-form-urlencoded' &&
    (FORM_ROUTE_PREFIXES.some((prefix) => request.routeOptions.url?.startsWith(prefix)) ||
      FORM_ROUTES.includes(request.routeOptions.url ?? '')));

// Registered before the app starts: what no route's own code should ever see. Nest's adapter adds
// the form parser for every route (there is one Fastify context for all controllers), so the
// content type is checked per route before any parser runs.
export const useRequestGuards = (app: NestFastifyApplication): void => {
  const server = app.getHttpAdapter().getInstance();
  const { bodyLimit, onProtoPoisoning, onConstructorPoisoning } = server.initialConfig;
  // Fastify's own parser (prototype poisoning refused), after the nesting check.
  const parseJson = server.getDefaultJsonParser(
    onProtoPoisoning ?? 'error',
    onConstructorPoisoning ?? 'error',
  );
  app.useBodyParser<Server>('application/json', { bodyLimit }, (request, body, done) => {
    if (jsonNestsDeeperThan(body, MAX_JSON_DEPTH)) {
      done(new BadRequestException(requestGuardMessages.tooDeep), undefined);
      return;
    }
    parseJson(request, body.toString('utf8'), done);
  });

  server.addHook('onRequest', async (request) => {
    if (request.is404 || !hasBody(request) || acceptsBodyOf(request, request.mediaType)) return;
    throw new UnsupportedMediaTypeException(requestGuardMessages.sendJson);
  });

  server.addHook('preValidation', async (request) => {
    // A provider's signed payload is read by its own schema after the signature check, which
    // normalises such text; refusing it here would make the provider retry it forever.
    if (request.routeOptions.url?.startsWith(WEBHOOK_PREFIX)) return;
    if (
      holdsUnstorableText(request.params) ||
      holdsUnstorableText(request.query) ||
      holdsUnstorableText(request.body)
    ) {
      throw new BadRequestException(requestGuardMessages.notAllowed);
    }
  });
};
