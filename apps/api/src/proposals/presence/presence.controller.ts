import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ProposalPresenceRequest } from '@vanilla/contracts/dto';
import type { ProposalPresenceResponse } from '@vanilla/contracts';
import { Authenticated, CurrentPrincipal } from '../../accounts/index.js';
import type { Principal, RequestWithPrincipal } from '../../accounts/index.js';
import {
  ApiErrors,
  ApiJsonBody,
  ApiSuccess,
} from '../../infrastructure/http/api-docs.decorators.js';
import { ProposalPresenceService } from './proposal-presence.service.js';

// "Viewing now": the client's page says which section it shows; the dashboard asks who is reading.
@ApiTags('proposals')
@Controller('api/proposals')
export class PresenceController {
  constructor(private readonly presence: ProposalPresenceService) {}

  // Public like the page: the link's token is the key. A heartbeat repeats the section.
  @ApiSuccess("Report the section a client's open page shows, or null as it closes")
  @ApiJsonBody(ProposalPresenceRequest)
  @ApiErrors(404, 410)
  @Post(':token/presence')
  @HttpCode(200)
  async report(
    @Param('token') token: string,
    @Body() body: ProposalPresenceRequest,
    @Req() request: RequestWithPrincipal,
  ): Promise<{ success: true }> {
    await this.presence.report(
      token,
      body.visitId,
      body.section ?? null,
      request.principal?.companyId ?? null,
    );
    return { success: true };
  }

  @ApiSuccess("The caller's proposals a client is reading now", 'ProposalPresenceResponse')
  @Get('presence')
  @Authenticated()
  visible(@CurrentPrincipal() principal: Principal): Promise<ProposalPresenceResponse> {
    return this.presence.visible(principal);
  }
}
