import { randomUUID } from 'node:crypto';
import {
  BadGatewayException,
  BadRequestException,
  Inject,
  Injectable,
  Logger,
  ServiceUnavailableException,
} from '@nestjs/common';
import type { RequestCallRequest } from '@vanilla/contracts/dto';
import type { Principal } from '../accounts/index.js';
import { CallSimulator } from './call-simulator.js';
import { APP_CONFIG } from '../config/app-config.js';
import type { AppConfig } from '../config/app-config.js';
import { DATABASE } from '../infrastructure/database/database.js';
import type { Database } from '../infrastructure/database/database.js';
import { TooManyRequestsException, waitingTime } from '../infrastructure/http/too-many-requests.js';
import { QUOTA_STORE } from '../infrastructure/quota/quota-store.js';
import type { QuotaLimit, QuotaStore } from '../infrastructure/quota/quota-store.js';
import { TestModeService } from '../system/index.js';
import { demoCallNumber } from './demo-call-number.js';
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

export const DEMO_CALLS_PAUSED =
  'Demo calls are paused for a moment. Please try again in a few minutes.';

export const TEST_MODE_DEMO_UNAVAILABLE =
  'This server runs in test mode and cannot place phone calls. Sign in and set up an AI receptionist to watch a simulated call arrive instead.';

// Who asked for a demo call, for its limits: the client's address and the signed-in user.
export type DemoCaller = { address: string; principal: Principal | null | undefined };

// A limit of real demo calls and what a caller over it is told.
type DemoCallLimit = QuotaLimit & { refusal: string };

// "Try AI Receptionist Now" (000 §2): in production Vapi phones the visitor with a receptionist
// made for their company; in test mode a signed-in user's own receptionist takes a simulated call
// that shows up in their Recent conversations. Only a landline or mobile number of a country we
// call is called, in E.164. Real calls are counted against limits per address, per number, per
// user and for the whole server; a call that does not go out counts against none of them, and
// the HTTP rate limit of the route bounds the attempts. Every request that goes ahead is kept as
// a lead.
@Injectable()
export class DemoCalls {
  private readonly logger = new Logger(DemoCalls.name);

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(VOICE_AGENT_PROVIDER) private readonly voiceAgent: VoiceAgentProvider,
    @Inject(QUOTA_STORE) private readonly quotas: QuotaStore,
    private readonly testMode: TestModeService,
    private readonly directory: ReceptionistDirectory,
    private readonly provisioning: ReceptionistProvisioning,
    private readonly simulator: CallSimulator,
  ) {}

  async request(
    request: RequestCallRequest,
    caller: DemoCaller,
    override?: string,
  ): Promise<DemoCallOutcome> {
    const number = demoCallNumber(request.phone, this.config.demoCalls.countries);
    if (!number.ok) throw new BadRequestException(number.message);
    const demo = { ...request, phone: number.e164 };
    const outcome = (await this.testMode.effective(caller.principal, override))
      ? await this.simulate(demo, caller.principal)
      : await this.callWithinLimits(demo, caller);
    await this.db.query(
      `INSERT INTO demo_call_requests (request_id, user_id, customer_name, agent_name, phone,
         company_name, sector, goal, outcome)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        randomUUID(),
        caller.principal?.userId ?? null,
        demo.customerName ?? '',
        demo.agentName ?? '',
        demo.phone,
        demo.companyName,
        demo.sector,
        demo.goal,
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

  private async callWithinLimits(
    request: RequestCallRequest,
    { address, principal }: DemoCaller,
  ): Promise<DemoCallOutcome> {
    const phoneNumberId = this.config.vapi?.demoPhoneNumberId;
    if (this.voiceAgent.kind !== 'vapi' || !phoneNumberId) {
      throw new ServiceUnavailableException(
        'Demo calls are not set up on this server (VAPI_DEMO_PHONE_NUMBER_ID).',
      );
    }
    const { perAddress, perNumber, perUser, global } = this.config.demoCalls;
    const limits: DemoCallLimit[] = [
      {
        key: `demo-call:address:${address}`,
        ...perAddress,
        refusal: 'Too many demo calls from this address.',
      },
      {
        key: `demo-call:number:${request.phone}`,
        ...perNumber,
        refusal: 'Too many demo calls to this number.',
      },
      ...(principal
        ? [
            {
              key: `demo-call:user:${principal.userId}`,
              ...perUser,
              refusal: 'Too many demo calls from your account.',
            },
          ]
        : []),
      {
        key: 'demo-call:all',
        ...global,
        refusal: 'We have placed as many demo calls as we can today.',
      },
    ];
    // Counts that cannot be read are not room to call: no call goes out uncounted.
    const taken = await this.quotas.take(limits).catch((error: unknown) => {
      this.logger.error(`Demo-call limits could not be read: ${String(error)}`);
      throw new ServiceUnavailableException(DEMO_CALLS_PAUSED);
    });
    if (!taken.granted) {
      throw new TooManyRequestsException(
        `${taken.limit.refusal} Please try again in ${waitingTime(taken.retryAfterMs)}.`,
        taken.retryAfterMs,
      );
    }
    try {
      await this.call(request, phoneNumberId);
    } catch (error) {
      await taken.giveBack();
      throw error;
    }
    return 'called';
  }

  private async call(request: RequestCallRequest, phoneNumberId: string): Promise<void> {
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
  }
}
