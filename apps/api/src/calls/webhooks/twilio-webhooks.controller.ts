import { Body, Controller, Header, HttpCode, Inject, Post, Query, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { routeCall } from '@vanilla/domain';
import type { HttpRequest } from '../../infrastructure/http/http.js';
import { APP_CONFIG } from '../../config/app-config.js';
import type { AppConfig } from '../../config/app-config.js';
import {
  assertTwilioRequest,
  ReceptionistDirectory,
  settingsOf,
} from '../../receptionists/index.js';
import { partiesOf } from '../call-recorder.js';
import { RecordCallCommand } from '../commands/record-call.command.js';
import { readTwilioCallback } from '../twilio-callback.js';
import type { TwilioCallback } from '../twilio-callback.js';
import { aiTwiml, dialTwiml, hangupTwiml, notInServiceTwiml } from './twiml.js';
import { ApiTags } from '@nestjs/swagger';
import {
  ApiAnswer,
  ApiNoContent,
  ApiProviderBody,
} from '../../infrastructure/http/api-docs.decorators.js';

// Vapi's documented entry for a Twilio call handed over by TwiML.
export const VAPI_TWILIO_INBOUND_URL = 'https://api.vapi.ai/twilio/inbound_call';

const FAILED_STATUSES = new Set(['busy', 'failed', 'no-answer', 'canceled']);

// The documentation of every callback: Twilio's form parameters, signed.
const SignedTwilioForm = () =>
  ApiProviderBody(
    'application/x-www-form-urlencoded',
    "Twilio's callback parameters, signed with X-Twilio-Signature",
  );

// Twilio's form-encoded webhooks. Each is checked against X-Twilio-Signature, computed over the
// URL Twilio called, which is our public base URL plus the path and query (PROVIDERS.md), then
// read (twilio-callback.ts): a form it cannot read is 400 and nothing is stored.
@ApiTags('webhooks')
@Controller('webhooks/twilio')
export class TwilioWebhooksController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly directory: ReceptionistDirectory,
    private readonly commands: CommandBus,
  ) {}

  @ApiAnswer(
    "Twilio: an incoming call to a receptionist's number; answers the TwiML that routes it",
    'text/xml',
    { type: 'string', description: 'TwiML' },
  )
  @SignedTwilioForm()
  @Post('voice')
  @HttpCode(200)
  @Header('Content-Type', 'text/xml')
  async voice(@Req() request: HttpRequest, @Body() form: unknown): Promise<string> {
    const call = this.read(request, form);
    const receptionist = await this.directory.byPhoneNumber(call.to);
    if (!receptionist || !call.callSid) return notInServiceTwiml();
    const route = routeCall(
      { ...settingsOf(receptionist), isActive: receptionist.is_active },
      new Date(),
    );
    await this.commands.execute(
      new RecordCallCommand(
        {
          type: 'StartCall',
          data: {
            ...partiesOf(receptionist, {
              callId: call.callSid,
              from: call.from,
              to: call.to,
              direction: 'inbound',
            }),
            provider: 'twilio',
            routedTo: route,
          },
        },
        'twilio:voice',
      ),
    );
    if (route === 'ai') return aiTwiml(VAPI_TWILIO_INBOUND_URL);
    const query = `receptionistId=${encodeURIComponent(receptionist.receptionist_id)}`;
    return dialTwiml(
      receptionist.call_forwarding,
      `${this.config.publicBaseUrl}/webhooks/twilio/dial-status?${query}`,
      `${this.config.publicBaseUrl}/webhooks/twilio/recording?${query}`,
    );
  }

  // The forwarded leg ended: answered means done; no answer, busy or failed falls back to the AI.
  @ApiAnswer(
    'Twilio: how a forwarded call ended; answers TwiML (hang up, or hand over to the AI)',
    'text/xml',
    { type: 'string', description: 'TwiML' },
  )
  @SignedTwilioForm()
  @Post('dial-status')
  @HttpCode(200)
  @Header('Content-Type', 'text/xml')
  dialStatus(@Req() request: HttpRequest, @Body() form: unknown): string {
    const call = this.read(request, form);
    return call.dialCallStatus === 'completed' ? hangupTwiml() : aiTwiml(VAPI_TWILIO_INBOUND_URL);
  }

  @ApiNoContent("Twilio: a call's status changed (a finished call is recorded)")
  @SignedTwilioForm()
  @Post('status')
  @HttpCode(204)
  async status(@Req() request: HttpRequest, @Body() form: unknown): Promise<void> {
    const call = this.read(request, form);
    const ended = call.callStatus === 'completed' || FAILED_STATUSES.has(call.callStatus);
    if (!ended || !call.callSid) return;
    const receptionist = await this.directory.byPhoneNumber(call.to);
    if (!receptionist) return;
    // Twilio reports how long the call lasted, not when: the decider times it from now.
    const duration = call.callDuration ?? 0;
    await this.commands.execute(
      new RecordCallCommand(
        {
          type: 'CompleteCall',
          data: {
            ...partiesOf(receptionist, {
              callId: call.callSid,
              from: call.from,
              to: call.to,
              direction: call.direction,
            }),
            provider: 'twilio',
            outcome: call.callStatus === 'completed' ? 'completed' : 'failed',
            endedReason: call.callStatus,
            durationSeconds: duration,
            recordingUrl: null,
            transcript: [],
            summary: '',
            callerName: call.callerName,
            callerEmail: '',
            callerPhone: call.from,
            reason: '',
            startedAt: null,
            endedAt: null,
          },
        },
        'twilio:status',
      ),
    );
  }

  @ApiNoContent("Twilio: a call's recording is ready")
  @SignedTwilioForm()
  @Post('recording')
  @HttpCode(204)
  async recording(
    @Req() request: HttpRequest,
    @Body() form: unknown,
    @Query('receptionistId') receptionistId?: string,
  ): Promise<void> {
    const call = this.read(request, form);
    if (call.recordingStatus !== 'completed' || !call.callSid || !call.recordingUrl) return;
    const receptionist =
      (await this.directory.byPhoneNumber(call.to)) ??
      (receptionistId ? await this.directory.byId(receptionistId) : null);
    if (!receptionist) return;
    await this.commands.execute(
      new RecordCallCommand(
        {
          type: 'AttachCallRecording',
          data: {
            callId: call.callSid,
            companyId: receptionist.company_id,
            recordingUrl: call.recordingUrl,
            durationSeconds: call.recordingDuration ?? 0,
          },
        },
        'twilio:recording',
      ),
    );
  }

  // The signature first (403), then the form's schema (400).
  private read(request: HttpRequest, form: unknown): TwilioCallback {
    assertTwilioRequest(this.config.twilioAuthToken, this.config.publicBaseUrl, request, form);
    return readTwilioCallback(form);
  }
}
