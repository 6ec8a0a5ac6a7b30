import {
  createParamDecorator,
  ForbiddenException,
  Injectable,
  SetMetadata,
  UnauthorizedException,
  UseGuards,
  applyDecorators,
} from '@nestjs/common';
import { ApiCookieAuth } from '@nestjs/swagger';
import { ApiErrors } from '../infrastructure/http/api-docs.decorators.js';
import type { CanActivate, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { accountMessages } from '@vanilla/contracts';
import type { UserType } from '@vanilla/contracts';
import type { HttpRequest } from '../infrastructure/http/http.js';

// Who is calling: resolved from the session cookie once per request by the session hook.
export type Principal = {
  userId: string;
  companyId: string;
  role: UserType;
  sessionId: string;
  email: string;
  username: string;
  // '' while the company has no name.
  companyName: string;
};

export type RequestWithPrincipal = HttpRequest & { principal?: Principal | null };

// The metadata of the events a signed-in caller's command appends: who acted, for which company.
export const actedBy = (principal: Principal) => ({
  actorUserId: principal.userId,
  companyId: principal.companyId,
});

const ROLES = 'vanilla:roles';
const FORBIDDEN_MESSAGE = 'vanilla:forbidden-message';

@Injectable()
export class PrincipalGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<RequestWithPrincipal>();
    if (!request.principal) throw new UnauthorizedException(accountMessages.signInRequired);
    const roles = this.reflector.getAllAndOverride<UserType[] | undefined>(ROLES, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (roles && !roles.includes(request.principal.role)) {
      const message = this.reflector.getAllAndOverride<string | undefined>(FORBIDDEN_MESSAGE, [
        context.getHandler(),
        context.getClass(),
      ]);
      throw new ForbiddenException(message ?? accountMessages.managersOnly);
    }
    return true;
  }
}

// A signed-in manager or member; with roles, only those.
// The documentation (/api/docs) follows: the session cookie, 401, and 403 when roles are named.
export const Authenticated = (...roles: UserType[]) =>
  applyDecorators(
    SetMetadata(ROLES, roles.length > 0 ? roles : undefined),
    UseGuards(PrincipalGuard),
    ApiCookieAuth('session'),
    roles.length > 0 ? ApiErrors(401, 403) : ApiErrors(401),
  );

// What a refused role is told, where the spec words it.
export const ForbiddenMessage = (message: string) => SetMetadata(FORBIDDEN_MESSAGE, message);

export const CurrentPrincipal = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Principal => {
    const principal = context.switchToHttp().getRequest<RequestWithPrincipal>().principal;
    if (!principal) throw new UnauthorizedException(accountMessages.signInRequired);
    return principal;
  },
);
