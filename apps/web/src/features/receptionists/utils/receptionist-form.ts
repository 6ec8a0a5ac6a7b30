import { DEFAULT_GOAL, defaultGreeting, receptionistTones } from '@vanilla/contracts';
import type { OperatingHours, Receptionist, ReceptionistTone } from '@vanilla/contracts';
import type { CreateReceptionistRequest, UpdateReceptionistRequest } from '@vanilla/contracts/dto';
import { hoursForEdit, PACIFIC, type WeeklyHours } from './business-hours';
import {
  areaCodeOf,
  areaCodeOfNumber,
  forwardingDigitCount,
  forwardingFromStored,
  FORWARDING_DIGITS,
  isValidAreaCode,
} from './phone';

// The setup wizard's form (001 §3 "Wizard form") and the rules, defaults and messages of its
// submit (001 §5).

export const toneDescriptions: Record<ReceptionistTone, string> = {
  Casual: 'Relaxed and easy-going, like a neighbour.',
  Warm: 'Kind and welcoming; callers feel looked after.',
  Direct: 'Short and to the point.',
  Professional: 'Polished and businesslike.',
  Friendly: 'Upbeat and chatty.',
  Formal: 'Courteous and reserved.',
};

/** The choice that reveals a free-text box; its text is sent in its place. */
export const OTHER = 'Other';

export const goalChoices = [
  'Answer common questions',
  'Book appointments',
  'Take messages',
  'Qualify new leads',
  'Give pricing information',
  OTHER,
] as const;

export const followUpChoices = [
  "Confirm the caller's contact details",
  'Offer to book a follow-up visit',
  'Tell the caller when to expect a call back',
  'Send me a summary of the call',
  OTHER,
] as const;

export const DEFAULT_RECEPTIONIST_NAME = 'AI Receptionist';
export const DEFAULT_WIZARD_GREETING = 'Thank you for calling. How may I help you today?';
export const DEFAULT_TONE: ReceptionistTone = 'Warm';
// Submit defaults (001 §5); the goal and greeting are the contracts' DEFAULT_GOAL and
// defaultGreeting.
export const ANSWER_ALWAYS = '24/7';
export const SUBMIT_DEFAULT_TONE: ReceptionistTone = 'Professional';
/** Used when neither the form nor the signed-in user names the company (001 §5). */
export const FALLBACK_COMPANY = 'Your Company';

export type WizardForm = {
  companyName: string;
  receptionistName: string;
  /** The area code field (001 §3 calls it phoneNumber). */
  phoneNumber: string;
  goals: string[];
  otherGoal: string;
  tone: ReceptionistTone | '';
  greeting: string;
  followUps: string[];
  otherFollowUp: string;
  answerTiming: string[];
  termsAgreed: boolean;
  calendarId: string;
  callForwarding: string;
  timezone: string;
  operatingHours: WeeklyHours;
};

export type WizardMode = 'create' | 'edit';

export const initialWizardForm = (companyName: string): WizardForm => ({
  companyName,
  receptionistName: DEFAULT_RECEPTIONIST_NAME,
  phoneNumber: '',
  goals: [],
  otherGoal: '',
  tone: DEFAULT_TONE,
  greeting: DEFAULT_WIZARD_GREETING,
  followUps: [],
  otherFollowUp: '',
  answerTiming: [ANSWER_ALWAYS],
  termsAgreed: false,
  calendarId: '',
  callForwarding: '',
  timezone: PACIFIC,
  operatingHours: {},
});

export const messages = {
  areaCode: 'Please enter a valid area code in the phone number field (e.g., 415).',
  companyName: 'Please enter your company name.',
  receptionistName: 'Please enter a name for your AI receptionist.',
  terms: 'You must agree to the terms to continue.',
  // The server's own rule (libs/contracts), checked here to spare a round trip.
  forwarding: `Call forwarding must be a ${FORWARDING_DIGITS}-digit US phone number`,
  createRequired: 'Phone number area code and receptionist name are required...',
} as const;

/**
 * The wizard's submit rules in the spec's order (001 §5); the first broken one's message, or
 * null. In edit mode the number is kept, so its area code is not checked.
 */
export const validateWizard = (form: WizardForm, mode: WizardMode): string | null => {
  if (mode === 'create' && !isValidAreaCode(form.phoneNumber)) return messages.areaCode;
  if (form.companyName.trim() === '') return messages.companyName;
  if (form.receptionistName.trim() === '') return messages.receptionistName;
  if (!form.termsAgreed) return messages.terms;
  const forwarding = forwardingDigitCount(form.callForwarding);
  if (forwarding > 0 && forwarding !== FORWARDING_DIGITS) return messages.forwarding;
  return null;
};

// Checked choices in their order, "Other" replaced by its text when it has any.
const chosen = (choices: readonly string[], other: string): string[] =>
  choices.flatMap((choice) => {
    if (choice !== OTHER) return [choice];
    const text = other.trim();
    return text === '' ? [] : [text];
  });

/** The submitted lists and texts after the defaults of 001 §5. */
export const submittedValues = (form: WizardForm) => {
  const receptionistName = form.receptionistName.trim();
  const goals = chosen(form.goals, form.otherGoal);
  const greeting = form.greeting.trim();
  return {
    receptionistName,
    goals: goals.length > 0 ? goals : [DEFAULT_GOAL],
    followUps: chosen(form.followUps, form.otherFollowUp),
    answerTiming: form.answerTiming.length > 0 ? form.answerTiming : [ANSWER_ALWAYS],
    greeting: greeting === '' ? defaultGreeting(receptionistName) : greeting,
    tone: form.tone === '' ? SUBMIT_DEFAULT_TONE : form.tone,
    callForwarding: form.callForwarding.trim(),
    operatingHours: { timezone: form.timezone, days: form.operatingHours } satisfies OperatingHours,
  };
};

export type BuiltRequest<Request> = { ok: true; request: Request } | { ok: false; error: string };

/**
 * POST /api/ai-receptionist/create-with-vapi from the form (001 §5, §7): the page's own check
 * (area code and name), a blank company falling back to the signed-in user's company, then
 * 'Your Company', and the submit defaults.
 */
export const toCreateRequest = (
  form: WizardForm,
  userCompanyName: string,
): BuiltRequest<CreateReceptionistRequest> => {
  const areaCode = areaCodeOf(form.phoneNumber);
  const values = submittedValues(form);
  if (!isValidAreaCode(areaCode) || values.receptionistName === '') {
    return { ok: false, error: messages.createRequired };
  }
  const companyName = form.companyName.trim() || userCompanyName.trim() || FALLBACK_COMPANY;
  return {
    ok: true,
    request: {
      phoneNumber: areaCode,
      receptionistName: values.receptionistName,
      companyName,
      goals: values.goals,
      tone: values.tone,
      greeting: values.greeting,
      followUps: values.followUps,
      answerTiming: values.answerTiming,
      termsAgreed: form.termsAgreed,
      calendarId: form.calendarId,
      callForwarding: values.callForwarding,
      operatingHours: values.operatingHours,
    },
  };
};

/** PUT /api/ai-receptionist/{id} from the form (001 §7): lists as JSON text, always active. */
export const toUpdateRequest = (form: WizardForm): UpdateReceptionistRequest => {
  const values = submittedValues(form);
  return {
    name: values.receptionistName,
    companyName: form.companyName.trim(),
    greeting: values.greeting,
    tone: values.tone,
    goals: JSON.stringify(values.goals),
    follow_ups: JSON.stringify(values.followUps),
    answer_timing: JSON.stringify(values.answerTiming),
    call_forwarding: values.callForwarding,
    operating_hours: values.operatingHours,
    is_active: true,
  };
};

/** A list the API may send as an array or as its JSON text (001 §3). */
export const parseList = (value: unknown): string[] => {
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return value.trim() === '' ? [] : [value];
    }
  }
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
};

// Stored texts back into checkboxes: known ones checked, the rest gathered under "Other".
const toChoices = (stored: string[], choices: readonly string[], ignore: string | null) => {
  const known = stored.filter((item) => choices.includes(item) && item !== OTHER);
  const others = stored.filter((item) => !choices.includes(item) && item !== ignore);
  return {
    checked: others.length > 0 ? [...known, OTHER] : known,
    other: others.join('; '),
  };
};

const isTone = (value: string): value is ReceptionistTone =>
  (receptionistTones as readonly string[]).includes(value);

/** The form for editing a stored receptionist; its hours are shown in Pacific time (001 §9). */
export const formFromReceptionist = (receptionist: Receptionist, now: Date): WizardForm => {
  // The goal added by default is not a choice the user made.
  const goals = toChoices(parseList(receptionist.goals), goalChoices, DEFAULT_GOAL);
  const followUps = toChoices(parseList(receptionist.follow_ups), followUpChoices, null);
  const hours = hoursForEdit(receptionist.operating_hours, now);
  const answerTiming = parseList(receptionist.answer_timing);
  return {
    companyName: receptionist.company_name,
    receptionistName: receptionist.name,
    phoneNumber: areaCodeOfNumber(receptionist.phone_number),
    goals: goals.checked,
    otherGoal: goals.other,
    tone: isTone(receptionist.tone) ? receptionist.tone : '',
    greeting: receptionist.greeting,
    followUps: followUps.checked,
    otherFollowUp: followUps.other,
    answerTiming: answerTiming.length > 0 ? answerTiming : [ANSWER_ALWAYS],
    // Agreed when the receptionist was created.
    termsAgreed: true,
    calendarId: receptionist.calendar_id,
    callForwarding: forwardingFromStored(receptionist.call_forwarding),
    timezone: hours.timezone,
    operatingHours: hours.days,
  };
};
