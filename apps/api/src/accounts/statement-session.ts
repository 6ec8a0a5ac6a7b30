import { Injectable, UnauthorizedException, UseGuards, applyDecorators } from '@nestjs/common';
import type { CanActivate, ExecutionContext } from '@nestjs/common';
import { ApiCookieAuth } from '@nestjs/swagger';
import { RouteConfig } from '@nestjs/platform-fastify';
import { accountMessages } from '@vanilla/contracts';
import { ApiErrors } from '../infrastructure/http/api-docs.decorators.js';
import { readCookie } from '../infrastructure/http/http.js';
import type { HttpRequest } from '../infrastructure/http/http.js';
import { SESSION_COOKIE } from './session.service.js';

const CHECKS_OWN_SESSION = 'checksOwnSession';

// Whether the request's route looks its caller up in its own statement: the session hook then
// leaves the session to it.
export const checksOwnSession = ({ routeOptions: { config } }: HttpRequest): boolean =>
  CHECKS_OWN_SESSION in config && config[CHECKS_OWN_SESSION] === true;

// Without a session cookie no statement is needed to refuse: signed out, as PrincipalGuard says
// it (and before the request's input is read, as there).
@Injectable()
export class SessionCookieGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<HttpRequest>();
    if (readCookie(request.headers.cookie, SESSION_COOKIE) === null) {
      throw new UnauthorizedException(accountMessages.signInRequired);
    }
    return true;
  }
}

// A signed-in caller of any role, as Authenticated(), whose session the route checks in the same
// statement that reads its answer (`sessionSql`, in the same snapshot): one round trip to the
// database instead of two, for a route every dashboard asks on each load. The route passes the
// session its statement found to SessionService.admit and refuses, as the guard would, when
// there was none.
export const AuthenticatedInStatement = () =>
  applyDecorators(
    RouteConfig({ [CHECKS_OWN_SESSION]: true }),
    UseGuards(SessionCookieGuard),
    ApiCookieAuth('session'),
    ApiErrors(401),
  );
