import type { LoggerService } from '@nestjs/common';
import type { FastifyBaseLogger } from 'fastify';
import type { Logger } from 'pino';
import { currentRequestLog } from './request-logging.js';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

// Nest's own lines (start-up, `new Logger(context)` in services, the projection runner's) as pino
// lines of the same stream, with their context, and with the request's id when written while
// serving one. Nest passes the context last, and an error's stack before it.
export class NestPinoLogger implements LoggerService {
  constructor(private readonly root: Logger) {}

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }

  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }

  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }

  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  private write(level: Level, message: unknown, params: unknown[]): void {
    const logger: FastifyBaseLogger = currentRequestLog() ?? this.root;
    const last = params.at(-1);
    const context = typeof last === 'string' ? last : undefined;
    const rest = (context === undefined ? params : params.slice(0, -1)).filter(
      (param) => param !== undefined,
    );
    const fields: Record<string, unknown> = context === undefined ? {} : { context };
    const [first] = rest;
    if ((level === 'error' || level === 'fatal') && typeof first === 'string') {
      fields.stack = first;
      rest.shift();
    } else if (first instanceof Error) {
      fields.err = first;
      rest.shift();
    }
    if (rest.length > 0) fields.details = rest;
    if (message instanceof Error) {
      logger[level]({ ...fields, err: message }, message.message);
    } else if (typeof message === 'object' && message !== null) {
      logger[level]({ ...fields, ...message });
    } else {
      logger[level](fields, String(message));
    }
  }
}
