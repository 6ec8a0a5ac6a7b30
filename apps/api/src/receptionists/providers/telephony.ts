// The telephony port (Twilio): phone numbers for receptionists. The real adapter uses the
// `twilio` SDK; test mode never buys a number and uses the shared development number instead.

export type AvailableNumber = {
  phoneNumber: string;
  locality: string | null;
  region: string | null;
};

export type PurchasedNumber = { sid: string; phoneNumber: string };

export type NumberWebhooks = {
  // Where Twilio posts an incoming call (our routing: forward in business hours, else the AI).
  voiceUrl: string;
  // Where Twilio posts call status changes.
  statusCallback: string;
  // Where Twilio posts a text to the number (STOP and START from clients texted from it).
  smsUrl: string;
};

export type TelephonyProvider = {
  readonly kind: 'twilio';
  // Local, voice-capable numbers in a US area code; [] when there are none.
  searchLocalNumbers(areaCode: string, limit: number): Promise<AvailableNumber[]>;
  buyNumber(
    phoneNumber: string,
    options: NumberWebhooks & { friendlyName: string },
  ): Promise<PurchasedNumber>;
  releaseNumber(sid: string): Promise<void>;
};

// The account credentials Vapi needs to take calls on an imported Twilio number.
export type TwilioCredentials = { accountSid: string; authToken: string };

export const TELEPHONY_PROVIDER = Symbol('TELEPHONY_PROVIDER');
