import type { PaymentsProvider } from '../billing/providers/payments.js';
import type { MailSenderOptions } from '../mail/mail-sender.js';
import type { TelephonyProvider } from '../receptionists/providers/telephony.js';
import type { VoiceAgentProvider } from '../receptionists/providers/voice-agent.js';

// Adapters a test wires to its local provider servers instead of the configured ones, and the
// mail sender's timing (retries in milliseconds rather than minutes).
export type ProviderOverrides = {
  telephony?: TelephonyProvider;
  voiceAgent?: VoiceAgentProvider;
  payments?: PaymentsProvider;
  mailSender?: Partial<MailSenderOptions>;
};

export const PROVIDER_OVERRIDES = Symbol('PROVIDER_OVERRIDES');
