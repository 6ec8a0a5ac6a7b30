import 'reflect-metadata';
import { existsSync } from 'node:fs';
import fastifyCompress from '@fastify/compress';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { RouteHandlerMethod } from 'fastify';
import { isWebRoute } from '@vanilla/contracts';
import { AppModule } from './app.module.js';
import type { AppModuleOptions } from './app.module.js';
import type { AppConfig } from './config/app-config.js';
import { guardDevelopmentAids } from './infrastructure/http/development-aids.js';
import { knownValidRequests, serveSharedProposalPage } from './proposals/index.js';
import { answerFrameworkError, HttpErrorFilter } from './infrastructure/http/http-error.filter.js';
import { serveApiDocs } from './infrastructure/http/api-docs.js';
import { API_COMPRESSION } from './infrastructure/http/compressed-bodies.js';
import { acceptsHtml, isApiPath } from './infrastructure/http/http.js';
import { rateLimitedRoutes, registerRateLimits } from './infrastructure/http/rate-limit.js';
import { useRequestGuards } from './infrastructure/http/request-guards.js';
import { useSecurityHeaders } from './infrastructure/http/security-headers.js';
import { validationPipe } from './infrastructure/http/validation.js';
import { createLogger } from './infrastructure/logging/logger.js';
import type { Logger as PinoLogger } from './infrastructure/logging/logger.js';
import { NestPinoLogger } from './infrastructure/logging/nest-logger.js';
import { requestIdOf } from './infrastructure/logging/request-ids.js';
import {
  AccessLog,
  useRequestIds,
  useRequestLogContext,
} from './infrastructure/logging/request-logging.js';
import { useHttpMetrics } from './infrastructure/metrics/http-metrics.js';
import { Metrics } from './infrastructure/metrics/metrics.js';
import { RealtimeIoAdapter } from './infrastructure/realtime/realtime-io.adapter.js';

// Signatures and job photos travel as data URLs inside JSON.
const BODY_LIMIT_BYTES = 25 * 1024 * 1024;

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

// Files under assets/ are named by a hash of their content: a browser keeps them for good. The
// rest (index.html, icons) may change under the same name.
export const webCacheControl = (path: string): string =>
  /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';

// The built web app from the same port: its files as they are, and index.html for every page,
// so the client router takes over; a path the web has no page for gets index.html with HTTP 404
// (the app shows its not-found page). API paths and non-HTML requests fall through to the API's
// 404. The client's shared proposal link is answered by its own page, rendered (proposals).
const serveWeb = async (app: NestFastifyApplication, config: AppConfig): Promise<void> => {
  const dir = resolve(config.webDistDir ?? defaultWebDist);
  if (!existsSync(join(dir, 'index.html'))) {
    new Logger('Web').warn(`No web build at ${dir}; run npm run build to serve the app`);
    await serveSharedProposalPage(app, null, (_request, reply) => reply.callNotFound());
    return;
  }
  // Loaded only with a build to serve: the API's own tests run without one.
  const { default: fastifyStatic } = await import('@fastify/static');
  // One route per file of the build (it does not change while running), none for the rest; each
  // text file also as the brotli and gzip copies the build wrote beside it (precompress.mjs).
  await app.register(fastifyStatic, {
    root: dir,
    index: false,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => void reply.header('Cache-Control', webCacheControl(path)),
  });
  const appPage: RouteHandlerMethod = (request, reply) =>
    isApiPath(request.url) || !acceptsHtml(request)
      ? reply.callNotFound()
      : reply
          .code(isWebRoute(new URL(request.url, 'http://web').pathname) ? 200 : 404)
          .header('Cache-Control', 'no-cache')
          .sendFile('index.html', { cacheControl: false });
  await serveSharedProposalPage(app, dir, appPage);
  app.getHttpAdapter().getInstance().get('/*', appPage);
};

// On HOST (loopback by default: `localhost` is every loopback address, IPv4 and IPv6). `::`
// means every interface, and falls back to every IPv4 one where the machine has no IPv6.
export const listen = async (app: NestFastifyApplication, config: AppConfig): Promise<void> => {
  await app.listen(config.port, config.host).catch((error: NodeJS.ErrnoException) => {
    const noIpv6 = error.code === 'EAFNOSUPPORT' || error.code === 'EADDRNOTAVAIL';
    if (config.host !== '::' || !noIpv6) throw error;
    return app.listen(config.port, '0.0.0.0');
  });
};

export type CreateAppOptions = Omit<AppModuleOptions, 'http'> & {
  // false: no log lines at all (tests, benchmarks); else the pino logger to write with, one made
  // from LOG_LEVEL and LOG_FORMAT onto standard output unless given.
  logger?: false | PinoLogger;
};

export const createApp = async (options: CreateAppOptions): Promise<NestFastifyApplication> => {
  // One stream of lines: Fastify's (each request's, with its id) and Nest's.
  const logger = options.logger === false ? null : (options.logger ?? createLogger(options.config));
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    frameworkErrors: answerFrameworkError,
    genReqId: requestIdOf,
    ...(logger ? { loggerInstance: logger, logController: new AccessLog() } : {}),
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot({ ...options, http: true }),
    adapter,
    {
      rawBody: true,
      abortOnError: false,
      logger: logger ? new NestPinoLogger(logger) : false,
    },
  );
  const server = app.getHttpAdapter().getInstance();
  useRequestIds(server);
  if (logger) useRequestLogContext(server);
  // Timed only when something reads the figures: every request passes here.
  if (options.config.metricsToken) useHttpMetrics(server, app.get(Metrics));
  const io = new RealtimeIoAdapter(app, options.config.redisUrl);
  await io.connectRedis();
  app.useWebSocketAdapter(io);
  app.useGlobalPipes(validationPipe(knownValidRequests));
  app.useGlobalFilters(new HttpErrorFilter());
  guardDevelopmentAids(server, options.config);
  await registerRateLimits(app, options.config);
  // Hardening (infrastructure/http): JSON only, nesting limit, unstorable characters refused;
  // security headers on every answer.
  useRequestGuards(app);
  useSecurityHeaders(app, options.config);
  // API answers compressed as API_COMPRESSION says; the web build's files come precompressed.
  await app.register(fastifyCompress, API_COMPRESSION);
  serveApiDocs(app, options.config, rateLimitedRoutes(options.config));
  await serveWeb(app, options.config);
  app.enableShutdownHooks();
  return app;
};
