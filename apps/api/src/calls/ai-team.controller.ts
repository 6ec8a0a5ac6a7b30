import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { AiTeamResponse } from '@vanilla/contracts';
import { Authenticated, CurrentPrincipal } from '../accounts/index.js';
import type { Principal } from '../accounts/index.js';
import { GetAiTeamQuery } from './queries/get-ai-team.query.js';
import { ApiTags } from '@nestjs/swagger';
import { ApiSuccess } from '../infrastructure/http/api-docs.decorators.js';

@ApiTags('calls')
@Controller('api/ai-team')
@Authenticated()
export class AiTeamController {
  constructor(private readonly queries: QueryBus) {}

  // 001 §2 "AI Team": the receptionists the caller sees, with the figures of their calls.
  @ApiSuccess("The company's AI team", 'AiTeamResponse')
  @Get()
  async list(@CurrentPrincipal() principal: Principal): Promise<AiTeamResponse> {
    return { success: true, members: await this.queries.execute(new GetAiTeamQuery(principal)) };
  }
}
