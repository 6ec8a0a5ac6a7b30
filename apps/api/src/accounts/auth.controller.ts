import { Body, Controller, Get, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import {
  ChangePasswordRequest,
  LoginRequest,
  RegisterRequest,
  RequestResetRequest,
  ResetPasswordRequest,
} from '@vanilla/contracts/dto';
import type {
  CheckAuthResponse,
  InvitationPreview,
  LoginResponse,
  RegisterResponse,
} from '@vanilla/contracts';
import type { HttpReply } from '../infrastructure/http/http.js';
import { AccountsService, principalUser, toSessionUser } from './accounts.service.js';
import { clientOf, safeReturnTo } from './client-info.js';
import { Authenticated, CurrentPrincipal } from './principal.js';
import type { Principal, RequestWithPrincipal } from './principal.js';
import { SessionService } from './session.service.js';
import { TeamService } from './team.service.js';
import { TIER_READER } from './tier-reader.js';
import type { TierReader } from './tier-reader.js';
import { ApiTags } from '@nestjs/swagger';
import {
  ApiAnswer,
  ApiErrors,
  ApiJsonBody,
  ApiSuccess,
  contractRef,
  objectOf,
} from '../infrastructure/http/api-docs.decorators.js';

const HOME = '/business';

@ApiTags('accounts')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly sessions: SessionService,
    private readonly team: TeamService,
    @Inject(TIER_READER) private readonly tiers: TierReader,
  ) {}

  @ApiAnswer(
    'Who is signed in, if anyone (never refused)',
    'application/json',
    contractRef('CheckAuthResponse'),
  )
  @Get('check-auth')
  async checkAuth(
    @Req() request: RequestWithPrincipal,
    @Res({ passthrough: true }) response: HttpReply,
  ): Promise<CheckAuthResponse> {
    response.header('Cache-Control', 'no-store');
    const principal = request.principal;
    if (!principal) {
      // A cookie that no longer names a session is cleared so the web stops believing it.
      if (request.headers.cookie?.includes('auth_state=')) this.sessions.clearCookies(response);
      return {
        authenticated: false,
        user: null,
        user_type: null,
        current_tier: null,
        user_found: false,
      };
    }
    const tier = await this.tiers.currentTier(principal.userId);
    return {
      authenticated: true,
      user: {
        id: principal.userId,
        email: principal.email,
        username: principal.username,
        company_name: principal.companyName,
        current_tier: tier,
      },
      user_type: principal.role,
      current_tier: tier,
      user_found: true,
    };
  }

  @ApiSuccess('Sign in; sets the session cookie', 'LoginResponse')
  @ApiJsonBody(LoginRequest)
  @ApiErrors(401)
  @Post('member/login')
  @HttpCode(200)
  async login(
    @Body() body: LoginRequest,
    @Req() request: RequestWithPrincipal,
    @Res({ passthrough: true }) response: HttpReply,
  ): Promise<LoginResponse> {
    const client = clientOf(request);
    const user = await this.accounts.authenticate(body.email, body.password, client.ip);
    const already = request.principal?.userId === user.id;
    await this.sessions.start(
      response,
      user.id,
      body.rememberMe === true,
      client,
      request.principal?.sessionId ?? null,
    );
    return {
      success: true,
      already_authenticated: already,
      redirect: HOME,
      returnTo: safeReturnTo(body.returnTo),
      user: toSessionUser(user),
    };
  }

  @ApiSuccess(
    'Sign up: a company and its manager, or a member through an invitation; sets the session cookie',
    'RegisterResponse',
  )
  @ApiJsonBody(RegisterRequest)
  @ApiErrors(404, 409)
  @Post('member/register')
  async register(
    @Body() body: RegisterRequest,
    @Req() request: RequestWithPrincipal,
    @Res({ passthrough: true }) response: HttpReply,
  ): Promise<RegisterResponse> {
    const user = await this.accounts.register(body);
    await this.sessions.start(
      response,
      user.id,
      false,
      clientOf(request),
      request.principal?.sessionId ?? null,
    );
    return { success: true, user: toSessionUser(user), redirect: HOME };
  }

  @ApiSuccess('Sign out; clears the session cookie')
  @Get('logout')
  async logout(
    @Req() request: RequestWithPrincipal,
    @Res({ passthrough: true }) response: HttpReply,
  ): Promise<{ success: true }> {
    await this.sessions.end(response, request.principal?.sessionId ?? null);
    return { success: true };
  }

  @ApiSuccess('Mail a password reset link (the same answer whether the address is known or not)')
  @ApiJsonBody(RequestResetRequest)
  @Post('request-reset')
  @HttpCode(200)
  async requestReset(@Body() body: RequestResetRequest, @Req() request: RequestWithPrincipal) {
    await this.accounts.requestReset(body.email, clientOf(request).ip);
    return { success: true };
  }

  @ApiSuccess('Set a new password with a reset token (single use)')
  @ApiJsonBody(ResetPasswordRequest)
  @Post('reset-password')
  @HttpCode(200)
  async resetPassword(@Body() body: ResetPasswordRequest) {
    await this.accounts.resetPassword(body.token, body.email, body.password);
    return { success: true };
  }

  @ApiSuccess("Change the signed-in user's password")
  @ApiJsonBody(ChangePasswordRequest)
  @Post('change-password')
  @HttpCode(200)
  @Authenticated()
  async changePassword(
    @Body() body: ChangePasswordRequest,
    @CurrentPrincipal() principal: Principal,
  ) {
    await this.accounts.changePassword(principal, body);
    return { success: true };
  }

  @ApiSuccess('What an invitation is for, before signing up with it', 'InvitationPreview')
  @ApiErrors(404, 410)
  @Get('invitations/:token')
  invitation(@Param('token') token: string): Promise<InvitationPreview> {
    return this.team.preview(token);
  }

  @ApiSuccess('The signed-in user', { user: objectOf('SessionUser') })
  @Get('me')
  @Authenticated()
  me(@CurrentPrincipal() principal: Principal) {
    return { success: true, user: principalUser(principal) };
  }
}
