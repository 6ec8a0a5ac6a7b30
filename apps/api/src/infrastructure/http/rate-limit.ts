import { hash } from 'node:crypto';
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AppConfig, Limit } from '../../config/app-config.js';
import { openRedisConnection } from '../redis-connection.js';
import { TooManyRequestsException, waitingTime } from './too-many-requests.js';

// Who a limit counts: the client's address, the share link asked for, or the signed-in user
// (a request without one counts against its address).
type Scope = 'address' | 'token' | 'user';

type Rule = {
  // Routes naming the same bucket count their requests together.
  bucket: string;
  scope: Scope;
  limit: Limit;
  // "Too many <what> from this address": what the caller did too often.
  what: string;
  // What a token-scoped limit names ("for this proposal" unless said).
  whose?: string;
};

const whose: Record<Scope, string> = {
  address: 'from this address',
  token: 'for this proposal',
  user: 'from your account',
};

// Every public entry point and what holds it back. A real client stays far below each limit
// (the defaults are in app-config.ts and .env.example); a script does not.
const routeRules = (limits: AppConfig['rateLimits']): Record<string, Rule[]> => {
  const shareLink: Rule[] = [
    {
      bucket: 'share-link',
      scope: 'address',
      limit: limits.shareLinkPerAddress,
      what: 'requests for shared proposals',
    },
    { bucket: 'share-link', scope: 'token', limit: limits.shareLinkPerToken, what: 'requests' },
  ];
  const passwordReset: Rule[] = [
    {
      bucket: 'password-reset',
      scope: 'address',
      limit: limits.passwordReset,
      what: 'password reset requests',
    },
  ];
  const generation: Rule[] = [
    {
      bucket: 'proposal-generation',
      scope: 'user',
      limit: limits.proposalGeneration,
      what: 'proposal generations',
    },
  ];
  return {
    'POST /auth/member/login': [
      { bucket: 'sign-in', scope: 'address', limit: limits.signIn, what: 'sign-in attempts' },
    ],
    'POST /auth/member/register': [
      { bucket: 'sign-up', scope: 'address', limit: limits.signUp, what: 'sign-ups' },
    ],
    'POST /auth/request-reset': passwordReset,
    'POST /auth/reset-password': passwordReset,
    'GET /api/proposal/:token': shareLink,
    // The page itself, rendered with the proposal in it: one read, like the API's.
    'GET /shared-proposal/:token': shareLink,
    // A report's read-only link: counted like a shared proposal's, apart from them.
    'GET /api/shared-reports/:token': shareLink.map((rule) =>
      rule.scope === 'address'
        ? { ...rule, bucket: 'shared-report', what: 'requests for shared reports' }
        : { ...rule, bucket: 'shared-report', whose: 'for this report' },
    ),
    // Views and signatures: one endpoint (000 §7).
    'POST /api/track-proposal-view': shareLink,
    // A decline is the client's answer like a signature, by the same link.
    'POST /api/proposals/:token/decline': shareLink,
    // So is an expired link's ask for a new one.
    'POST /api/proposals/:token/request-new-link': shareLink,
    // What the client read: a beacon per page hide, from the same link.
    'POST /api/proposals/:token/reading': shareLink,
    // Paying the deposit starts from the same link, once signed.
    'POST /api/proposals/:token/deposit/checkout': shareLink,
    // "Viewing now" heartbeats count apart from the link's reads: an open page sends one every
    // few seconds.
    'POST /api/proposals/:token/presence': [
      { bucket: 'presence', scope: 'address', limit: limits.presence, what: 'presence reports' },
      { bucket: 'presence', scope: 'token', limit: limits.presence, what: 'presence reports' },
    ],
    // A follow-up mail's unsubscribe link, by the same token.
    'GET /api/proposals/:token/follow-ups/unsubscribe': shareLink,
    'POST /api/proposals/:token/follow-ups/unsubscribe': shareLink,
    // A page's photos count apart from its reads: one page shows up to ten.
    'GET /api/proposal-photos/:sha256': [
      {
        bucket: 'proposal-photo',
        scope: 'address',
        limit: limits.shareLinkPerAddress,
        what: 'photo requests',
      },
    ],
    'POST /api/proposal-message': [
      {
        bucket: 'proposal-message',
        scope: 'address',
        limit: limits.proposalMessage,
        what: 'messages',
      },
      {
        bucket: 'proposal-message',
        scope: 'token',
        limit: limits.proposalMessage,
        what: 'messages',
      },
    ],
    // Each send mails (and later texts) someone outside the company: a user may not flood
    // clients, nor the mail server's reputation, from one account.
    'POST /api/send-proposal': [
      {
        bucket: 'proposal-send',
        scope: 'user',
        limit: limits.proposalSends,
        what: 'proposal sends',
      },
    ],
    'POST /api/generate-proposal': generation,
    'POST /api/voice-to-proposal': generation,
    // Every request, valid or not; the calls actually placed have limits of their own (DemoCalls).
    'POST /api/request-call': [
      {
        bucket: 'demo-call',
        scope: 'address',
        limit: limits.demoCallRequests,
        what: 'demo call requests',
      },
    ],
  };
};

// The routes that answer 429 when over a limit (the API's documentation lists it on each).
export const rateLimitedRoutes = (config: AppConfig): string[] =>
  Object.keys(routeRules(config.rateLimits));

// The client's address as limits count it: an IPv6 client by its /64, which one subscriber holds.
export const clientAddressKey = (request: FastifyRequest): string => normalizeIP(request.ip);

const tokenOf = (request: FastifyRequest): string | null => {
  const fromPath = (request.params as { token?: unknown } | undefined)?.token;
  const fromBody = (request.body as { token?: unknown } | undefined)?.token;
  const token = typeof fromPath === 'string' ? fromPath : fromBody;
  return typeof token === 'string' && token !== '' ? token : null;
};

// Share-link tokens are secrets: only their hash becomes a key. Hashed once per request, though
// the limiter and the plugin's key generator both ask for it.
const tokenHashes = new WeakMap<FastifyRequest, string>();

const tokenHashOf = (request: FastifyRequest, token: string): string => {
  let tokenHash = tokenHashes.get(request);
  if (tokenHash === undefined) {
    tokenHash = hash('sha256', token, 'base64url');
    tokenHashes.set(request, tokenHash);
  }
  return tokenHash;
};

// The counter a request counts against, or null when the rule does not apply to it.
const keyOf = (rule: Rule, request: FastifyRequest): string | null => {
  const prefix = `${rule.bucket}:${rule.scope}`;
  if (rule.scope === 'token') {
    const token = tokenOf(request);
    return token && `${prefix}:${tokenHashOf(request, token)}`;
  }
  const userId = (request as FastifyRequest & { principal?: { userId: string } | null }).principal
    ?.userId;
  if (rule.scope === 'user' && userId) return `${prefix}:${userId}`;
  return `${rule.bucket}:address:${clientAddressKey(request)}`;
};

type Check = ReturnType<FastifyInstance['createRateLimit']>;

// One hook checking several rules: each request counts against all of them, and the one that
// frees up last says when to come back.
const limiter = (checkOf: (rule: Rule) => Check, rules: Rule[]): onRequestAsyncHookHandler => {
  const checks = rules.map((rule) => ({ rule, check: checkOf(rule) }));
  return async (request) => {
    let refusal: { rule: Rule; ttl: number } | null = null;
    for (const { rule, check } of checks) {
      if (keyOf(rule, request) === null) continue;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded && result.ttl > (refusal?.ttl ?? -1)) {
        refusal = { rule, ttl: result.ttl };
      }
    }
    if (refusal) {
      const { rule, ttl } = refusal;
      throw new TooManyRequestsException(
        `Too many ${rule.what} ${rule.whose ?? whose[rule.scope]}. Please try again in ${waitingTime(ttl)}.`,
        ttl,
      );
    }
  };
};

const appendHook = (
  route: { onRequest?: unknown; preValidation?: unknown },
  name: 'onRequest' | 'preValidation',
  hook: onRequestAsyncHookHandler,
) => {
  const existing = route[name];
  route[name] = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), hook];
};

// Rate limits on the public entry points (DESIGN §8) through @fastify/rate-limit: counted in
// Redis when REDIS_URL is set, so every instance holds the same limits, else in this process.
// Registered before Nest adds its routes: each route of the table gets its limits as it is added.
export const registerRateLimits = async (
  app: NestFastifyApplication,
  config: AppConfig,
): Promise<void> => {
  const server = app.getHttpAdapter().getInstance();
  const redis = config.redisUrl ? openRedisConnection(config.redisUrl) : null;
  await app.register(fastifyRateLimit, {
    global: false,
    redis,
    nameSpace: `${config.rateLimitPrefix}:rate-limit:`,
    // Redis away: serve rather than refuse everyone (sign-in keeps its own lockout).
    skipOnError: true,
  });
  if (redis) server.addHook('onClose', async () => redis.disconnect());

  const table = routeRules(config.rateLimits);
  // One limiter per rule, shared by the routes that name it: in memory each limiter the plugin
  // creates counts in a store of its own. (In Redis its keys read
  // `<prefix>:rate-limit:undefinedundefined-<key>`: a limiter made this way names no route.)
  const checks = new Map<Rule, Check>();
  const checkOf = (rule: Rule): Check => {
    let check = checks.get(rule);
    if (!check) {
      check = server.createRateLimit({
        max: rule.limit.max,
        timeWindow: rule.limit.windowMs,
        keyGenerator: (request) => keyOf(rule, request) ?? '',
      });
      checks.set(rule, check);
    }
    return check;
  };
  const limited = new Set<string>();
  server.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Fastify answers HEAD with the GET route's handler.
      const name = `${method === 'HEAD' ? 'GET' : method} ${route.url}`;
      const rules = table[name];
      if (!rules) continue;
      limited.add(name);
      const early = rules.filter((rule) => rule.scope !== 'token');
      const late = rules.filter((rule) => rule.scope === 'token');
      // By address or user before the body is read; by share link once it is (a POST's token).
      if (early.length > 0) appendHook(route, 'onRequest', limiter(checkOf, early));
      if (late.length > 0) appendHook(route, 'preValidation', limiter(checkOf, late));
    }
  });
  // A route renamed in a controller must not lose its limits without anyone noticing.
  server.addHook('onReady', async () => {
    const missing = Object.keys(table).filter((name) => !limited.has(name));
    if (missing.length > 0) {
      throw new Error(`Rate limits name routes that do not exist: ${missing.join(', ')}`);
    }
  });
};
