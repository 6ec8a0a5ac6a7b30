import type { PaymentsProvider } from '../billing/providers/payments.js';
import type { TelephonyProvider } from '../receptionists/providers/telephony.js';
import type { VoiceAgentProvider } from '../receptionists/providers/voice-agent.js';

// Adapters a test wires to its local provider servers instead of the configured ones.
export type ProviderOverrides = {
  telephony?: TelephonyProvider;
  voiceAgent?: VoiceAgentProvider;
  payments?: PaymentsProvider;
};

export const PROVIDER_OVERRIDES = Symbol('PROVIDER_OVERRIDES');
