import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Inject, Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { DemoCallGoal } from '@vanilla/contracts';
import { APP_CONFIG } from '../config/app-config.js';
import type { AppConfig } from '../config/app-config.js';
import { WebhookSecretService } from '../system/index.js';
import type { ReceptionistRow } from './projections/receptionist.projection.js';
import { signVapiRequest } from './providers/webhook-verification.js';

export type SimulatedCaller = {
  name: string;
  phone: string;
  email: string;
  goal: DemoCallGoal;
};

export const SAMPLE_RECORDING_PATH = '/voice-agents/sample-call.wav';

type Line = { role: 'bot' | 'user'; message: string };

const conversation = (
  receptionist: ReceptionistRow,
  caller: SimulatedCaller,
): { lines: Line[]; summary: string; reason: string } => {
  const firstName = caller.name.split(' ')[0];
  const opening: Line[] = [
    { role: 'bot', message: receptionist.greeting },
    { role: 'user', message: `Hi, this is ${caller.name}.` },
  ];
  const closing: Line[] = [
    { role: 'bot', message: `What is the best email to send the details to, ${firstName}?` },
    { role: 'user', message: `It's ${caller.email}.` },
    {
      role: 'bot',
      message: `Thank you, ${firstName}. Someone from ${receptionist.company_name} will follow up shortly. Have a great day!`,
    },
  ];
  switch (caller.goal) {
    case 'appointment':
      return {
        lines: [
          ...opening,
          {
            role: 'user',
            message: 'My air conditioner is not working and I would like to book an appointment.',
          },
          { role: 'bot', message: 'I can help you schedule that. When works best for you?' },
          { role: 'user', message: 'Tomorrow morning, if possible.' },
          { role: 'bot', message: 'I have noted tomorrow morning for a technician visit.' },
          ...closing,
        ],
        summary: `${caller.name} called because their air conditioner is not working and asked to book a technician visit tomorrow morning.`,
        reason: 'Schedule an appointment: air conditioner not working',
      };
    case 'quote':
      return {
        lines: [
          ...opening,
          {
            role: 'user',
            message: 'I would like a quote for replacing my furnace. What does it usually cost?',
          },
          {
            role: 'bot',
            message: 'Prices depend on the home; we can send an estimate after a short visit.',
          },
          { role: 'user', message: 'That works. Please send me the estimate.' },
          ...closing,
        ],
        summary: `${caller.name} asked for a price estimate to replace their furnace; an estimate visit was offered.`,
        reason: 'Quote for a furnace replacement',
      };
    case 'qualify':
      return {
        lines: [
          ...opening,
          { role: 'user', message: 'We just bought a house and are thinking about solar panels.' },
          {
            role: 'bot',
            message:
              'Congratulations! Do you own the home, and roughly what is your monthly power bill?',
          },
          { role: 'user', message: 'Yes, we own it, and the bill is around two hundred dollars.' },
          { role: 'bot', message: 'Thanks, that sounds like a good fit.' },
          ...closing,
        ],
        summary: `${caller.name} owns their home, pays about $200 a month for power and is interested in solar panels.`,
        reason: 'New lead: solar panels for a newly bought home',
      };
  }
};

// This server's own listening socket, on loopback when it listens on every interface. Never an
// address a request names (its Host header): no caller can aim the server's posts elsewhere.
const ownAddress = (address: string | AddressInfo | null): string => {
  if (!address || typeof address === 'string') {
    throw new Error('The server is not listening on a TCP port; it cannot post to itself.');
  }
  const host =
    address.address === '::'
      ? '::1'
      : address.address === '0.0.0.0'
        ? '127.0.0.1'
        : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
};

// A realistic Vapi end-of-call report for a receptionist, signed with our webhook secret and
// posted to our own webhook route over HTTP, exactly as Vapi would: what test mode shows instead
// of a real phone call (the demo button, `npm run simulate:call`, the browser journey).
@Injectable()
export class CallSimulator {
  constructor(
    private readonly secrets: WebhookSecretService,
    private readonly http: HttpAdapterHost,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async simulate(receptionist: ReceptionistRow, caller: SimulatedCaller): Promise<string> {
    const callId = `sim-${randomUUID()}`;
    const endedAt = new Date();
    const { lines, summary, reason } = conversation(receptionist, caller);
    const seconds = lines.length * 6;
    const startedAt = new Date(endedAt.getTime() - seconds * 1000);
    const call = {
      id: callId,
      type: 'inboundPhoneCall',
      assistantId: receptionist.vapi_assistant_id,
      customer: { number: caller.phone },
      phoneNumber: { number: receptionist.phone_number },
    };
    await this.post({ message: { type: 'status-update', status: 'in-progress', call } });
    await this.post({
      message: {
        type: 'end-of-call-report',
        endedReason: 'customer-ended-call',
        startedAt: startedAt.toISOString(),
        endedAt: endedAt.toISOString(),
        call,
        customer: { number: caller.phone },
        phoneNumber: { number: receptionist.phone_number },
        artifact: {
          recordingUrl: `${this.config.publicBaseUrl}${SAMPLE_RECORDING_PATH}`,
          messages: lines.map((line, i) => ({ ...line, secondsFromStart: i * 6 + 0.5 })),
          transcript: lines
            .map((line) => `${line.role === 'bot' ? 'AI' : 'User'}: ${line.message}`)
            .join('\n'),
        },
        analysis: {
          summary,
          structuredData: {
            callerName: caller.name,
            callerEmail: caller.email,
            callerPhone: caller.phone,
            reason,
          },
        },
      },
    });
    return callId;
  }

  private async post(body: unknown): Promise<void> {
    const raw = JSON.stringify(body);
    const self = ownAddress(this.http.httpAdapter.getHttpServer().address());
    const response = await fetch(`${self}/webhooks/vapi`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...signVapiRequest(await this.secrets.vapiSecret(), raw),
      },
      body: raw,
    });
    if (!response.ok) {
      throw new Error(`The webhook answered ${response.status}: ${await response.text()}`);
    }
  }
}
