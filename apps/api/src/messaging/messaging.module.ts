import { Module } from '@nestjs/common';
import type { Provider } from '@nestjs/common';
import { APP_CONFIG } from '../config/app-config.js';
import type { AppConfig } from '../config/app-config.js';
import { PROVIDER_OVERRIDES } from '../infrastructure/provider-overrides.js';
import { ReceptionistsModule } from '../receptionists/index.js';
import { MessageWebhooksController } from './message-webhooks.controller.js';
import { MessagingService } from './messaging.service.js';
import type { MessagingProviderOverrides } from './messaging.service.js';
import { createLocalSms, createTwilioSms, SMS_PROVIDER } from './sms-provider.js';
import { TextOutboxController } from './text-outbox.controller.js';

const smsProvider: Provider = {
  provide: SMS_PROVIDER,
  inject: [APP_CONFIG, PROVIDER_OVERRIDES],
  useFactory: (config: AppConfig, overrides: MessagingProviderOverrides) =>
    overrides.smsProvider ?? (config.twilio ? createTwilioSms(config.twilio) : createLocalSms()),
};

@Module({
  imports: [ReceptionistsModule],
  controllers: [MessageWebhooksController, TextOutboxController],
  providers: [smsProvider, MessagingService],
  exports: [MessagingService],
})
export class MessagingModule {}
