import { Body, Controller, Header, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { APP_CONFIG } from '../config/app-config.js';
import type { AppConfig } from '../config/app-config.js';
import {
  ApiAnswer,
  ApiNoContent,
  ApiProviderBody,
} from '../infrastructure/http/api-docs.decorators.js';
import type { HttpRequest } from '../infrastructure/http/http.js';
import { assertTwilioRequest } from '../receptionists/index.js';
import { optOutKeyword, readTwilioMessageForm } from './message-form.js';
import type { TwilioMessageForm } from './message-form.js';
import { MessagingService } from './messaging.service.js';

const SignedTwilioForm = () =>
  ApiProviderBody(
    'application/x-www-form-urlencoded',
    "Twilio's message parameters, signed with X-Twilio-Signature",
  );

// Twilio's messaging webhooks, each checked against X-Twilio-Signature like the voice ones.
@ApiTags('webhooks')
@Controller('webhooks/twilio')
export class MessageWebhooksController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly messaging: MessagingService,
  ) {}

  @ApiNoContent("Twilio: a text's status changed (a failed one shows on its proposal's row)")
  @SignedTwilioForm()
  @Post('message-status')
  @HttpCode(204)
  async messageStatus(@Req() request: HttpRequest, @Body() form: unknown): Promise<void> {
    const message = this.read(request, form);
    if (!message.messageSid) return;
    await this.messaging.statusReported(
      message.messageSid,
      message.messageStatus,
      message.errorCode,
    );
  }

  // STOP and START from the client. Twilio answers the keywords itself (Advanced Opt-Out), so our
  // answer says nothing.
  @ApiAnswer('Twilio: a text to one of our numbers; answers empty TwiML', 'text/xml', {
    type: 'string',
    description: 'TwiML',
  })
  @SignedTwilioForm()
  @Post('messages')
  @HttpCode(200)
  @Header('Content-Type', 'text/xml')
  async messages(@Req() request: HttpRequest, @Body() form: unknown): Promise<string> {
    const message = this.read(request, form);
    const keyword = optOutKeyword(message.body);
    if (keyword && message.from && message.to) {
      await this.messaging.replied(message, keyword === 'opt-out');
    }
    return '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';
  }

  private read(request: HttpRequest, form: unknown): TwilioMessageForm {
    assertTwilioRequest(this.config.twilioAuthToken, this.config.publicBaseUrl, request, form);
    return readTwilioMessageForm(form);
  }
}
