import {
  BadGatewayException,
  Inject,
  Injectable,
  Logger,
  UnprocessableEntityException,
} from '@nestjs/common';
import { NO_AVAILABLE_NUMBERS } from '@vanilla/contracts';
import type { ReceptionistSettings } from '@vanilla/domain';
import { APP_CONFIG } from '../config/app-config.js';
import type { AppConfig } from '../config/app-config.js';
import { WebhookSecretService } from '../system/index.js';
import { buildAssistantSpec } from './providers/assistant-spec.js';
import { isLocalId } from './providers/local-voice-agent.js';
import { TELEPHONY_PROVIDER } from './providers/telephony.js';
import type { TelephonyProvider } from './providers/telephony.js';
import { VOICE_AGENT_PROVIDER } from './providers/voice-agent.js';
import type { AssistantSpec, VoiceAgentProvider } from './providers/voice-agent.js';

export type ProvisionedLine = {
  phoneNumber: string;
  twilioSid: string | null;
  vapiAssistantId: string;
  vapiPhoneNumberId: string | null;
};

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

// Buys and wires what a receptionist answers with (a Twilio number attached to a Vapi assistant),
// or in test mode only the assistant on the shared development number. Each step that fails
// undoes the ones before it: no number is left bought and unused.
@Injectable()
export class ReceptionistProvisioning {
  private readonly logger = new Logger(ReceptionistProvisioning.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(TELEPHONY_PROVIDER) private readonly telephony: TelephonyProvider | null,
    @Inject(VOICE_AGENT_PROVIDER) private readonly voiceAgent: VoiceAgentProvider,
    private readonly secrets: WebhookSecretService,
  ) {}

  async assistantSpec(settings: ReceptionistSettings): Promise<AssistantSpec> {
    return buildAssistantSpec({
      receptionistName: settings.name,
      companyName: settings.companyName,
      tone: settings.tone,
      goals: settings.goals,
      followUps: settings.followUps,
      greeting: settings.greeting,
      callForwarding: settings.callForwarding,
      operatingHours: settings.operatingHours,
      serverUrl: `${this.config.publicBaseUrl}/webhooks/vapi`,
      serverSecret: await this.secrets.vapiSecret(),
    });
  }

  async provision(
    settings: ReceptionistSettings,
    areaCode: string,
    testMode: boolean,
  ): Promise<ProvisionedLine> {
    const spec = await this.assistantSpec(settings);
    if (testMode || !this.telephony || !this.config.twilio) {
      const assistant = await this.step('create the AI voice agent', () =>
        this.voiceAgent.createAssistant(spec),
      );
      return {
        phoneNumber: this.config.testPhoneNumber,
        twilioSid: null,
        vapiAssistantId: assistant.id,
        vapiPhoneNumberId: null,
      };
    }
    const telephony = this.telephony;
    const twilio = this.config.twilio;
    const available = await this.step('provision phone number', () =>
      telephony.searchLocalNumbers(areaCode, 5),
    );
    if (available.length === 0) {
      throw new UnprocessableEntityException(`${NO_AVAILABLE_NUMBERS} in area code ${areaCode}`);
    }
    const undo: Array<{ what: string; run: () => Promise<void> }> = [];
    try {
      const bought = await this.step('provision phone number', () =>
        telephony.buyNumber(available[0].phoneNumber, {
          voiceUrl: `${this.config.publicBaseUrl}/webhooks/twilio/voice`,
          statusCallback: `${this.config.publicBaseUrl}/webhooks/twilio/status`,
          smsUrl: `${this.config.publicBaseUrl}/webhooks/twilio/messages`,
          friendlyName: `${settings.companyName} – ${settings.name}`.slice(0, 64),
        }),
      );
      undo.push({
        what: `release ${bought.phoneNumber}`,
        run: () => telephony.releaseNumber(bought.sid),
      });
      const assistant = await this.step('create the AI voice agent', () =>
        this.voiceAgent.createAssistant(spec),
      );
      undo.push({
        what: `delete assistant ${assistant.id}`,
        run: () => this.voiceAgent.deleteAssistant(assistant.id),
      });
      const imported = await this.step('attach the number to the AI voice agent', () =>
        this.voiceAgent.importTwilioNumber({
          number: bought.phoneNumber,
          twilioAccountSid: twilio.accountSid,
          twilioAuthToken: twilio.authToken,
          serverUrl: spec.serverUrl,
          serverSecret: spec.serverSecret,
          name: `${settings.companyName} – ${settings.name}`.slice(0, 40),
        }),
      );
      return {
        phoneNumber: bought.phoneNumber,
        twilioSid: bought.sid,
        vapiAssistantId: assistant.id,
        vapiPhoneNumberId: imported.id,
      };
    } catch (error) {
      await this.rollBack(undo);
      throw error;
    }
  }

  async updateAssistant(assistantId: string, settings: ReceptionistSettings): Promise<void> {
    if (isLocalId(assistantId) && this.voiceAgent.kind !== 'local') return;
    const spec = await this.assistantSpec(settings);
    await this.step('update the AI voice agent', () =>
      this.voiceAgent.updateAssistant(assistantId, spec),
    );
  }

  // Gives back what the receptionist held; the shared test number is kept.
  async release(line: ProvisionedLine): Promise<void> {
    if (line.vapiPhoneNumberId && !isLocalId(line.vapiPhoneNumberId)) {
      const id = line.vapiPhoneNumberId;
      await this.step('detach the number from the AI voice agent', () =>
        this.voiceAgent.deletePhoneNumber(id),
      );
    }
    if (line.twilioSid) {
      if (!this.telephony) {
        throw new BadGatewayException(
          'Failed to delete AI Receptionist: Twilio is not configured, so its number cannot be released.',
        );
      }
      const telephony = this.telephony;
      const sid = line.twilioSid;
      await this.step('release the phone number', () => telephony.releaseNumber(sid));
    }
    if (!isLocalId(line.vapiAssistantId) || this.voiceAgent.kind === 'local') {
      await this.voiceAgent.deleteAssistant(line.vapiAssistantId).catch((error: unknown) => {
        // The number is already given back; a leftover assistant costs nothing and is logged.
        this.logger.warn(`Could not delete assistant ${line.vapiAssistantId}: ${reason(error)}`);
      });
    }
  }

  private async step<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw new BadGatewayException(`Failed to ${what}: ${reason(error)}`);
    }
  }

  private async rollBack(undo: Array<{ what: string; run: () => Promise<void> }>): Promise<void> {
    for (const step of undo.reverse()) {
      await step.run().catch((error: unknown) => {
        this.logger.error(`Rollback could not ${step.what}: ${reason(error)}`);
      });
    }
  }
}
