import {
  Body,
  Controller,
  Delete,
  ForbiddenException,
  Get,
  Headers,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Req,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { TEST_MODE_HEADER } from '@vanilla/contracts';
import {
  CreateReceptionistRequest,
  ReceptionistFeedbackRequest,
  RequestCallRequest,
  SimulateCallRequest,
  UpdateReceptionistRequest,
} from '@vanilla/contracts/dto';
import type {
  CreateReceptionistResponse,
  ReceptionistListResponse,
  ReceptionistResponse,
} from '@vanilla/contracts';
import { clientAddressKey } from '../infrastructure/http/rate-limit.js';
import { Authenticated, CurrentPrincipal } from '../accounts/index.js';
import type { Principal, RequestWithPrincipal } from '../accounts/index.js';
import { CallSimulator } from './call-simulator.js';
import { TestModeService } from '../system/index.js';
import { CreateReceptionistCommand } from './commands/create-receptionist.command.js';
import { DeleteReceptionistCommand } from './commands/delete-receptionist.command.js';
import { SendReceptionistFeedbackCommand } from './commands/send-receptionist-feedback.command.js';
import { UpdateReceptionistCommand } from './commands/update-receptionist.command.js';
import { DemoCalls } from './demo-calls.js';
import { toReceptionist } from './projections/receptionist.projection.js';
import { ReceptionistDirectory } from './receptionist-directory.js';
import { ApiTags } from '@nestjs/swagger';
import {
  ApiErrors,
  ApiJsonBody,
  ApiSuccess,
  stringOf,
} from '../infrastructure/http/api-docs.decorators.js';

@ApiTags('receptionists')
@Controller('api')
export class ReceptionistsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly directory: ReceptionistDirectory,
    private readonly testMode: TestModeService,
    private readonly demoCalls: DemoCalls,
    private readonly simulator: CallSimulator,
  ) {}

  @ApiSuccess("The company's AI receptionists", 'ReceptionistListResponse')
  @Get('ai-receptionist/list')
  @Authenticated()
  async list(@CurrentPrincipal() principal: Principal): Promise<ReceptionistListResponse> {
    return {
      success: true,
      receptionists: (await this.directory.list(principal)).map(toReceptionist),
    };
  }

  @ApiSuccess('An AI receptionist', 'ReceptionistResponse')
  @ApiErrors(404)
  @Get('ai-receptionist/:id')
  @Authenticated()
  async one(
    @Param('id', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ReceptionistResponse> {
    return {
      success: true,
      receptionist: await this.directory.receptionistFor(principal, id),
    };
  }

  @ApiSuccess(
    'Create an AI receptionist with its Vapi assistant and a phone number',
    'CreateReceptionistResponse',
  )
  @ApiJsonBody(CreateReceptionistRequest)
  @ApiErrors(402, 409, 503)
  @Post('ai-receptionist/create-with-vapi')
  @HttpCode(200)
  @Authenticated()
  async create(
    @Body() body: CreateReceptionistRequest,
    @CurrentPrincipal() principal: Principal,
    @Headers(TEST_MODE_HEADER) override?: string,
  ): Promise<CreateReceptionistResponse> {
    const testMode = await this.testMode.effective(principal, override);
    const receptionist = await this.commands.execute(
      new CreateReceptionistCommand(principal, body, testMode),
    );
    return { success: true, receptionist, phone_number: receptionist.phone_number };
  }

  @ApiSuccess('Change an AI receptionist', 'ReceptionistResponse')
  @ApiJsonBody(UpdateReceptionistRequest)
  @ApiErrors(404, 503)
  @Put('ai-receptionist/:id')
  @Authenticated()
  async update(
    @Param('id', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) id: string,
    @Body() body: UpdateReceptionistRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ReceptionistResponse> {
    const receptionist = await this.commands.execute(
      new UpdateReceptionistCommand(principal, id, body),
    );
    return { success: true, receptionist };
  }

  @ApiSuccess('Delete an AI receptionist and release its number')
  @ApiErrors(404, 503)
  @Delete('ai-receptionist/:id')
  @Authenticated()
  async remove(
    @Param('id', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<{ success: true }> {
    await this.commands.execute(new DeleteReceptionistCommand(principal, id));
    return { success: true };
  }

  @ApiSuccess('Send feedback on a receptionist')
  @ApiJsonBody(ReceptionistFeedbackRequest)
  @ApiErrors(404)
  @Post('receptionist-feedback')
  @HttpCode(200)
  @Authenticated()
  async feedback(
    @Body() body: ReceptionistFeedbackRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<{ success: true }> {
    await this.commands.execute(new SendReceptionistFeedbackCommand(principal, body));
    return { success: true };
  }

  // Public: the demo popup works for visitors too.
  @ApiSuccess('Ask the demo receptionist to call a phone number', {
    outcome: stringOf('What happened to the request'),
  })
  @ApiJsonBody(RequestCallRequest)
  @ApiErrors(503)
  @Post('request-call')
  @HttpCode(200)
  async requestCall(
    @Body() body: RequestCallRequest,
    @Req() request: RequestWithPrincipal,
    @Headers(TEST_MODE_HEADER) override?: string,
  ): Promise<{ success: true; outcome: string }> {
    const outcome = await this.demoCalls.request(
      body,
      { address: clientAddressKey(request), principal: request.principal },
      override,
    );
    return { success: true, outcome };
  }

  // Test mode's stand-in for a phone: a realistic call to one of the caller's receptionists,
  // through the signed webhook path (`npm run simulate:call` uses it).
  @ApiSuccess('Simulate a call to a receptionist (test mode)', {
    call_id: stringOf('The recorded call'),
  })
  @ApiJsonBody(SimulateCallRequest)
  @ApiErrors(404, 409)
  @Post('calls/simulate')
  @HttpCode(200)
  @Authenticated()
  async simulate(
    @Body() body: SimulateCallRequest,
    @CurrentPrincipal() principal: Principal,
    @Headers(TEST_MODE_HEADER) override?: string,
  ): Promise<{ success: true; call_id: string }> {
    if (!(await this.testMode.effective(principal, override))) {
      throw new ForbiddenException('The call simulator runs only in test mode.');
    }
    const receptionist = body.receptionistId
      ? await this.directory.forPrincipal(principal, body.receptionistId)
      : (await this.directory.list(principal))[0];
    if (!receptionist) {
      throw new ForbiddenException('Create an AI receptionist first: calls need one to answer.');
    }
    const callId = await this.simulator.simulate(receptionist, {
      name: body.callerName ?? 'Jordan Rivera',
      phone: body.callerPhone ?? '+15125550147',
      email: body.callerEmail ?? 'jordan.rivera@example.com',
      goal: body.goal ?? 'appointment',
    });
    return { success: true, call_id: callId };
  }
}
