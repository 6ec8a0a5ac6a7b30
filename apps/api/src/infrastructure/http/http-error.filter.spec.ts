import type { ArgumentsHost } from '@nestjs/common';
import { BadRequestException, ServiceUnavailableException } from '@nestjs/common';
import { DomainRuleViolation } from '@vanilla/domain';
import { WrongExpectedRevisionError } from '../event-store/event-store.js';
import { HttpErrorFilter } from './http-error.filter.js';
import { TooManyRequestsException } from './too-many-requests.js';

const handle = (exception: unknown) => {
  const sent: { status?: number; body?: unknown; headers?: Record<string, string> } = {};
  const logged: Array<{ fields: unknown; message: string }> = [];
  const request = {
    id: 'req-7',
    log: { error: (fields: unknown, message: string) => logged.push({ fields, message }) },
  };
  const response = {
    sent: false,
    raw: { headersSent: false },
    header(name: string, value: string) {
      sent.headers = { ...sent.headers, [name]: value };
      return this;
    },
    code(status: number) {
      sent.status = status;
      return this;
    },
    type() {
      return this;
    },
    send(body: unknown) {
      sent.body = body;
      return this;
    },
  };
  const host = {
    getType: () => 'http',
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => response }),
  } as unknown as ArgumentsHost;
  new HttpErrorFilter().catch(exception, host);
  return { sent, logged };
};

const respond = (exception: unknown) => handle(exception).sent;

describe(HttpErrorFilter.name, () => {
  it('should answer 429 with Retry-After in whole seconds when a limit says when to come back', () => {
    expect(
      respond(new TooManyRequestsException('Too many. Please try again in 1 minute.', 59_001)),
    ).toEqual({
      status: 429,
      headers: { 'Retry-After': '60' },
      body: { success: false, error: 'Too many. Please try again in 1 minute.' },
    });
  });

  it('should answer 409 when an append lost the race for a stream', () => {
    expect(respond(new WrongExpectedRevisionError('proposal-1', 3, 4))).toEqual({
      status: 409,
      body: {
        success: false,
        error: 'This record was changed by someone else. Please try again.',
        code: 'Conflict',
      },
    });
  });

  it('should answer by the kind of rule a command broke', () => {
    expect(
      respond(new DomainRuleViolation('ProposalAlreadySigned', 'conflict', 'Signed.')).status,
    ).toBe(409);
    expect(respond(new DomainRuleViolation('ProposalDeleted', 'gone', 'Removed.'))).toEqual({
      status: 410,
      body: { success: false, error: 'Removed.', code: 'ProposalDeleted' },
    });
  });

  it('should keep the first validation message as the error and list them all', () => {
    const sent = respond(
      new BadRequestException({
        message: 'email must be an email',
        errors: ['email must be an email', 'name should not be empty'],
      }),
    );
    expect(sent).toEqual({
      status: 400,
      body: {
        success: false,
        error: 'email must be an email',
        errors: ['email must be an email', 'name should not be empty'],
      },
    });
  });

  it("should pass on the HTTP server's own 4xx refusals with a sentence saying what to fix", () => {
    const refusal = (code: string, statusCode: number) =>
      Object.assign(new Error(`raw ${code}`), { code, statusCode });
    expect(respond(refusal('FST_ERR_CTP_INVALID_JSON_BODY', 400))).toEqual({
      status: 400,
      body: { success: false, error: 'The request body is not valid JSON.' },
    });
    expect(respond(refusal('FST_ERR_CTP_BODY_TOO_LARGE', 413))).toEqual({
      status: 413,
      body: { success: false, error: 'The request body is too large.' },
    });
    expect(respond(refusal('FST_ERR_SOMETHING_NEW', 422)).body).toEqual({
      success: false,
      error: 'raw FST_ERR_SOMETHING_NEW',
    });
    expect(respond(refusal('FST_ERR_BROKEN', 500)).status).toBe(500);
  });

  it('should hide the details of an unexpected failure behind a 500 naming the request, and log it once with its stack', () => {
    const failure = new TypeError('secret internals');
    expect(handle(failure)).toEqual({
      sent: {
        status: 500,
        body: { success: false, error: 'Something went wrong on our side.', request_id: 'req-7' },
      },
      logged: [{ fields: { err: failure }, message: 'Request failed' }],
    });
  });

  it('should name the request in a deliberate 5xx without logging it as a failure', () => {
    expect(handle(new ServiceUnavailableException('No phone can ring here.'))).toEqual({
      sent: {
        status: 503,
        body: { success: false, error: 'No phone can ring here.', request_id: 'req-7' },
      },
      logged: [],
    });
  });
});
