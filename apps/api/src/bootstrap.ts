import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import type { NextFunction, Request, Response } from 'express';
import { AppModule } from './app.module.js';
import type { AppModuleOptions } from './app.module.js';
import type { AppConfig } from './config/app-config.js';
import { HttpErrorFilter } from './infrastructure/http/http-error.filter.js';
import { validationPipe } from './infrastructure/http/validation.js';
import { RealtimeIoAdapter } from './infrastructure/realtime/realtime-io.adapter.js';

const API_PREFIXES = ['/api', '/auth', '/webhooks', '/health', '/socket.io', '/dev'];

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

// The built web app from the same port: files as they are, every other page route gets
// index.html so the client router takes over.
const serveWeb = (app: NestExpressApplication, config: AppConfig): void => {
  const dir = resolve(config.webDistDir ?? defaultWebDist);
  const index = join(dir, 'index.html');
  if (!existsSync(index)) {
    new Logger('Web').warn(`No web build at ${dir}; run npm run build to serve the app`);
    return;
  }
  app.use(express.static(dir, { index: false, maxAge: '1h' }));
  app.use((request: Request, response: Response, next: NextFunction) => {
    const isApi = API_PREFIXES.some((prefix) => request.path.startsWith(prefix));
    if (request.method !== 'GET' || isApi || !request.accepts('html')) return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(index);
  });
};

export type CreateAppOptions = Omit<AppModuleOptions, 'http'> & { logger?: boolean };

export const createApp = async (options: CreateAppOptions): Promise<NestExpressApplication> => {
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot({ ...options, http: true }),
    {
      rawBody: true,
      abortOnError: false,
      logger: options.logger === false ? false : ['log', 'warn', 'error'],
    },
  );
  const io = new RealtimeIoAdapter(app, options.config.redisUrl);
  await io.connectRedis();
  app.useWebSocketAdapter(io);
  // Signatures and job photos travel as data URLs inside JSON.
  app.useBodyParser('json', { limit: '25mb' });
  app.useGlobalPipes(validationPipe());
  app.useGlobalFilters(new HttpErrorFilter());
  app.set('trust proxy', options.config.trustProxy);
  app.disable('x-powered-by');
  serveWeb(app, options.config);
  app.enableShutdownHooks();
  return app;
};
