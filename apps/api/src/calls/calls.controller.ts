import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CallsQuery } from '@vanilla/contracts/dto';
import type { CallResponse, CallsResponse } from '@vanilla/contracts';
import { Authenticated, CurrentPrincipal } from '../accounts/index.js';
import type { Principal } from '../accounts/index.js';
import { GetCallQuery, GetCallsQuery } from './queries/get-calls.query.js';
import { ApiTags } from '@nestjs/swagger';
import { ApiErrors, ApiQueryFrom, ApiSuccess } from '../infrastructure/http/api-docs.decorators.js';

const DEFAULT_LIMIT = 100;

@ApiTags('calls')
@Controller('api/calls')
@Authenticated()
export class CallsController {
  constructor(private readonly queries: QueryBus) {}

  @ApiSuccess("Calls to the company's receptionists, filtered", 'CallsResponse')
  @ApiQueryFrom(CallsQuery)
  @Get()
  async list(
    @Query() query: CallsQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<CallsResponse> {
    const calls = await this.queries.execute(
      new GetCallsQuery(principal, query.limit ?? DEFAULT_LIMIT),
    );
    return { success: true, calls };
  }

  @ApiSuccess('A call with its transcript', 'CallResponse')
  @ApiErrors(404)
  @Get(':id')
  async one(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<CallResponse> {
    const call = await this.queries.execute(new GetCallQuery(principal, id.slice(0, 200)));
    return { success: true, call };
  }
}
