import { Catch, HttpException, HttpStatus } from '@nestjs/common';
import type { ArgumentsHost, ExceptionFilter } from '@nestjs/common';
import { DomainRuleViolation } from '@vanilla/domain';
import { WrongExpectedRevisionError } from '../event-store/event-store.js';
import { logAnswered } from '../logging/request-logging.js';
import type { HttpReply, HttpRequest } from './http.js';
import { TooManyRequestsException } from './too-many-requests.js';

const STATUS_BY_KIND: Record<DomainRuleViolation['kind'], number> = {
  not_found: HttpStatus.NOT_FOUND,
  gone: HttpStatus.GONE,
  conflict: HttpStatus.CONFLICT,
  invalid: HttpStatus.BAD_REQUEST,
  payment_required: HttpStatus.PAYMENT_REQUIRED,
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

// What the HTTP server itself refuses before any handler runs (a body that is not JSON, too large,
// of a type nothing reads): its 4xx status and a sentence saying what to fix.
const clientErrorOf = (exception: unknown): [number, Record<string, unknown>] | null => {
  const { statusCode, code } = (exception ?? {}) as { statusCode?: unknown; code?: unknown };
  if (typeof statusCode !== 'number' || statusCode < 400 || statusCode >= 500) return null;
  const known: Record<string, string> = {
    FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
    FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but says it is JSON.',
    FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
    FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here; send JSON.',
  };
  const message =
    (typeof code === 'string' && known[code]) ||
    (exception instanceof SyntaxError ? known.FST_ERR_CTP_INVALID_JSON_BODY : null) ||
    (exception instanceof Error ? exception.message : 'Bad request');
  return [statusCode, { error: message }];
};

// What Fastify's router refuses before any hook or route runs (a URL with broken percent-encoding,
// an over-long route parameter), in the app's one shape of refusal.
export const answerFrameworkError = (
  error: { code?: string },
  request: HttpRequest,
  reply: HttpReply,
): void => {
  // Fastify sends such an answer outside its request lifecycle: no hook sees it.
  reply.raw.once('finish', () => logAnswered(request, reply));
  const [status, message] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [414, 'The address is too long.']
      : [400, 'The address is not valid: it has a broken percent-encoding.'];
  void reply
    .code(status)
    .header('X-Request-Id', request.id)
    .type('application/json; charset=utf-8')
    .send({ success: false, error: message });
};

// Every failure answers `{ success: false, error }`, the shape the web reads, with a status that
// says what went wrong: a refused rule or a lost race is never a 500. A 5xx also names the
// request (`request_id`, as in its X-Request-Id header), so whoever quotes it lets an operator
// find its log lines; an unexpected failure is logged once, with its stack, on the request's log.
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const http = host.switchToHttp();
    const request = http.getRequest<HttpRequest>();
    const response = http.getResponse<HttpReply>();
    const known = this.describe(exception);
    if (!known) {
      request.log.error(
        { err: exception instanceof Error ? exception : new Error(String(exception)) },
        'Request failed',
      );
    }
    const [status, body] = known ?? [
      HttpStatus.INTERNAL_SERVER_ERROR,
      { error: 'Something went wrong on our side.' },
    ];
    if (response.sent || response.raw.headersSent) return;
    if (exception instanceof TooManyRequestsException) {
      void response.header('Retry-After', String(exception.retryAfterSeconds));
    }
    // JSON whatever the route meant to answer (a TwiML route sets text/xml before it runs).
    void response
      .code(status)
      .type('application/json; charset=utf-8')
      .send({ success: false, ...body, ...(status >= 500 ? { request_id: request.id } : {}) });
  }

  // The status and body of a failure the API expects, or null for any other.
  private describe(exception: unknown): [number, Record<string, unknown>] | null {
    // The adapter hands the server's refusals on as an HttpException caused by them.
    const refused = clientErrorOf(exception instanceof HttpException ? exception.cause : exception);
    if (refused) return refused;
    if (exception instanceof HttpException) {
      const body = exception.getResponse();
      const extra =
        typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
      const { message: _message, statusCode: _statusCode, error: _error, ...rest } = extra;
      return [exception.getStatus(), { ...rest, error: messageOf(body, exception.message) }];
    }
    if (exception instanceof DomainRuleViolation) {
      return [
        STATUS_BY_KIND[exception.kind],
        { ...exception.details, error: exception.message, code: exception.code },
      ];
    }
    if (exception instanceof WrongExpectedRevisionError) {
      return [
        HttpStatus.CONFLICT,
        { error: 'This record was changed by someone else. Please try again.', code: 'Conflict' },
      ];
    }
    return null;
  }
}
