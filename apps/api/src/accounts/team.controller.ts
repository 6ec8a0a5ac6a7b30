import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CreateInvitationRequest } from '@vanilla/contracts/dto';
import { Authenticated, CurrentPrincipal } from './principal.js';
import type { Principal } from './principal.js';
import { TeamService } from './team.service.js';
import { ApiTags } from '@nestjs/swagger';
import {
  ApiErrors,
  ApiJsonBody,
  ApiSuccess,
  listOf,
  objectOf,
  stringOf,
} from '../infrastructure/http/api-docs.decorators.js';

@ApiTags('accounts')
@Controller('auth/manager')
@Authenticated('manager')
export class TeamController {
  constructor(private readonly team: TeamService) {}

  @ApiSuccess("The company's members (managers)", { team_members: listOf('TeamMember') })
  @Get('team')
  async members(@CurrentPrincipal() principal: Principal) {
    return { success: true, team_members: await this.team.members(principal.companyId) };
  }

  @ApiSuccess('Remove a member (managers)')
  @ApiErrors(404, 409)
  @Delete('team/:userId')
  async remove(
    @Param('userId', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) userId: string,
    @CurrentPrincipal() principal: Principal,
  ) {
    await this.team.remove(principal, userId);
    return { success: true };
  }

  @ApiSuccess('Open invitations (managers)', { invitations: listOf('Invitation') })
  @Get('invitations')
  async invitations(@CurrentPrincipal() principal: Principal) {
    return { success: true, invitations: await this.team.invitations(principal.companyId) };
  }

  @ApiSuccess('Invite someone by email (managers)', {
    invitation: objectOf('Invitation'),
    link: stringOf('The link mailed to the invitee'),
  })
  @ApiJsonBody(CreateInvitationRequest)
  @ApiErrors(409)
  @Post('invitations')
  async invite(@Body() body: CreateInvitationRequest, @CurrentPrincipal() principal: Principal) {
    return { success: true, ...(await this.team.invite(principal, body.email)) };
  }

  @ApiSuccess('Revoke an invitation (managers)')
  @ApiErrors(404)
  @Delete('invitations/:id')
  async revoke(
    @Param('id', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) id: string,
    @CurrentPrincipal() principal: Principal,
  ) {
    await this.team.revoke(principal.companyId, id);
    return { success: true };
  }
}
