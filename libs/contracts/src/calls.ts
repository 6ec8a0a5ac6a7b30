// The calls context (001 §3 Call; §2 Calls; §7 GET /api/calls, /api/calls/{id}).

export type TranscriptTag = 'appointment' | 'sale' | 'support' | 'timeline' | 'greeting';

export type TranscriptLine = {
  // "m:ss" from the start of the call.
  timestamp: string;
  // "AI" or "Caller".
  speaker: string;
  text: string;
  tags?: TranscriptTag[];
};

export type CallStatus = 'Completed' | 'In Progress' | 'Failed' | 'Scheduled';

export type CallRecord = {
  id: string;
  company_id: string;
  receptionist_id: string | null;
  // The receptionist's name.
  ai_receptionist: string;
  // The caller's name when the AI learned it, else their number.
  contact: string;
  // The caller's number, E.164.
  phoneNumber: string;
  caller: string;
  // The number that was called.
  recipient: string;
  direction: 'inbound' | 'outbound';
  // Where the call went first: the forwarding number during business hours, or the AI.
  routed_to: 'ai' | 'forward';
  type: string;
  status: CallStatus;
  // Local date "YYYY-MM-DD" and time "h:mm AM" in the receptionist's timezone.
  date: string;
  time: string;
  // "m:ss".
  duration: string;
  durationSeconds: number;
  audio_url: string | null;
  transcript: TranscriptLine[];
  summary: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  reason: string;
  started_at: string;
  ended_at: string | null;
};

export type CallsResponse = { success: true; calls: CallRecord[] };

export type CallResponse = { success: true; call: CallRecord };

// 000 §9 / 001 §9: keywords that tag a transcript line, and the tags' colours.
export const transcriptTagKeywords: Record<TranscriptTag, readonly string[]> = {
  appointment: ['appointment', 'schedule', 'book'],
  sale: ['price', 'cost', 'quote', 'estimate'],
  support: ['problem', 'issue', 'help', 'not working'],
  timeline: ['when'],
  greeting: ['greeting', 'hello', 'hi', 'good morning', 'good afternoon'],
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// One expression per tag, built once: every call pushed tags each line of its transcript.
const tagPatterns = (Object.keys(transcriptTagKeywords) as TranscriptTag[]).map(
  (tag) =>
    [
      tag,
      new RegExp(`\\b(?:${transcriptTagKeywords[tag].map(escapeRegExp).join('|')})\\b`, 'i'),
    ] as const,
);

// Whole-word, case-insensitive matches, so "hi" tags "Hi there" but not "this".
export const tagTranscriptLine = (text: string): TranscriptTag[] =>
  tagPatterns.filter(([, pattern]) => pattern.test(text)).map(([tag]) => tag);
