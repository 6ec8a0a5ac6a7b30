import type { Provider } from '@nestjs/common';
import { PROVIDER_OVERRIDES } from '../../infrastructure/provider-overrides.js';
import { APP_CONFIG } from '../../config/app-config.js';
import type { AppConfig } from '../../config/app-config.js';
import { createLocalVoiceAgent } from './local-voice-agent.js';
import { TELEPHONY_PROVIDER } from './telephony.js';
import type { TelephonyProvider } from './telephony.js';
import { createTwilioTelephony } from './twilio-telephony.js';
import { createVapiVoiceAgent } from './vapi-voice-agent.js';
import { VOICE_AGENT_PROVIDER } from './voice-agent.js';
import type { VoiceAgentProvider } from './voice-agent.js';

// A test's stand-ins for Twilio and Vapi (part of the app's provider overrides).
export type ReceptionistProviderOverrides = {
  telephony?: TelephonyProvider;
  voiceAgent?: VoiceAgentProvider;
};

export const telephonyProvider: Provider = {
  provide: TELEPHONY_PROVIDER,
  inject: [APP_CONFIG, PROVIDER_OVERRIDES],
  useFactory: (
    config: AppConfig,
    overrides: ReceptionistProviderOverrides,
  ): TelephonyProvider | null =>
    overrides.telephony ?? (config.twilio ? createTwilioTelephony(config.twilio) : null),
};

export const voiceAgentProvider: Provider = {
  provide: VOICE_AGENT_PROVIDER,
  inject: [APP_CONFIG, PROVIDER_OVERRIDES],
  useFactory: (config: AppConfig, overrides: ReceptionistProviderOverrides): VoiceAgentProvider =>
    overrides.voiceAgent ??
    (config.vapi
      ? createVapiVoiceAgent({ apiKey: config.vapi.apiKey, baseUrl: config.vapi.baseUrl })
      : createLocalVoiceAgent()),
};
