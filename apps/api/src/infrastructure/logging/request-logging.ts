import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import { LogController } from 'fastify';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loggedUrl, SECRET_PARAM_NAMES } from './request-ids.js';

const requestLogs = new AsyncLocalStorage<FastifyBaseLogger>();

// The logger of the request being served (its lines carry the request's id), if any: what a
// Nest `Logger` call made while serving it writes through.
export const currentRequestLog = (): FastifyBaseLogger | undefined => requestLogs.getStore();

// Every answer names its request, whether or not anything is logged: a user quoting the id of a
// failed request lets an operator find its lines.
export const useRequestIds = (server: FastifyInstance): void => {
  server.addHook('onRequest', (request, reply, done) => {
    void reply.header('X-Request-Id', request.id);
    done();
  });
};

const secretParams = (request: FastifyRequest): string[] =>
  Object.entries((request.params ?? {}) as Record<string, unknown>)
    .filter(([name, value]) => SECRET_PARAM_NAMES.has(name) && typeof value === 'string')
    .map(([, value]) => value as string);

const contentLengthOf = (reply: FastifyReply): number | undefined => {
  const length = Number(reply.getHeader('content-length'));
  return Number.isFinite(length) ? length : undefined;
};

// The request's logger for everything logged while serving it, Nest's lines included.
export const useRequestLogContext = (server: FastifyInstance): void => {
  const scopes = new WeakMap<FastifyRequest, AsyncResource>();
  server.addHook('onRequest', (request, _reply, done) => {
    requestLogs.run(request.log, () => {
      scopes.set(request, new AsyncResource('request-log'));
      done();
    });
  });
  // A body arrives through the socket's async context, which need not be the request's (how far
  // Node carries a context across stream events differs between its versions): what runs once
  // the body is read rejoins the request's.
  server.addHook('preValidation', (request, _reply, done) => {
    const scope = scopes.get(request);
    if (scope) scope.runInAsyncScope(done);
    else done();
  });
};

// The access line of an answered request: what was asked (no headers, no query secrets, no body),
// the answer's status and size, and how long it took.
export const logAnswered = (
  request: FastifyRequest,
  reply: FastifyReply,
  error?: Error | null,
): void => {
  const url = loggedUrl(request.url, secretParams(request));
  const statusCode = reply.statusCode;
  const fields = {
    method: request.method,
    url,
    route: request.routeOptions.url,
    statusCode,
    contentLength: contentLengthOf(reply),
    remoteAddress: request.ip,
    responseTime: Math.round(reply.elapsedTime * 10) / 10,
    ...(error ? { err: error } : {}),
  };
  const message = `${request.method} ${url} ${statusCode}`;
  if (error || statusCode >= 500) request.log.error(fields, message);
  else request.log.info(fields, message);
};

// Fastify's own lines about requests: exactly one access line per request once it is answered,
// by a route or the 404 handler, instead of an incoming and a completed line (a refusal before
// routing writes its own: answerFrameworkError); a failure Fastify itself handled, with its
// stack, once; and none with the request's headers or whole URL.
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    logAnswered(request, reply, error);
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (reply.statusCode >= 500) request.log.error({ err: error }, error.message);
  }

  // Fastify's own line would carry the whole URL, query included.
  override writeHeadError(error: Error, request: FastifyRequest): void {
    request.log.warn({ err: error }, error.message);
  }
}
