import { ApiExcludeController } from '@nestjs/swagger';
import { Controller, Get } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/app-config.js';

const DEV_PREFIX = '/dev';

// A proxy on this machine connects from loopback too, but names the real client in one of these.
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'x-forwarded-host'];

const LOOPBACK_ADDRESS = /^(127(\.\d{1,3}){3}|::1|::ffff:127(\.\d{1,3}){3})$/;

const isDevPath = (url: string): boolean =>
  url.startsWith(DEV_PREFIX) && (url.length === DEV_PREFIX.length || '/?'.includes(url[4]));

// The connection's own address, never one a header claims: whoever reaches the port from
// elsewhere cannot pass for this machine.
export const isLocalClient = (request: FastifyRequest): boolean =>
  LOOPBACK_ADDRESS.test(request.raw.socket.remoteAddress ?? '') &&
  FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);

// Development aids (the mail outbox, with every reset and invitation link in it) answer only a
// client on this machine, and never in production; to anyone else /dev does not exist.
export const guardDevelopmentAids = (server: FastifyInstance, config: AppConfig): void => {
  server.addHook('onRequest', async (request, reply) => {
    if (!isDevPath(request.url)) return;
    if (config.env !== 'production' && isLocalClient(request)) return;
    return reply.code(404).send({ success: false, error: 'Not found' });
  });
};

// A failure on request (GET /dev/error), to see how one is answered (500 naming the request) and
// logged (once, with its stack and the request's id) before an operator has to.
// Not part of the API's public documentation (/api/docs).
@ApiExcludeController()
@Controller('dev')
export class DevelopmentAidsController {
  @Get('error')
  fail(): never {
    throw new Error('A failure asked for at /dev/error');
  }
}
