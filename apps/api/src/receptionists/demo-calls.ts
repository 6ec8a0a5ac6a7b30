import { randomUUID } from 'node:crypto';
import {
  BadGatewayException,
  Inject,
  Injectable,
  ServiceUnavailableException,
} from '@nestjs/common';
import type { RequestCallRequest } from '@vanilla/contracts';
import type { Principal } from '../accounts/principal.js';
import { CallSimulator } from '../calls/call-simulator.js';
import { APP_CONFIG } from '../config/app-config.js';
import type { AppConfig } from '../config/app-config.js';
import { DATABASE } from '../infrastructure/database/database.js';
import type { Database } from '../infrastructure/database/database.js';
import { TestModeService } from '../system/test-mode.service.js';
import { ReceptionistDirectory } from './receptionist-directory.js';
import { ReceptionistProvisioning } from './receptionist-provisioning.js';
import { VOICE_AGENT_PROVIDER } from './providers/voice-agent.js';
import type { VoiceAgentProvider } from './providers/voice-agent.js';

const goalText = {
  appointment: 'schedule an appointment',
  qualify: 'learn whether the caller is a good fit (qualify the lead)',
  quote: 'gather what is needed to send a quote',
} as const;

export type DemoCallOutcome = 'called' | 'simulated';

export const TEST_MODE_DEMO_UNAVAILABLE =
  'This server runs in test mode and cannot place phone calls. Sign in and set up an AI receptionist to watch a simulated call arrive instead.';

// "Try AI Receptionist Now" (000 §2): in production Vapi phones the visitor with a receptionist
// made for their company; in test mode a signed-in user's own receptionist takes a simulated call
// that shows up in their Recent conversations. Every request that goes ahead is kept as a lead.
@Injectable()
export class DemoCalls {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(VOICE_AGENT_PROVIDER) private readonly voiceAgent: VoiceAgentProvider,
    private readonly testMode: TestModeService,
    private readonly directory: ReceptionistDirectory,
    private readonly provisioning: ReceptionistProvisioning,
    private readonly simulator: CallSimulator,
  ) {}

  async request(
    request: RequestCallRequest,
    principal: Principal | null | undefined,
    override?: string,
  ): Promise<DemoCallOutcome> {
    const outcome = (await this.testMode.effective(principal, override))
      ? await this.simulate(request, principal)
      : await this.call(request);
    await this.db.query(
      `INSERT INTO demo_call_requests (request_id, user_id, customer_name, agent_name, phone,
         company_name, sector, goal, outcome)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        randomUUID(),
        principal?.userId ?? null,
        request.customerName ?? '',
        request.agentName ?? '',
        request.phone,
        request.companyName,
        request.sector,
        request.goal,
        outcome,
      ],
    );
    return outcome;
  }

  private async simulate(
    request: RequestCallRequest,
    principal: Principal | null | undefined,
  ): Promise<DemoCallOutcome> {
    const receptionist = principal
      ? (await this.directory.list(principal)).find((r) => r.is_active)
      : undefined;
    if (!principal || !receptionist) {
      // No phone can ring in test mode; saying the call is on its way would be untrue.
      throw new ServiceUnavailableException(TEST_MODE_DEMO_UNAVAILABLE);
    }
    await this.simulator.simulate(receptionist, {
      name: request.customerName?.trim() || 'Demo Caller',
      phone: request.phone,
      email: principal.email,
      goal: request.goal,
    });
    return 'simulated';
  }

  private async call(request: RequestCallRequest): Promise<DemoCallOutcome> {
    const phoneNumberId = this.config.vapi?.demoPhoneNumberId;
    if (this.voiceAgent.kind !== 'vapi' || !phoneNumberId) {
      throw new ServiceUnavailableException(
        'Demo calls are not set up on this server (VAPI_DEMO_PHONE_NUMBER_ID).',
      );
    }
    const agent = request.agentName?.trim() || 'Ava';
    const spec = await this.provisioning.assistantSpec({
      name: agent,
      companyName: request.companyName,
      goals: [`Demo call: ${goalText[request.goal]}`, `Business type: ${request.sector}`],
      tone: 'Friendly',
      greeting: `Hi${request.customerName ? ` ${request.customerName}` : ''}, this is ${agent} from ${request.companyName}, calling for your AI receptionist demo. How can I help you today?`,
      followUps: [],
      answerTiming: ['24/7'],
      callForwarding: '',
      operatingHours: { timezone: 'UTC', days: {} },
    });
    try {
      await this.voiceAgent.startOutboundCall({
        assistant: spec,
        phoneNumberId,
        customerNumber: request.phone,
        customerName: request.customerName,
      });
    } catch (error) {
      throw new BadGatewayException(
        `Failed to initiate call: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    return 'called';
  }
}
