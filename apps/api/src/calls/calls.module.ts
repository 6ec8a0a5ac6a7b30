import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/index.js';
import { ReceptionistsModule } from '../receptionists/index.js';
import { SystemModule } from '../system/index.js';
import { AiTeamController } from './ai-team.controller.js';
import { CallsController } from './calls.controller.js';
import { RecordCallHandler } from './commands/record-call.handler.js';
import { CallProjection } from './projections/call.projection.js';
import { GetAiTeamHandler } from './queries/get-ai-team.handler.js';
import { GetCallHandler, GetCallsHandler } from './queries/get-calls.handler.js';
import { TwilioWebhooksController } from './webhooks/twilio-webhooks.controller.js';
import { VapiWebhooksController } from './webhooks/vapi-webhooks.controller.js';

export const callProjections = [CallProjection];

@Module({
  imports: [AccountsModule, SystemModule, ReceptionistsModule],
  controllers: [
    CallsController,
    AiTeamController,
    TwilioWebhooksController,
    VapiWebhooksController,
  ],
  providers: [RecordCallHandler, GetCallsHandler, GetCallHandler, GetAiTeamHandler],
})
export class CallsModule {}
