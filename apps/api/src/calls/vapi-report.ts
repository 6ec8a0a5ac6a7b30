import type { TranscriptEntry } from '@vanilla/domain';

// Vapi's webhook body: {message: {type, call, ...}}. Fields move between API versions (PROVIDERS.md):
// summary, transcript and recording URL sit under `artifact`/`analysis` now and at the top level
// in older payloads, so both are read.
export type VapiMessage = {
  type?: string;
  status?: string;
  endedReason?: string;
  startedAt?: string;
  endedAt?: string;
  durationSeconds?: number;
  summary?: string;
  transcript?: string;
  recordingUrl?: string;
  messages?: VapiArtifactMessage[];
  customer?: { number?: string; name?: string };
  phoneNumber?: { id?: string; number?: string };
  assistant?: { id?: string };
  artifact?: {
    transcript?: string;
    recordingUrl?: string;
    recording?: { mono?: { combinedUrl?: string } };
    messages?: VapiArtifactMessage[];
  };
  analysis?: { summary?: string; structuredData?: Record<string, unknown> };
  call?: {
    id?: string;
    type?: string;
    assistantId?: string;
    phoneNumberId?: string;
    phoneCallProviderId?: string;
    customer?: { number?: string; name?: string };
    phoneNumber?: { number?: string };
    startedAt?: string;
    endedAt?: string;
  };
};

type VapiArtifactMessage = {
  role?: string;
  message?: string;
  content?: string;
  secondsFromStart?: number;
};

export type VapiCallIdentity = {
  // The stream key: Twilio's CallSid when the call came through Twilio, so both providers' webhooks
  // about one call land on one stream; else Vapi's own id.
  callId: string | null;
  assistantId: string | null;
  phoneNumberId: string | null;
  from: string;
  to: string;
  direction: 'inbound' | 'outbound';
};

export const identifyVapiCall = (message: VapiMessage): VapiCallIdentity => {
  const call = message.call ?? {};
  return {
    callId: call.phoneCallProviderId ?? call.id ?? null,
    assistantId: message.assistant?.id ?? call.assistantId ?? null,
    phoneNumberId: call.phoneNumberId ?? message.phoneNumber?.id ?? null,
    from: message.customer?.number ?? call.customer?.number ?? '',
    to: message.phoneNumber?.number ?? call.phoneNumber?.number ?? '',
    direction: call.type === 'outboundPhoneCall' ? 'outbound' : 'inbound',
  };
};

const speakerOf = (role: string | undefined): TranscriptEntry['speaker'] | null => {
  if (role === 'assistant' || role === 'bot' || role === 'ai') return 'AI';
  if (role === 'user' || role === 'customer') return 'Caller';
  return null;
};

// "AI: Hello\nUser: Hi" — the plain transcript of older payloads, without timings.
const parsePlainTranscript = (text: string): TranscriptEntry[] =>
  text
    .split('\n')
    .map((line) => line.match(/^\s*(AI|Assistant|Bot|User|Customer)\s*:\s*(.+)$/i))
    .flatMap((match) =>
      match
        ? [
            {
              secondsFromStart: 0,
              speaker: /^(ai|assistant|bot)$/i.test(match[1])
                ? ('AI' as const)
                : ('Caller' as const),
              text: match[2].trim(),
            },
          ]
        : [],
    );

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export type VapiCallReport = {
  outcome: 'completed' | 'failed';
  endedReason: string;
  startedAt: string;
  endedAt: string;
  durationSeconds: number;
  recordingUrl: string | null;
  transcript: TranscriptEntry[];
  summary: string;
  callerName: string;
  callerEmail: string;
  callerPhone: string;
  reason: string;
};

export const readEndOfCallReport = (message: VapiMessage, receivedAt: Date): VapiCallReport => {
  const endedAt = message.endedAt ?? message.call?.endedAt ?? receivedAt.toISOString();
  const startedAt = message.startedAt ?? message.call?.startedAt ?? endedAt;
  const measured = (Date.parse(endedAt) - Date.parse(startedAt)) / 1000;
  const messages = message.artifact?.messages ?? message.messages ?? [];
  const timed = messages.flatMap((entry) => {
    const speaker = speakerOf(entry.role);
    const said = text(entry.message ?? entry.content);
    return speaker && said
      ? [{ secondsFromStart: Math.max(0, entry.secondsFromStart ?? 0), speaker, text: said }]
      : [];
  });
  const structured = message.analysis?.structuredData ?? {};
  const endedReason = message.endedReason ?? '';
  return {
    outcome: /error|fail/i.test(endedReason) ? 'failed' : 'completed',
    endedReason,
    startedAt,
    endedAt,
    durationSeconds:
      typeof message.durationSeconds === 'number'
        ? message.durationSeconds
        : Number.isFinite(measured)
          ? Math.max(0, measured)
          : 0,
    recordingUrl:
      message.artifact?.recordingUrl ??
      message.recordingUrl ??
      message.artifact?.recording?.mono?.combinedUrl ??
      null,
    transcript:
      timed.length > 0
        ? timed
        : parsePlainTranscript(message.artifact?.transcript ?? message.transcript ?? ''),
    summary: text(message.analysis?.summary ?? message.summary),
    callerName:
      text(structured.callerName) || text(message.customer?.name ?? message.call?.customer?.name),
    callerEmail: text(structured.callerEmail),
    callerPhone: text(structured.callerPhone),
    reason: text(structured.reason),
  };
};
