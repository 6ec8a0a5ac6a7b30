import { Body, Controller, Get, HttpCode, Param, Post, Put, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { UnsubscribeFollowUpsRequest, UpdateFollowUpPlanRequest } from '@vanilla/contracts/dto';
import type {
  FollowUpPlanResponse,
  FollowUpsStopResponse,
  ProposalFollowUpsResponse,
} from '@vanilla/contracts';
import { escapeHtml } from '../../mail/index.js';
import { Authenticated, CurrentPrincipal, ForbiddenMessage } from '../../accounts/index.js';
import type { Principal } from '../../accounts/index.js';
import {
  ApiAnswer,
  ApiErrors,
  ApiJsonBody,
  ApiSuccess,
} from '../../infrastructure/http/api-docs.decorators.js';
import type { HttpReply } from '../../infrastructure/http/http.js';
import { ProposalAccess } from '../proposal-access.js';
import { FollowUpPlans } from './follow-up-plans.js';
import { StopFollowUpsCommand } from './stop-follow-ups.command.js';

export const FOLLOW_UP_PLAN_MANAGERS_ONLY = 'Only managers can change the follow-up plan.';

// A page of the API's own for the unsubscribe link of a follow-up mail: plain HTML (no script, no
// inline style, as the CSP wants), asking before it records anything, since mail scanners open
// every link they see.
const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

const sendPage = (reply: HttpReply, html: string): string => {
  reply.header('Content-Type', 'text/html; charset=utf-8');
  reply.header('Cache-Control', 'no-store');
  return html;
};

@ApiTags('proposals')
@Controller('api')
export class FollowUpsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly plans: FollowUpPlans,
    private readonly access: ProposalAccess,
  ) {}

  // The whole team reads it (members see what their clients will be sent); managers change it.
  @ApiSuccess("The company's follow-up plan", 'FollowUpPlanResponse')
  @Get('follow-up-plan')
  @Authenticated()
  async plan(@CurrentPrincipal() principal: Principal): Promise<FollowUpPlanResponse> {
    return { success: true, plan: await this.plans.view(principal.companyId) };
  }

  @ApiSuccess("Change the company's follow-up plan (managers)", 'FollowUpPlanResponse')
  @ApiJsonBody(UpdateFollowUpPlanRequest)
  @ApiErrors(400, 403)
  @Put('follow-up-plan')
  @Authenticated('manager')
  @ForbiddenMessage(FOLLOW_UP_PLAN_MANAGERS_ONLY)
  async update(
    @Body() body: UpdateFollowUpPlanRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<FollowUpPlanResponse> {
    return { success: true, plan: await this.plans.update(principal, body) };
  }

  // The dashboard's "Stop follow-ups" and "Next follow-up": a manager sees the company's
  // proposals, a member their own.
  @ApiSuccess("The caller's proposals with a follow-up to come", 'ProposalFollowUpsResponse')
  @Get('proposals/follow-ups')
  @Authenticated()
  async toCome(@CurrentPrincipal() principal: Principal): Promise<ProposalFollowUpsResponse> {
    return { success: true, follow_ups: await this.plans.toCome(principal) };
  }

  // "Stop follow-ups" on a proposal: its creator or a manager of its company (others: 404).
  @ApiSuccess("Stop a proposal's follow-ups", 'FollowUpsStopResponse')
  @ApiErrors(404)
  @Post('proposals/:token/follow-ups/stop')
  @HttpCode(200)
  @Authenticated()
  stop(
    @Param('token') token: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<FollowUpsStopResponse> {
    return this.commands.execute(new StopFollowUpsCommand(principal, token));
  }

  // The client's unsubscribe link from a follow-up mail: a page with one button.
  @ApiAnswer('Ask the client to confirm stopping reminders (a page)', 'text/html', {
    type: 'string',
  })
  @ApiErrors(404)
  @Get('proposals/:token/follow-ups/unsubscribe')
  async unsubscribePage(
    @Param('token') token: string,
    @Res({ passthrough: true }) reply: HttpReply,
  ): Promise<string> {
    const { state } = await this.access.byToken(token, { allowDeleted: true });
    const what = state.share ? `"${state.share.title}" from ${state.share.companyName}` : '';
    return sendPage(
      reply,
      page(
        'Stop reminders',
        `<p>You will get no more reminders about ${escapeHtml(what)}.</p>
<form method="post"><input type="hidden" name="confirm" value="stop"><button type="submit">Stop reminders</button></form>`,
      ),
    );
  }

  // The button's POST (a form), or a JSON client's: records the opt-out once.
  @ApiAnswer('Stop reminders about a proposal (the client)', 'text/html', { type: 'string' })
  @ApiErrors(400, 404)
  @ApiJsonBody(UnsubscribeFollowUpsRequest)
  @Post('proposals/:token/follow-ups/unsubscribe')
  @HttpCode(200)
  async unsubscribe(
    @Param('token') token: string,
    @Body() _confirmed: UnsubscribeFollowUpsRequest,
    @Res({ passthrough: true }) reply: HttpReply,
  ): Promise<string> {
    await this.commands.execute(new StopFollowUpsCommand(null, token));
    return sendPage(
      reply,
      page('Reminders stopped', '<p>You will get no more reminders about this proposal.</p>'),
    );
  }
}
