import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CreateInvitationRequest } from '@vanilla/contracts/dto';
import { Authenticated, CurrentPrincipal } from './principal.js';
import type { Principal } from './principal.js';
import { TeamService } from './team.service.js';

@Controller('auth/manager')
@Authenticated('manager')
export class TeamController {
  constructor(private readonly team: TeamService) {}

  @Get('team')
  async members(@CurrentPrincipal() principal: Principal) {
    return { success: true, team_members: await this.team.members(principal.companyId) };
  }

  @Delete('team/:userId')
  async remove(
    @Param('userId', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) userId: string,
    @CurrentPrincipal() principal: Principal,
  ) {
    await this.team.remove(principal, userId);
    return { success: true };
  }

  @Get('invitations')
  async invitations(@CurrentPrincipal() principal: Principal) {
    return { success: true, invitations: await this.team.invitations(principal.companyId) };
  }

  @Post('invitations')
  async invite(@Body() body: CreateInvitationRequest, @CurrentPrincipal() principal: Principal) {
    return { success: true, ...(await this.team.invite(principal, body.email)) };
  }

  @Delete('invitations/:id')
  async revoke(
    @Param('id', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) id: string,
    @CurrentPrincipal() principal: Principal,
  ) {
    await this.team.revoke(principal.companyId, id);
    return { success: true };
  }
}
