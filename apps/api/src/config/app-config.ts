import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { plainToInstance, Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  validateSync,
} from 'class-validator';

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
  @Matches(/^(esdb|esdb\+discover|kurrentdb|kurrentdb\+discover|kdb):\/\/.+/, {
    message: 'EVENTSTORE_URL must be an esdb:// or kurrentdb:// connection string',
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

  // Which proxies' X-Forwarded-For to believe (Express trust proxy): sign-in limits count per
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

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^price_\w+$/, { message: 'STRIPE_PRICE_PRO must be a Stripe price id' })
  STRIPE_PRICE_PRO?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^price_\w+$/, { message: 'STRIPE_PRICE_SUPER_PRO must be a Stripe price id' })
  STRIPE_PRICE_SUPER_PRO?: string;
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
  llm: { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | null;
  twilio: { accountSid: string; authToken: string } | null;
  // The auth token Twilio signs webhooks with, even when the account sid is absent.
  twilioAuthToken: string | null;
  vapi: { apiKey: string; baseUrl: string; demoPhoneNumberId: string | null } | null;
  vapiWebhookSecret: string | null;
  testPhoneNumber: string;
  // Forced test mode (TEST_MODE=true), or null to follow the credentials.
  testModeSetting: boolean | null;
  stripe: {
    secretKey: string | null;
    publishableKey: string | null;
    webhookSecret: string | null;
    prices: { pro: string | null; super_pro: string | null };
  };
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
        }
      : null,
    twilio:
      env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN
        ? { accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN }
        : null,
    twilioAuthToken: env.TWILIO_AUTH_TOKEN ?? null,
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
      prices: { pro: env.STRIPE_PRICE_PRO ?? null, super_pro: env.STRIPE_PRICE_SUPER_PRO ?? null },
    },
  };
};

// A `.env` in the working folder sets defaults; variables already in the environment win.
export const loadEnvFile = (path = '.env'): void => {
  if (existsSync(path)) process.loadEnvFile(path);
};
