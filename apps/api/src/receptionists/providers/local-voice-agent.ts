import { randomUUID } from 'node:crypto';
import type { VoiceAgentProvider } from './voice-agent.js';

export const LOCAL_ID_PREFIX = 'local-';

export const isLocalId = (id: string | null): boolean => id?.startsWith(LOCAL_ID_PREFIX) ?? false;

// Without a Vapi key: assistants exist only in our records (their ids say so), and calls reach the
// product through the call simulator, which posts to the same signed webhook as Vapi would.
export const createLocalVoiceAgent = (): VoiceAgentProvider => ({
  kind: 'local',
  createAssistant: () => Promise.resolve({ id: `${LOCAL_ID_PREFIX}assistant-${randomUUID()}` }),
  updateAssistant: () => Promise.resolve(),
  deleteAssistant: () => Promise.resolve(),
  importTwilioNumber: () => Promise.resolve({ id: `${LOCAL_ID_PREFIX}number-${randomUUID()}` }),
  deletePhoneNumber: () => Promise.resolve(),
  startOutboundCall: () =>
    Promise.reject(new Error('Outbound calls need a Vapi key (VAPI_API_KEY) on this server.')),
});
