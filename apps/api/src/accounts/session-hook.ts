import { Inject, Injectable } from '@nestjs/common';
import { accountMessages } from '@vanilla/contracts';
import type { FastifyInstance } from 'fastify';
import { APP_CONFIG } from '../config/app-config.js';
import type { AppConfig } from '../config/app-config.js';
import { isApiPath, isCrossOrigin, readCookie } from '../infrastructure/http/http.js';
import type { HttpReply } from '../infrastructure/http/http.js';
import type { RequestWithPrincipal } from './principal.js';
import { SESSION_COOKIE, SessionService } from './session.service.js';
import { checksOwnSession } from './statement-session.js';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// The spec signs out with a GET; another site must not sign a user out by sending them to it.
const LOGOUT_PATH = '/auth/logout';

// Resolves the caller from the session cookie before any route runs, and refuses state-changing
// requests that a page of another origin sent with that cookie (CSRF). Webhooks carry no cookie
// and prove themselves with provider signatures instead. The web app's files need no caller.
@Injectable()
export class SessionHook {
  private readonly publicOrigin: string;

  constructor(
    private readonly sessions: SessionService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.publicOrigin = new URL(config.publicBaseUrl).origin;
  }

  register(server: FastifyInstance): void {
    server.decorateRequest('principal', null);
    server.addHook('onRequest', (request, reply) => this.handle(request, reply));
  }

  // Answers the request itself only to refuse it (and then returns the reply, as Fastify asks).
  async handle(request: RequestWithPrincipal, reply: HttpReply): Promise<HttpReply | undefined> {
    if (UNSAFE.has(request.method) || request.url.split('?')[0] === LOGOUT_PATH) {
      if (
        !request.url.startsWith('/webhooks/') &&
        isCrossOrigin(request, this.publicOrigin, request.protocol)
      ) {
        return reply.code(403).send({ success: false, error: accountMessages.crossOrigin });
      }
    } else if (!isApiPath(request.url)) {
      return;
    }
    // The route's own statement looks its caller up (AuthenticatedInStatement).
    if (checksOwnSession(request)) return;
    await this.sessions.admit(
      request,
      reply,
      await this.sessions.find(readCookie(request.headers.cookie, SESSION_COOKIE)),
    );
  }
}
