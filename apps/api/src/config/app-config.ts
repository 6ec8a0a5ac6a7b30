import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { plainToInstance, Transform } from 'class-transformer';
import {
  ArrayNotEmpty,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  ValidateBy,
  validateSync,
} from 'class-validator';
import type { ValidationArguments } from 'class-validator';
import { getCountries } from 'libphonenumber-js/max';

// At most `max` in any `windowMs`.
export type Limit = { max: number; windowMs: number };

const WINDOW_UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
const LIMIT_FORMAT = /^([1-9]\d*)\/([1-9]\d*)([smhd])$/;

// "30/15m": 30 in any 15 minutes.
export const parseLimit = (value: string): Limit => {
  const [, max, window, unit] = LIMIT_FORMAT.exec(value) ?? [];
  if (!unit) throw new Error(`Not a limit: ${value}`);
  return {
    max: Number(max),
    windowMs: Number(window) * WINDOW_UNIT_MS[unit as keyof typeof WINDOW_UNIT_MS],
  };
};

// A limit variable: unset or empty takes the default, anything else must read like it.
const LimitSetting =
  (fallback: string): PropertyDecorator =>
  (target, key) => {
    Transform(({ value }) => (value === undefined || value === '' ? fallback : value))(target, key);
    Matches(LIMIT_FORMAT, {
      message: `${String(key)} must look like ${fallback}: a count, a slash and a window in s, m, h or d`,
    })(target, key);
  };

// The schemes of a KurrentDB connection string; `+discover` finds a cluster's nodes through gossip,
// and `esdb` is the older name of the same protocol.
export const EVENTSTORE_URL_SCHEMES = [
  'kurrentdb',
  'kurrentdb+discover',
  'esdb',
  'esdb+discover',
] as const;

// The scheme of a URL-like string, or null: never more of it, since it may carry a password.
const schemeOf = (url: string): string | null =>
  /^([a-z][a-z0-9+.-]*):\/\//i.exec(url)?.[1] ?? null;

export const isEventStoreUrl = (url: string): boolean =>
  (EVENTSTORE_URL_SCHEMES as readonly string[]).includes(schemeOf(url) ?? '') &&
  /^[^:]+:\/\/.+/.test(url);

export const eventStoreUrlProblem = (url: string): string =>
  `EVENTSTORE_URL must be a KurrentDB connection string starting with ${EVENTSTORE_URL_SCHEMES.map(
    (scheme) => `${scheme}://`,
  ).join(', ')} (it starts with ${schemeOf(url) ? `${schemeOf(url)}://` : 'no scheme'})`;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

const emptyToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

// Every environment variable the API reads, validated once at boot (.env.example documents them).
export class Environment {
  @IsOptional()
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Transform(({ value }) => (value === undefined || value === '' ? 3000 : Number(value)))
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  // The interface to listen on: loopback unless told otherwise, so that a development start is
  // never reachable from the network by accident. `0.0.0.0` (or `::`) exposes it, as a container
  // or a host behind a proxy needs.
  @Transform(({ value }) => (value === undefined || value === '' ? 'localhost' : value))
  @IsString()
  HOST = 'localhost';

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL?: string;

  // Where the embedded database keeps its files when DATABASE_URL is unset; `memory://` keeps
  // everything in memory.
  @IsString()
  DATA_DIR = './data';

  @Transform(emptyToUndefined)
  @IsOptional()
  @ValidateBy({
    name: 'isEventStoreUrl',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && isEventStoreUrl(value),
      defaultMessage: ({ value }: ValidationArguments) => eventStoreUrlProblem(String(value)),
    },
  })
  EVENTSTORE_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^rediss?:\/\/.+/, { message: 'REDIS_URL must be a redis:// URL' })
  REDIS_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl(
    { require_tld: false, require_protocol: true },
    { message: 'PUBLIC_BASE_URL must be a URL' },
  )
  PUBLIC_BASE_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  WEB_DIST_DIR?: string;

  // Mail goes out over SMTP when set (smtp://user:pass@host:587, smtps://… for TLS); otherwise
  // it stays in the outbox table, readable at /dev/outbox outside production.
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^smtps?:\/\/.+/, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;

  @IsString()
  MAIL_FROM = 'Vanilla <no-reply@vanilla.local>';

  // Which proxies' X-Forwarded-For to believe (Fastify's trustProxy): rate limits count per
  // client address, so behind a load balancer name its network (e.g. uniquelocal).
  @IsString()
  TRUST_PROXY = 'loopback';

  // Any OpenAI-compatible server writes proposals when LLM_BASE_URL is set (hosted, Ollama, vLLM,
  // llama.cpp); otherwise the built-in composer writes them from the form or transcript.
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true }, { message: 'LLM_BASE_URL must be a URL' })
  LLM_BASE_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  LLM_API_KEY?: string;

  @IsString()
  LLM_MODEL = 'gpt-4o-mini';

  @Transform(({ value }) => (value === undefined || value === '' ? 60_000 : Number(value)))
  @IsInt()
  @Min(1000)
  LLM_TIMEOUT_MS = 60_000;

  // The same server's speech-to-text model (e.g. whisper-1) for voice notes; unset, voice notes
  // are kept as recordings only (not every OpenAI-compatible server transcribes).
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  LLM_TRANSCRIPTION_MODEL?: string;

  // Telephony (Twilio) and the voice agent (Vapi). Without the Twilio account or the Vapi key the
  // server runs in test mode: receptionists share TEST_PHONE_NUMBER and nothing is bought.
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^AC[0-9a-fA-F]{32}$/, { message: 'TWILIO_ACCOUNT_SID must look like AC + 32 hex' })
  TWILIO_ACCOUNT_SID?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  TWILIO_AUTH_TOKEN?: string;

  // Texts go out through this messaging service when set, else from the company's receptionist
  // number.
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^MG[0-9a-fA-F]{32}$/, {
    message: 'TWILIO_MESSAGING_SERVICE_SID must look like MG + 32 hex',
  })
  TWILIO_MESSAGING_SERVICE_SID?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  VAPI_API_KEY?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true }, { message: 'VAPI_BASE_URL must be a URL' })
  VAPI_BASE_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  VAPI_WEBHOOK_SECRET?: string;

  // The Vapi phone number id outbound demo calls ("Try AI Receptionist Now") are made from.
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  VAPI_DEMO_PHONE_NUMBER_ID?: string;

  @Matches(/^\+\d{11,15}$/, { message: 'TEST_PHONE_NUMBER must be E.164, like +14155550100' })
  TEST_PHONE_NUMBER = '+14155550100';

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'TEST_MODE must be true or false' })
  TEST_MODE?: 'true' | 'false';

  // Stripe. Without the secret key checkout is refused with the spec's message; webhooks are
  // processed whenever the webhook secret is set.
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^(sk|rk)_(test|live)_\w+$/, {
    message: 'STRIPE_SECRET_KEY must be a Stripe secret key',
  })
  STRIPE_SECRET_KEY?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^pk_(test|live)_\w+$/, {
    message: 'STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key',
  })
  STRIPE_PUBLISHABLE_KEY?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^whsec_\w+$/, { message: 'STRIPE_WEBHOOK_SECRET must start with whsec_' })
  STRIPE_WEBHOOK_SECRET?: string;

  // Stripe signs events of connected accounts (deposits paid to contractors) for a Connect
  // endpoint with that endpoint's own secret.
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^whsec_\w+$/, { message: 'STRIPE_CONNECT_WEBHOOK_SECRET must start with whsec_' })
  STRIPE_CONNECT_WEBHOOK_SECRET?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^price_\w+$/, { message: 'STRIPE_PRICE_PRO must be a Stripe price id' })
  STRIPE_PRICE_PRO?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^price_\w+$/, { message: 'STRIPE_PRICE_SUPER_PRO must be a Stripe price id' })
  STRIPE_PRICE_SUPER_PRO?: string;

  // Rate limits of the public entry points, per client address (and per share link, or per
  // user, where the route says so); over one the API answers 429 with Retry-After. With
  // REDIS_URL the counts are shared by every instance under keys starting with this prefix:
  // instances of one deployment share it, anything else on the same Redis picks its own.
  @Matches(/^[\w.:-]{1,64}$/, {
    message: 'RATE_LIMIT_PREFIX must be 1 to 64 letters, digits, dots, colons or hyphens',
  })
  RATE_LIMIT_PREFIX = 'vanilla';

  @LimitSetting('60/15m')
  RATE_LIMIT_SIGN_IN = '60/15m';

  @LimitSetting('30/1h')
  RATE_LIMIT_SIGN_UP = '30/1h';

  @LimitSetting('20/1h')
  RATE_LIMIT_PASSWORD_RESET = '20/1h';

  @LimitSetting('300/10m')
  RATE_LIMIT_SHARE_LINK_PER_IP = '300/10m';

  @LimitSetting('600/10m')
  RATE_LIMIT_SHARE_LINK_PER_TOKEN = '600/10m';

  @LimitSetting('20/1h')
  RATE_LIMIT_PROPOSAL_MESSAGE = '20/1h';

  // "Viewing now" reports: a page reports every 4 s while visible (150 in 10 minutes), so a
  // household with a few devices stays under it and a script does not.
  @LimitSetting('600/10m')
  RATE_LIMIT_PRESENCE = '600/10m';

  // A client's open page that has not reported for this long is no longer "viewing now".
  @Transform(({ value }) => (value === undefined || value === '' ? 10_000 : Number(value)))
  @IsInt()
  @Min(200)
  @Max(600_000)
  PRESENCE_TIMEOUT_MS = 10_000;

  // How often each instance looks for follow-ups that are due. A row an instance claimed stays
  // its own for four passes, so one killed holding rows has them taken over after that.
  @Transform(({ value }) => (value === undefined || value === '' ? 15_000 : Number(value)))
  @IsInt()
  @Min(100)
  @Max(3_600_000)
  FOLLOW_UP_PASS_MS = 15_000;

  @LimitSetting('30/1h')
  RATE_LIMIT_PROPOSAL_GENERATION = '30/1h';

  @LimitSetting('60/1h')
  RATE_LIMIT_PROPOSAL_SENDS = '60/1h';

  @LimitSetting('20/1h')
  RATE_LIMIT_DEMO_CALL_REQUESTS = '20/1h';

  // Where "Try AI Receptionist Now" may call (ISO country codes), and how many real calls it
  // places: per client address, per number called, per signed-in user and for the whole server.
  @Transform(({ value }) =>
    value === undefined || value === ''
      ? ['US', 'CA']
      : String(value)
          .split(',')
          .map((code) => code.trim().toUpperCase())
          .filter(Boolean),
  )
  @ArrayNotEmpty({ message: 'DEMO_CALL_COUNTRIES must name at least one country, like US,CA' })
  @IsIn(getCountries(), {
    each: true,
    message: 'DEMO_CALL_COUNTRIES must list ISO country codes separated by commas, like US,CA',
  })
  DEMO_CALL_COUNTRIES: string[] = ['US', 'CA'];

  @LimitSetting('3/1h')
  DEMO_CALL_LIMIT_PER_IP = '3/1h';

  @LimitSetting('2/1d')
  DEMO_CALL_LIMIT_PER_NUMBER = '2/1d';

  @LimitSetting('5/1d')
  DEMO_CALL_LIMIT_PER_USER = '5/1d';

  @LimitSetting('200/1d')
  DEMO_CALL_LIMIT_GLOBAL = '200/1d';

  // The least severe log lines written (pino's levels; silent writes none).
  @Transform(({ value }) => (value === undefined || value === '' ? 'info' : value))
  @IsIn(LOG_LEVELS, { message: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` })
  LOG_LEVEL: LogLevel = 'info';

  // JSON lines, or readable lines for a person at a terminal; unset, readable only in
  // development on a terminal.
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsIn(LOG_FORMATS, { message: 'LOG_FORMAT must be json or pretty' })
  LOG_FORMAT?: LogFormat;

  // The bearer token Prometheus scrapes /metrics with; unset, /metrics does not exist.
  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^[\x21-\x7e]{16,}$/, {
    message: 'METRICS_TOKEN must be at least 16 printable characters without spaces',
  })
  METRICS_TOKEN?: string;
}

export type AppConfig = {
  env: Environment['NODE_ENV'];
  port: number;
  host: string;
  databaseUrl: string | null;
  dataDir: string | null;
  eventStoreUrl: string | null;
  redisUrl: string | null;
  publicBaseUrl: string;
  webDistDir: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  trustProxy: string;
  llm: {
    baseUrl: string;
    apiKey: string;
    model: string;
    timeoutMs: number;
    transcriptionModel: string | null;
  } | null;
  twilio: { accountSid: string; authToken: string } | null;
  // The auth token Twilio signs webhooks with, even when the account sid is absent.
  twilioAuthToken: string | null;
  twilioMessagingServiceSid: string | null;
  vapi: { apiKey: string; baseUrl: string; demoPhoneNumberId: string | null } | null;
  vapiWebhookSecret: string | null;
  testPhoneNumber: string;
  // Forced test mode (TEST_MODE=true), or null to follow the credentials.
  testModeSetting: boolean | null;
  stripe: {
    secretKey: string | null;
    publishableKey: string | null;
    webhookSecret: string | null;
    connectWebhookSecret: string | null;
    prices: { pro: string | null; super_pro: string | null };
  };
  // Prefix of the rate limits' and demo-call counters' Redis keys.
  rateLimitPrefix: string;
  rateLimits: {
    signIn: Limit;
    signUp: Limit;
    passwordReset: Limit;
    shareLinkPerAddress: Limit;
    shareLinkPerToken: Limit;
    proposalMessage: Limit;
    presence: Limit;
    proposalGeneration: Limit;
    proposalSends: Limit;
    demoCallRequests: Limit;
  };
  demoCalls: {
    countries: string[];
    perAddress: Limit;
    perNumber: Limit;
    perUser: Limit;
    global: Limit;
  };
  // The format is null when not chosen: readable on a development terminal, else JSON.
  log: { level: LogLevel; format: LogFormat | null };
  metricsToken: string | null;
  // How long a client's page may stay silent before it stops showing as "viewing now".
  presenceTimeoutMs: number;
  followUpPassMs: number;
};

export const APP_CONFIG = Symbol('APP_CONFIG');

export class InvalidEnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'InvalidEnvironmentError';
  }
}

// Fails listing every bad variable at once, never only the first.
export const loadConfig = (source: NodeJS.ProcessEnv = process.env): AppConfig => {
  const env = plainToInstance(Environment, { ...source }, { exposeDefaultValues: true });
  const errors = validateSync(env, { whitelist: false });
  if (errors.length > 0) {
    throw new InvalidEnvironmentError(
      errors.flatMap((error) =>
        Object.values(error.constraints ?? {}).map((message) =>
          message.startsWith(error.property) ? message : `${error.property}: ${message}`,
        ),
      ),
    );
  }
  const port = env.PORT;
  return {
    env: env.NODE_ENV,
    port,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL ?? null,
    dataDir: env.DATA_DIR === 'memory://' ? null : env.DATA_DIR,
    eventStoreUrl: env.EVENTSTORE_URL ?? null,
    redisUrl: env.REDIS_URL ?? null,
    publicBaseUrl: (env.PUBLIC_BASE_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    webDistDir: env.WEB_DIST_DIR ?? null,
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM,
    trustProxy: env.TRUST_PROXY,
    llm: env.LLM_BASE_URL
      ? {
          baseUrl: env.LLM_BASE_URL,
          apiKey: env.LLM_API_KEY ?? 'not-needed',
          model: env.LLM_MODEL,
          timeoutMs: env.LLM_TIMEOUT_MS,
          transcriptionModel: env.LLM_TRANSCRIPTION_MODEL ?? null,
        }
      : null,
    twilio:
      env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN
        ? { accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN }
        : null,
    twilioAuthToken: env.TWILIO_AUTH_TOKEN ?? null,
    twilioMessagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID ?? null,
    vapi: env.VAPI_API_KEY
      ? {
          apiKey: env.VAPI_API_KEY,
          baseUrl: (env.VAPI_BASE_URL ?? 'https://api.vapi.ai').replace(/\/$/, ''),
          demoPhoneNumberId: env.VAPI_DEMO_PHONE_NUMBER_ID ?? null,
        }
      : null,
    vapiWebhookSecret: env.VAPI_WEBHOOK_SECRET ?? null,
    testPhoneNumber: env.TEST_PHONE_NUMBER,
    testModeSetting: env.TEST_MODE === undefined ? null : env.TEST_MODE === 'true',
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY ?? null,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
      connectWebhookSecret: env.STRIPE_CONNECT_WEBHOOK_SECRET ?? null,
      prices: { pro: env.STRIPE_PRICE_PRO ?? null, super_pro: env.STRIPE_PRICE_SUPER_PRO ?? null },
    },
    rateLimitPrefix: env.RATE_LIMIT_PREFIX,
    rateLimits: {
      signIn: parseLimit(env.RATE_LIMIT_SIGN_IN),
      signUp: parseLimit(env.RATE_LIMIT_SIGN_UP),
      passwordReset: parseLimit(env.RATE_LIMIT_PASSWORD_RESET),
      shareLinkPerAddress: parseLimit(env.RATE_LIMIT_SHARE_LINK_PER_IP),
      shareLinkPerToken: parseLimit(env.RATE_LIMIT_SHARE_LINK_PER_TOKEN),
      proposalMessage: parseLimit(env.RATE_LIMIT_PROPOSAL_MESSAGE),
      presence: parseLimit(env.RATE_LIMIT_PRESENCE),
      proposalGeneration: parseLimit(env.RATE_LIMIT_PROPOSAL_GENERATION),
      proposalSends: parseLimit(env.RATE_LIMIT_PROPOSAL_SENDS),
      demoCallRequests: parseLimit(env.RATE_LIMIT_DEMO_CALL_REQUESTS),
    },
    demoCalls: {
      countries: env.DEMO_CALL_COUNTRIES,
      perAddress: parseLimit(env.DEMO_CALL_LIMIT_PER_IP),
      perNumber: parseLimit(env.DEMO_CALL_LIMIT_PER_NUMBER),
      perUser: parseLimit(env.DEMO_CALL_LIMIT_PER_USER),
      global: parseLimit(env.DEMO_CALL_LIMIT_GLOBAL),
    },
    log: { level: env.LOG_LEVEL, format: env.LOG_FORMAT ?? null },
    metricsToken: env.METRICS_TOKEN ?? null,
    presenceTimeoutMs: env.PRESENCE_TIMEOUT_MS,
    followUpPassMs: env.FOLLOW_UP_PASS_MS,
  };
};

// A `.env` in the working folder sets defaults; variables already in the environment win.
export const loadEnvFile = (path = '.env'): void => {
  if (existsSync(path)) process.loadEnvFile(path);
};
