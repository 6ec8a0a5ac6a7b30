import { Catch, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { ArgumentsHost, ExceptionFilter } from '@nestjs/common';
import { DomainRuleViolation } from '@vanilla/domain';
import type { Response } from 'express';
import { WrongExpectedRevisionError } from '../event-store/event-store.js';

const STATUS_BY_KIND: Record<DomainRuleViolation['kind'], number> = {
  not_found: HttpStatus.NOT_FOUND,
  gone: HttpStatus.GONE,
  conflict: HttpStatus.CONFLICT,
  invalid: HttpStatus.BAD_REQUEST,
};

const messageOf = (body: unknown, fallback: string): string => {
  if (typeof body === 'string') return body;
  if (body && typeof body === 'object') {
    const { message, error } = body as { message?: unknown; error?: unknown };
    if (Array.isArray(message)) return message.map(String).join('; ');
    if (typeof message === 'string') return message;
    if (typeof error === 'string') return error;
  }
  return fallback;
};

// Every failure answers `{ success: false, error }`, the shape the web reads, with a status that
// says what went wrong: a refused rule or a lost race is never a 500.
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger(HttpErrorFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const response = host.switchToHttp().getResponse<Response>();
    const [status, body] = this.describe(exception);
    if (response.headersSent) return;
    response.status(status).json({ success: false, ...body });
  }

  private describe(exception: unknown): [number, Record<string, unknown>] {
    if (exception instanceof HttpException) {
      const body = exception.getResponse();
      const extra =
        typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
      const { message: _message, statusCode: _statusCode, error: _error, ...rest } = extra;
      return [exception.getStatus(), { ...rest, error: messageOf(body, exception.message) }];
    }
    if (exception instanceof DomainRuleViolation) {
      return [STATUS_BY_KIND[exception.kind], { error: exception.message, code: exception.code }];
    }
    if (exception instanceof WrongExpectedRevisionError) {
      return [
        HttpStatus.CONFLICT,
        { error: 'This record was changed by someone else. Please try again.', code: 'Conflict' },
      ];
    }
    this.logger.error(
      exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
    );
    return [HttpStatus.INTERNAL_SERVER_ERROR, { error: 'Something went wrong on our side.' }];
  }
}
