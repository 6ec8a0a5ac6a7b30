import {
  Body,
  Controller,
  ForbiddenException,
  Header,
  HttpCode,
  Inject,
  Post,
  Query,
  Req,
} from '@nestjs/common';
import { routeCall } from '@vanilla/domain';
import { headerOf } from '../../infrastructure/http/http.js';
import type { HttpRequest } from '../../infrastructure/http/http.js';
import { APP_CONFIG } from '../../config/app-config.js';
import type { AppConfig } from '../../config/app-config.js';
import { verifyTwilioRequest } from '../../receptionists/providers/webhook-verification.js';
import { ReceptionistDirectory } from '../../receptionists/receptionist-directory.js';
import { settingsOf } from '../../receptionists/receptionist-writer.js';
import { CallRecorder, partiesOf } from '../call-recorder.js';
import { aiTwiml, dialTwiml, hangupTwiml, notInServiceTwiml } from './twiml.js';

// Vapi's documented entry for a Twilio call handed over by TwiML.
export const VAPI_TWILIO_INBOUND_URL = 'https://api.vapi.ai/twilio/inbound_call';

type TwilioForm = Record<string, string>;

const FAILED_STATUSES = new Set(['busy', 'failed', 'no-answer', 'canceled']);

// Twilio's form-encoded webhooks. Each is checked against X-Twilio-Signature, computed over the
// URL Twilio called, which is our public base URL plus the path and query (PROVIDERS.md).
@Controller('webhooks/twilio')
export class TwilioWebhooksController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly directory: ReceptionistDirectory,
    private readonly calls: CallRecorder,
  ) {}

  @Post('voice')
  @HttpCode(200)
  @Header('Content-Type', 'text/xml')
  async voice(@Req() request: HttpRequest, @Body() form: TwilioForm): Promise<string> {
    this.verify(request, form);
    const receptionist = await this.directory.byPhoneNumber(form.To ?? '');
    if (!receptionist || !form.CallSid) return notInServiceTwiml();
    const route = routeCall(
      { ...settingsOf(receptionist), isActive: receptionist.is_active },
      new Date(),
    );
    await this.calls.record(
      {
        type: 'StartCall',
        data: {
          ...partiesOf(receptionist, {
            callId: form.CallSid,
            from: form.From ?? '',
            to: form.To ?? '',
            direction: 'inbound',
          }),
          provider: 'twilio',
          routedTo: route,
          startedAt: new Date().toISOString(),
        },
      },
      'twilio:voice',
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
  @Post('dial-status')
  @HttpCode(200)
  @Header('Content-Type', 'text/xml')
  dialStatus(@Req() request: HttpRequest, @Body() form: TwilioForm): string {
    this.verify(request, form);
    return form.DialCallStatus === 'completed' ? hangupTwiml() : aiTwiml(VAPI_TWILIO_INBOUND_URL);
  }

  @Post('status')
  @HttpCode(204)
  async status(@Req() request: HttpRequest, @Body() form: TwilioForm): Promise<void> {
    this.verify(request, form);
    const ended = form.CallStatus === 'completed' || FAILED_STATUSES.has(form.CallStatus ?? '');
    if (!ended || !form.CallSid) return;
    const receptionist = await this.directory.byPhoneNumber(form.To ?? '');
    if (!receptionist) return;
    const duration = Number(form.CallDuration ?? 0);
    const endedAt = new Date();
    await this.calls.record(
      {
        type: 'CompleteCall',
        data: {
          ...partiesOf(receptionist, {
            callId: form.CallSid,
            from: form.From ?? '',
            to: form.To ?? '',
            direction: form.Direction?.startsWith('outbound') ? 'outbound' : 'inbound',
          }),
          provider: 'twilio',
          outcome: form.CallStatus === 'completed' ? 'completed' : 'failed',
          endedReason: form.CallStatus ?? '',
          durationSeconds: Number.isFinite(duration) ? duration : 0,
          recordingUrl: null,
          transcript: [],
          summary: '',
          callerName: form.CallerName ?? '',
          callerEmail: '',
          callerPhone: form.From ?? '',
          reason: '',
          startedAt: new Date(endedAt.getTime() - duration * 1000).toISOString(),
          endedAt: endedAt.toISOString(),
        },
      },
      'twilio:status',
    );
  }

  @Post('recording')
  @HttpCode(204)
  async recording(
    @Req() request: HttpRequest,
    @Body() form: TwilioForm,
    @Query('receptionistId') receptionistId?: string,
  ): Promise<void> {
    this.verify(request, form);
    if (form.RecordingStatus !== 'completed' || !form.CallSid || !form.RecordingUrl) return;
    const receptionist =
      (await this.directory.byPhoneNumber(form.To ?? '')) ??
      (receptionistId ? await this.directory.byId(receptionistId) : null);
    if (!receptionist) return;
    await this.calls.record(
      {
        type: 'AttachCallRecording',
        data: {
          callId: form.CallSid,
          companyId: receptionist.company_id,
          recordingUrl: form.RecordingUrl,
          durationSeconds: Number(form.RecordingDuration ?? 0) || 0,
          at: new Date().toISOString(),
        },
      },
      'twilio:recording',
    );
  }

  private verify(request: HttpRequest, form: TwilioForm): void {
    const url = `${this.config.publicBaseUrl}${request.originalUrl}`;
    if (
      !verifyTwilioRequest(
        this.config.twilioAuthToken,
        headerOf(request, 'x-twilio-signature'),
        url,
        form,
      )
    ) {
      throw new ForbiddenException('Invalid Twilio signature');
    }
  }
}
