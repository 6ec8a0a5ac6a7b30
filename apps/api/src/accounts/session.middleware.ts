import { Inject, Injectable } from '@nestjs/common';
import type { NestMiddleware } from '@nestjs/common';
import { accountMessages } from '@vanilla/contracts';
import type { NextFunction, Response } from 'express';
import { APP_CONFIG } from '../config/app-config.js';
import type { AppConfig } from '../config/app-config.js';
import type { RequestWithPrincipal } from './principal.js';
import { readCookie, SESSION_COOKIE, SessionService } from './session.service.js';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// Resolves the caller from the session cookie, and refuses state-changing requests that a page
// of another origin sent with that cookie (CSRF). Webhooks carry no cookie and prove themselves
// with provider signatures instead.
@Injectable()
export class SessionMiddleware implements NestMiddleware {
  private readonly publicOrigin: string;

  constructor(
    private readonly sessions: SessionService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.publicOrigin = new URL(config.publicBaseUrl).origin;
  }

  async use(request: RequestWithPrincipal, response: Response, next: NextFunction): Promise<void> {
    if (
      UNSAFE.has(request.method) &&
      !request.path.startsWith('/webhooks/') &&
      !this.sameOrigin(request)
    ) {
      response.status(403).json({ success: false, error: accountMessages.crossOrigin });
      return;
    }
    try {
      const principal = await this.sessions.find(
        readCookie(request.headers.cookie, SESSION_COOKIE),
      );
      request.principal = principal;
      if (principal) await this.sessions.touch(principal.sessionId);
      next();
    } catch (error) {
      next(error);
    }
  }

  private sameOrigin(request: RequestWithPrincipal): boolean {
    const origin = request.get('origin');
    if (!origin) {
      // No Origin: not a cross-site browser request unless the browser says so.
      return request.get('sec-fetch-site') !== 'cross-site';
    }
    return (
      origin === this.publicOrigin || origin === `${request.protocol}://${request.get('host')}`
    );
  }
}
