import { callLimits } from '@vanilla/domain';
import { object, optionalId, text, url } from '../infrastructure/http/payload.js';
import { callSeconds, phoneText } from './call-payload.js';

// The form fields Twilio posts to our voice, status and recording webhooks (PROVIDERS.md), read
// with the shared payload readers: a CallSid that is not one sid (too long, odd characters,
// sent twice) is refused (400); any other field Twilio sent oddly counts as missing.
export type TwilioCallback = {
  callSid: string | null;
  from: string;
  to: string;
  callStatus: string;
  direction: 'inbound' | 'outbound';
  callerName: string;
  // Seconds, 0 to a day; null when missing or impossible.
  callDuration: number | null;
  dialCallStatus: string;
  recordingStatus: string;
  recordingUrl: string | null;
  recordingDuration: number | null;
};

const status = (value: unknown) => text(value, 50);

export const readTwilioCallback = (form: unknown): TwilioCallback => {
  const fields = object(form, 'form');
  return {
    callSid: optionalId(fields.CallSid, 'CallSid'),
    from: phoneText(fields.From),
    to: phoneText(fields.To),
    callStatus: status(fields.CallStatus),
    direction: text(fields.Direction, 50).startsWith('outbound') ? 'outbound' : 'inbound',
    callerName: text(fields.CallerName, callLimits.nameLength),
    callDuration: callSeconds(fields.CallDuration),
    dialCallStatus: status(fields.DialCallStatus),
    recordingStatus: status(fields.RecordingStatus),
    recordingUrl: url(fields.RecordingUrl),
    recordingDuration: callSeconds(fields.RecordingDuration),
  };
};
