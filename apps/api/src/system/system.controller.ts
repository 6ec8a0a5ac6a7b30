import {
  Body,
  Controller,
  ForbiddenException,
  Get,
  Headers,
  HttpCode,
  Post,
  Req,
} from '@nestjs/common';
import { TEST_MODE_HEADER } from '@vanilla/contracts';
import { ToggleTestModeRequest } from '@vanilla/contracts/dto';
import type { TestModeStatusResponse } from '@vanilla/contracts';
import { Authenticated, CurrentPrincipal } from '../accounts/index.js';
import type { Principal, RequestWithPrincipal } from '../accounts/index.js';
import { TestModeService } from './test-mode.service.js';
import { ApiTags } from '@nestjs/swagger';
import {
  ApiErrors,
  ApiJsonBody,
  ApiSuccess,
  stringOf,
} from '../infrastructure/http/api-docs.decorators.js';

@ApiTags('system')
@Controller('api/system')
export class SystemController {
  constructor(private readonly testMode: TestModeService) {}

  @ApiSuccess('Whether receptionists run in test mode for this caller', 'TestModeStatusResponse')
  @Get('test-mode-status')
  status(
    @Req() request: RequestWithPrincipal,
    @Headers(TEST_MODE_HEADER) override?: string,
  ): Promise<TestModeStatusResponse> {
    return this.testMode.status(request.principal, override);
  }

  @ApiSuccess('Switch test mode for the company (managers, providers configured)', {
    message: stringOf('What is in effect now'),
  })
  @ApiJsonBody(ToggleTestModeRequest)
  @ApiErrors(403)
  @Post('toggle-test-mode')
  @HttpCode(200)
  @Authenticated()
  async toggle(@Body() body: ToggleTestModeRequest, @CurrentPrincipal() principal: Principal) {
    if (!this.testMode.canToggle(principal)) {
      throw new ForbiddenException(
        this.testMode.providersConfigured
          ? 'Only managers can switch test mode.'
          : 'Test mode cannot be turned off: Twilio and Vapi are not configured on this server.',
      );
    }
    await this.testMode.set(principal, body.testMode);
    return {
      success: true,
      message: body.testMode
        ? 'Test mode is on: receptionists use the shared development number.'
        : 'Production mode is on: new receptionists buy their own phone numbers.',
    };
  }
}
