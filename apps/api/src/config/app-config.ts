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
}

export type AppConfig = {
  env: Environment['NODE_ENV'];
  port: number;
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
  };
};

// A `.env` in the working folder sets defaults; variables already in the environment win.
export const loadEnvFile = (path = '.env'): void => {
  if (existsSync(path)) process.loadEnvFile(path);
};
