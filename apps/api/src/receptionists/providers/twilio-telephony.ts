import twilio from 'twilio';
import type {
  AvailableNumber,
  NumberWebhooks,
  PurchasedNumber,
  TelephonyProvider,
  TwilioCredentials,
} from './telephony.js';

export type TwilioTelephonyOptions = {
  // Where the SDK's requests go; tests pass one that sends them to a local server.
  httpClient?: twilio.RequestClient;
};

const TIMEOUT_MS = 15_000;

// A failed Twilio request, keeping Twilio's own message, error code and HTTP status.
export class TwilioRequestError extends Error {
  constructor(
    readonly operation: string,
    readonly reason: string,
    readonly status: number | null,
    readonly code: number | null,
  ) {
    const details = [code === null ? '' : `code ${code}`, status === null ? '' : `HTTP ${status}`]
      .filter((detail) => detail !== '')
      .join(', ');
    const hint = status === 401 ? ' Check TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN.' : '';
    // Twilio's messages often end with a full stop; ours adds the details after it.
    const said = reason.replace(/\.$/, '');
    super(`Twilio could not ${operation}: ${said}${details ? ` (${details})` : ''}.${hint}`);
    this.name = 'TwilioRequestError';
  }
}

type SdkFailure = Error & { status?: unknown; code?: unknown; detail?: unknown; title?: unknown };

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

// The SDK throws RestException for classic error bodies and TwilioServiceException (not exported)
// for RFC 9457 ones; both carry a numeric `status` and `code`. Anything else is the transport
// (refused connection, timeout).
export const toTwilioError = (operation: string, error: unknown): TwilioRequestError => {
  if (!(error instanceof Error))
    return new TwilioRequestError(operation, String(error), null, null);
  const { status, code, detail, title, message } = error as SdkFailure;
  if (typeof status !== 'number') return new TwilioRequestError(operation, message, null, null);
  const reason = text(detail) ?? text(title) ?? text(message) ?? 'request failed';
  return new TwilioRequestError(
    operation,
    reason,
    status,
    typeof code === 'number' && code !== 0 ? code : null,
  );
};

const attempt = async <T>(operation: string, run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (error) {
    throw toTwilioError(operation, error);
  }
};

// Buys and releases receptionists' numbers with the official SDK.
export const createTwilioTelephony = (
  credentials: TwilioCredentials,
  options: TwilioTelephonyOptions = {},
): TelephonyProvider => {
  const client = twilio(credentials.accountSid, credentials.authToken, {
    httpClient: options.httpClient,
    timeout: TIMEOUT_MS,
    // Only 429s are retried: Twilio did nothing with those requests, so a purchase cannot double.
    autoRetry: true,
    maxRetries: 2,
  });

  return {
    kind: 'twilio',

    async searchLocalNumbers(areaCode: string, limit: number): Promise<AvailableNumber[]> {
      if (!/^[2-9]\d{2}$/.test(areaCode)) {
        throw new Error(`"${areaCode}" is not a US area code (three digits, not starting 0 or 1)`);
      }
      const found = await attempt(`search numbers in area code ${areaCode}`, () =>
        client
          .availablePhoneNumbers('US')
          .local.list({ areaCode: Number(areaCode), voiceEnabled: true, limit }),
      );
      return found.map((number) => ({
        phoneNumber: number.phoneNumber,
        locality: number.locality || null,
        region: number.region || null,
      }));
    },

    async buyNumber(
      phoneNumber: string,
      { voiceUrl, statusCallback, smsUrl, friendlyName }: NumberWebhooks & { friendlyName: string },
    ): Promise<PurchasedNumber> {
      const bought = await attempt(`buy ${phoneNumber}`, () =>
        client.incomingPhoneNumbers.create({
          phoneNumber,
          voiceUrl,
          voiceMethod: 'POST',
          statusCallback,
          statusCallbackMethod: 'POST',
          smsUrl,
          smsMethod: 'POST',
          friendlyName,
        }),
      );
      return { sid: bought.sid, phoneNumber: bought.phoneNumber };
    },

    async releaseNumber(sid: string): Promise<void> {
      try {
        await client.incomingPhoneNumbers(sid).remove();
      } catch (error) {
        const failure = toTwilioError(`release ${sid}`, error);
        // Already gone is what releasing wants; a retried release must not fail on it.
        if (failure.status !== 404) throw failure;
      }
    },
  };
};
