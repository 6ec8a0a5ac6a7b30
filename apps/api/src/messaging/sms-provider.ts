import twilio from 'twilio';
import { toTwilioError } from '../receptionists/index.js';
import type { TextSender } from './sms-outbox.js';

export type OutgoingText = {
  to: string;
  body: string;
  sender: TextSender;
  // Where the provider reports what became of the text.
  statusCallback: string;
};

// What the provider did with a text: took it (its id, for the status callbacks), or, locally,
// kept it in the outbox.
export type TextAccepted = { kind: 'sent'; sid: string } | { kind: 'outbox' };

// A text the provider refused for good (a number that is no phone, a recipient who opted out at
// the carrier): trying again would be refused again.
export class TextRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TextRefusedError';
  }
}

export type SmsProvider = {
  kind: 'twilio' | 'local';
  send(text: OutgoingText): Promise<TextAccepted>;
};

export const SMS_PROVIDER = Symbol('SMS_PROVIDER');

// Test mode: the text stays in the outbox, readable at /dev/outbox like mail.
export const createLocalSms = (): SmsProvider => ({
  kind: 'local',
  send: async () => ({ kind: 'outbox' }),
});

export type TwilioSmsOptions = {
  // Where the SDK's requests go; tests pass one that sends them to a local server.
  httpClient?: twilio.RequestClient;
};

// Twilio's Messaging API through the official SDK. No automatic retries: a text Twilio answered
// with a server error may have been queued, and the outbox's own retry is the one that decides.
export const createTwilioSms = (
  credentials: { accountSid: string; authToken: string },
  options: TwilioSmsOptions = {},
): SmsProvider => {
  const client = twilio(credentials.accountSid, credentials.authToken, {
    httpClient: options.httpClient,
    timeout: 15_000,
  });
  return {
    kind: 'twilio',
    async send({ to, body, sender, statusCallback }) {
      try {
        const message = await client.messages.create({ to, body, statusCallback, ...sender });
        return { kind: 'sent', sid: message.sid };
      } catch (error) {
        const failure = toTwilioError(`send a text to ${to}`, error);
        // 400: Twilio read the text and said no (21211 not a phone number, 21610 the recipient
        // replied STOP). Anything else (credentials, 429, 5xx, the network) may pass later.
        throw failure.status === 400 ? new TextRefusedError(failure.message) : failure;
      }
    },
  };
};
