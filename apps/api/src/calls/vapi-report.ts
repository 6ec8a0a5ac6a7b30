import { callLimits } from '@vanilla/domain';
import type { CallCompleted, CallParties, TranscriptEntry } from '@vanilla/domain';
import {
  PayloadError,
  isoInstant,
  latestReported,
  object,
  optionalId,
  optionalList,
  optionalObject,
  text,
  url,
} from '../infrastructure/http/payload.js';
import type { Json } from '../infrastructure/http/payload.js';
import { callSeconds, phoneText } from './call-payload.js';

// Vapi's webhook body: {message: {type, call, ...}}. Fields move between API versions (PROVIDERS.md):
// summary, transcript and recording URL sit under `artifact`/`analysis` now and at the top level
// in older payloads, so both are read. Everything is read with the shared payload readers: a body
// of the wrong shape or an odd id is refused (400), an unusable value counts as missing.

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

// What an end-of-call report tells of the call: its CallCompleted facts but who took it.
export type VapiCallReport = Omit<CallCompleted['data'], keyof CallParties | 'provider'>;

// The messages we act on; every other type is acknowledged and left alone.
export type VapiWebhook =
  | { type: 'assistant-request'; identity: VapiCallIdentity }
  | { type: 'status-update'; status: string; identity: VapiCallIdentity }
  | { type: 'end-of-call-report'; identity: VapiCallIdentity; report: VapiCallReport }
  | { type: 'tool-calls'; identity: VapiCallIdentity; toolCalls: VapiToolCall[] }
  | { type: 'other' };

// A function the assistant calls mid-call; its id names the result we answer with.
export type VapiToolCall = { id: string; name: string };

// More than a few calls in one message is no conversation: the rest are not run.
const MAX_TOOL_CALLS = 5;

// `toolCallList` (or the older `toolCalls`): [{id, type: 'function', function: {name, arguments}}].
const readToolCalls = (message: Json): VapiToolCall[] => {
  const path = message.toolCallList === undefined ? 'message.toolCalls' : 'message.toolCallList';
  return optionalList(message.toolCallList ?? message.toolCalls, path)
    .slice(0, MAX_TOOL_CALLS)
    .flatMap((entry, i) => {
      const call = object(entry, `${path}[${i}]`);
      const id = optionalId(call.id, `${path}[${i}].id`);
      const name = text(optionalObject(call.function, `${path}[${i}].function`).name, 100);
      return id && name ? [{ id, name }] : [];
    });
};

export const identifyVapiCall = (message: Json): VapiCallIdentity => {
  const call = optionalObject(message.call, 'message.call');
  const customer = optionalObject(message.customer, 'message.customer');
  const callCustomer = optionalObject(call.customer, 'message.call.customer');
  const phoneNumber = optionalObject(message.phoneNumber, 'message.phoneNumber');
  const callPhoneNumber = optionalObject(call.phoneNumber, 'message.call.phoneNumber');
  const assistant = optionalObject(message.assistant, 'message.assistant');
  return {
    callId:
      optionalId(call.phoneCallProviderId, 'message.call.phoneCallProviderId') ??
      optionalId(call.id, 'message.call.id'),
    assistantId:
      optionalId(assistant.id, 'message.assistant.id') ??
      optionalId(call.assistantId, 'message.call.assistantId'),
    phoneNumberId:
      optionalId(call.phoneNumberId, 'message.call.phoneNumberId') ??
      optionalId(phoneNumber.id, 'message.phoneNumber.id'),
    from: phoneText(customer.number) || phoneText(callCustomer.number),
    to: phoneText(phoneNumber.number) || phoneText(callPhoneNumber.number),
    direction: call.type === 'outboundPhoneCall' ? 'outbound' : 'inbound',
  };
};

const speakerOf = (role: unknown): TranscriptEntry['speaker'] | null => {
  if (role === 'assistant' || role === 'bot' || role === 'ai') return 'AI';
  if (role === 'user' || role === 'customer') return 'Caller';
  return null;
};

const line = (value: unknown): string => text(value, callLimits.lineLength);

// Timed lines; a line without a speaker we show (system prompts, tool calls) or without text is
// left out, and one whose time is unusable starts at 0.
const readTimedTranscript = (value: unknown, path: string): TranscriptEntry[] =>
  optionalList(value, path)
    .map((entry, i) => object(entry, `${path}[${i}]`))
    .flatMap((entry) => {
      const speaker = speakerOf(entry.role);
      const said = line(entry.message) || line(entry.content);
      return speaker && said
        ? [{ secondsFromStart: callSeconds(entry.secondsFromStart) ?? 0, speaker, text: said }]
        : [];
    })
    .slice(0, callLimits.transcriptLines);

// "AI: Hello\nUser: Hi" — the plain transcript of older payloads, without timings.
const readPlainTranscript = (value: unknown): TranscriptEntry[] =>
  text(value, callLimits.transcriptLines * callLimits.lineLength)
    .split('\n')
    .map((row) => row.match(/^\s*(AI|Assistant|Bot|User|Customer)\s*:\s*(.+)$/i))
    .flatMap((match) =>
      match
        ? [
            {
              secondsFromStart: 0,
              speaker: /^(ai|assistant|bot)$/i.test(match[1])
                ? ('AI' as const)
                : ('Caller' as const),
              text: line(match[2]),
            },
          ]
        : [],
    )
    .slice(0, callLimits.transcriptLines);

// The first of the places a transcript may be in that has lines; every place is read, so one of
// the wrong shape is refused wherever it is.
const firstWithLines = (...transcripts: TranscriptEntry[][]): TranscriptEntry[] =>
  transcripts.find((lines) => lines.length > 0) ?? [];

const toMs = (seconds: number) => seconds * 1000;

export const readEndOfCallReport = (message: Json, receivedAt: Date): VapiCallReport => {
  const call = optionalObject(message.call, 'message.call');
  const customer = optionalObject(message.customer, 'message.customer');
  const callCustomer = optionalObject(call.customer, 'message.call.customer');
  const artifact = optionalObject(message.artifact, 'message.artifact');
  const recording = optionalObject(artifact.recording, 'message.artifact.recording');
  const mono = optionalObject(recording.mono, 'message.artifact.recording.mono');
  const analysis = optionalObject(message.analysis, 'message.analysis');
  const structured = optionalObject(analysis.structuredData, 'message.analysis.structuredData');

  // A time counts only when it is a real instant no later than we received the report; a start
  // only when it lies within a day before the end. The duration comes from the report, else from
  // those times, else 0.
  const endedAt =
    isoInstant(message.endedAt, latestReported(receivedAt)) ??
    isoInstant(call.endedAt, latestReported(receivedAt)) ??
    receivedAt;
  const reportedStart =
    isoInstant(message.startedAt, endedAt) ?? isoInstant(call.startedAt, endedAt);
  const startedAt =
    reportedStart && endedAt.getTime() - reportedStart.getTime() <= toMs(callLimits.seconds)
      ? reportedStart
      : null;
  const durationSeconds =
    callSeconds(message.durationSeconds) ??
    (startedAt ? (endedAt.getTime() - startedAt.getTime()) / 1000 : 0);

  const transcript = firstWithLines(
    readTimedTranscript(artifact.messages, 'message.artifact.messages'),
    readTimedTranscript(message.messages, 'message.messages'),
    readPlainTranscript(artifact.transcript),
    readPlainTranscript(message.transcript),
  );
  const endedReason = text(message.endedReason, callLimits.endedReasonLength);
  return {
    outcome: /error|fail/i.test(endedReason) ? 'failed' : 'completed',
    endedReason,
    startedAt: (startedAt ?? new Date(endedAt.getTime() - toMs(durationSeconds))).toISOString(),
    endedAt: endedAt.toISOString(),
    durationSeconds,
    recordingUrl: url(artifact.recordingUrl) ?? url(message.recordingUrl) ?? url(mono.combinedUrl),
    transcript,
    summary:
      text(analysis.summary, callLimits.summaryLength) ||
      text(message.summary, callLimits.summaryLength),
    callerName:
      text(structured.callerName, callLimits.nameLength) ||
      text(customer.name, callLimits.nameLength) ||
      text(callCustomer.name, callLimits.nameLength),
    callerEmail: text(structured.callerEmail, callLimits.emailLength),
    callerPhone: phoneText(structured.callerPhone),
    reason: text(structured.reason, callLimits.reasonLength),
  };
};

// A verified webhook body, read: refused with a PayloadError when it is not `{message: {type}}`
// or what we act on has the wrong shape.
export const readVapiWebhook = (body: unknown, receivedAt: Date): VapiWebhook => {
  const message = object(object(body, 'body').message, 'message');
  const type = text(message.type, 100);
  if (!type) throw new PayloadError('message.type', 'must name the message type');
  switch (type) {
    case 'assistant-request':
      return { type, identity: identifyVapiCall(message) };
    case 'status-update':
      return { type, status: text(message.status, 100), identity: identifyVapiCall(message) };
    case 'end-of-call-report':
      return {
        type,
        identity: identifyVapiCall(message),
        report: readEndOfCallReport(message, receivedAt),
      };
    case 'tool-calls':
      return { type, identity: identifyVapiCall(message), toolCalls: readToolCalls(message) };
    default:
      return { type: 'other' };
  }
};
