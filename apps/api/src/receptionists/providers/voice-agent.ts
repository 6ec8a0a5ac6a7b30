// The voice-agent port (Vapi): the assistant that answers calls, the numbers it answers on, and
// outbound demo calls. The real adapter speaks Vapi's REST API.

export type AssistantSpec = {
  name: string;
  // The greeting, spoken first.
  firstMessage: string;
  // Built from the company, tone, goals, follow-ups and business hours.
  systemPrompt: string;
  // Where Vapi posts this assistant's events (end-of-call reports, status updates).
  serverUrl: string;
  // Sent back as `X-Vapi-Secret` on every event, so our webhook can tell Vapi's posts apart.
  serverSecret: string;
  // Numbers the assistant may transfer a caller to (the receptionist's forwarding number).
  transferNumbers: string[];
};

export type ImportedNumber = { id: string };

export type VoiceAgentProvider = {
  readonly kind: 'vapi' | 'local';
  createAssistant(spec: AssistantSpec): Promise<{ id: string }>;
  updateAssistant(id: string, spec: AssistantSpec): Promise<void>;
  deleteAssistant(id: string): Promise<void>;
  // Attaches a Twilio number to Vapi. Without `assistantId`, Vapi asks our server per call
  // (`assistant-request`), which is where business-hours routing answers.
  importTwilioNumber(options: {
    number: string;
    twilioAccountSid: string;
    twilioAuthToken: string;
    serverUrl: string;
    serverSecret: string;
    name: string;
  }): Promise<ImportedNumber>;
  deletePhoneNumber(id: string): Promise<void>;
  // An outbound call from one of our Vapi numbers to a customer, with a transient assistant.
  startOutboundCall(options: {
    assistant: AssistantSpec;
    phoneNumberId: string;
    customerNumber: string;
    customerName?: string;
  }): Promise<{ id: string }>;
};

export const VOICE_AGENT_PROVIDER = Symbol('VOICE_AGENT_PROVIDER');
