import type { DomainEvent } from '../decider/decider.js';
import type { OperatingHours } from '../receptionist/business-hours.js';

export type CallDirection = 'inbound' | 'outbound';

export type CallParties = {
  callId: string;
  companyId: string;
  receptionistId: string | null;
  // Copied from the receptionist when the call arrives, so the call's history stands on its own.
  receptionistName: string;
  // The receptionist's creator, whose own dashboard shows the call beside the company's.
  ownerId: string | null;
  timezone: string;
  // The receptionist's business hours when the call arrived, so a report judges "after hours" from
  // the call alone (absent from calls recorded before they were copied).
  businessHours?: OperatingHours;
  // E.164 numbers: who called, and the number called.
  from: string;
  to: string;
  direction: CallDirection;
};

export type TranscriptEntry = { secondsFromStart: number; speaker: 'AI' | 'Caller'; text: string };

// What a call's events may carry, whichever provider reported the call; the webhooks' parsers
// keep every value inside, so the read models' columns (int seconds, timestamps, indexed ids)
// take whatever is recorded. Times are ISO strings of real instants, a call's end is not before
// its start, and ids are provider ids of at most 255 plain characters.
export const callLimits = {
  // No provider keeps a call up longer; every duration and offset lies in [0, this].
  seconds: 24 * 60 * 60,
  transcriptLines: 2_000,
  lineLength: 2_000,
  summaryLength: 5_000,
  reasonLength: 1_000,
  nameLength: 200,
  emailLength: 254,
  // E.164 is 16 characters; SIP addresses are longer.
  phoneLength: 100,
  endedReasonLength: 200,
} as const;

export type CallStarted = DomainEvent<
  'CallStarted',
  CallParties & {
    provider: 'vapi' | 'twilio';
    // Where the call went first: the forwarding number in business hours, or the AI.
    routedTo: 'forward' | 'ai';
    startedAt: string;
  }
>;

export type CallCompleted = DomainEvent<
  'CallCompleted',
  CallParties & {
    provider: 'vapi' | 'twilio';
    outcome: 'completed' | 'failed';
    endedReason: string;
    durationSeconds: number;
    recordingUrl: string | null;
    transcript: TranscriptEntry[];
    summary: string;
    callerName: string;
    callerEmail: string;
    callerPhone: string;
    reason: string;
    startedAt: string;
    endedAt: string;
  }
>;

// Twilio's recording callback for a forwarded call, which may come after the call ended.
export type CallRecordingAvailable = DomainEvent<
  'CallRecordingAvailable',
  { callId: string; companyId: string; recordingUrl: string; durationSeconds: number; at: string }
>;

export type CallEvent = CallStarted | CallCompleted | CallRecordingAvailable;

export const callEventTypes: readonly CallEvent['type'][] = [
  'CallStarted',
  'CallCompleted',
  'CallRecordingAvailable',
];

// One stream per provider call id, so a webhook delivered again lands on the same stream.
export const callStreamName = (providerCallId: string): string => `call-${providerCallId}`;
