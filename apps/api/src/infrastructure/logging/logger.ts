import { pino } from 'pino';
import type { DestinationStream, Logger } from 'pino';
import type { AppConfig } from '../../config/app-config.js';
import { prettyLines } from './pretty-lines.js';

export type { Logger } from 'pino';

// Secrets a log line must never carry, wherever a request, a reply or a body is logged. The
// access line logs none of them; this holds if something logs a request or a body anyway.
const SECRET_HEADERS = [
  'cookie',
  'authorization',
  'x-vapi-secret',
  'x-twilio-signature',
  'stripe-signature',
];
const SECRET_FIELDS = ['password', 'token', 'newPassword', 'currentPassword'];

export const REDACTED_PATHS = [
  ...SECRET_HEADERS.flatMap((name) => [`req.headers["${name}"]`, `headers["${name}"]`]),
  'res.headers["set-cookie"]',
  'headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((name) => [name, `*.${name}`, `*.body.${name}`]),
];

export type LogOutput = NodeJS.WritableStream & { isTTY?: boolean };

// JSON lines, one object per line, for a collector; readable lines (coloured on a terminal only)
// for a person. Unchosen, readable only in development on a terminal.
export const createLogger = (
  config: Pick<AppConfig, 'env' | 'log'>,
  out: LogOutput = process.stdout,
): Logger => {
  const terminal = out.isTTY === true;
  const format =
    config.log.format ?? (config.env === 'development' && terminal ? 'pretty' : 'json');
  const destination: DestinationStream =
    format === 'pretty'
      ? prettyLines(out, terminal && !process.env.NO_COLOR)
      : out === process.stdout
        ? pino.destination({ dest: 1, sync: true })
        : out;
  return pino(
    {
      level: config.log.level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label: string) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    destination,
  );
};
