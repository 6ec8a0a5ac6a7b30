import { object, optionalId, optionalText, text } from '../infrastructure/http/payload.js';

// The form fields Twilio posts about messages (status callbacks, incoming messages).
export type TwilioMessageForm = {
  messageSid: string | null;
  messageStatus: string;
  errorCode: string | null;
  from: string;
  to: string;
  body: string;
  messagingServiceSid: string | null;
};

export const readTwilioMessageForm = (form: unknown): TwilioMessageForm => {
  const fields = object(form, 'form');
  return {
    messageSid: optionalId(fields.MessageSid ?? fields.SmsSid, 'MessageSid'),
    messageStatus: text(fields.MessageStatus ?? fields.SmsStatus, 50),
    errorCode: optionalText(fields.ErrorCode, 20),
    from: text(fields.From, 50),
    to: text(fields.To, 50),
    body: text(fields.Body, 1600),
    messagingServiceSid: optionalText(fields.MessagingServiceSid, 64),
  };
};

// Twilio's opt-out and opt-in keywords (its Advanced Opt-Out defaults), as a whole message.
const OPT_OUT = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']);
const OPT_IN = new Set(['START', 'UNSTOP', 'YES']);

export const optOutKeyword = (body: string): 'opt-out' | 'opt-in' | null => {
  const word = body.trim().toUpperCase();
  return OPT_OUT.has(word) ? 'opt-out' : OPT_IN.has(word) ? 'opt-in' : null;
};
