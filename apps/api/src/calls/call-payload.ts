import { callLimits } from '@vanilla/domain';
import { numberIn, text } from '../infrastructure/http/payload.js';

// Readers shared by the Twilio and Vapi webhooks for what a call event carries (callLimits).

// Seconds of a call, or into it: a finite number from 0 to a day, else missing.
export const callSeconds = (value: unknown): number | null =>
  numberIn(value, 0, callLimits.seconds);

// A caller's or a called number as the provider names it (E.164, or a SIP address).
export const phoneText = (value: unknown): string => text(value, callLimits.phoneLength);
