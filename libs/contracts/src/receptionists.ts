// The receptionist context (001 §2 AI Receptionist page, setup wizard; §3 receptionist; §7 calls).

export const receptionistTones = [
  'Casual',
  'Warm',
  'Direct',
  'Professional',
  'Friendly',
  'Formal',
] as const;

export type ReceptionistTone = (typeof receptionistTones)[number];

// The five timezones of the setup wizard (001 §9), in its order.
export const receptionistTimezones = [
  { id: 'America/Los_Angeles', label: 'Pacific' },
  { id: 'America/Denver', label: 'Mountain' },
  { id: 'America/Chicago', label: 'Central' },
  { id: 'America/New_York', label: 'Eastern' },
  { id: 'UTC', label: 'UTC' },
] as const;

// Weekdays and operating hours are the domain's (its business-hours rules read them).
export {
  DEFAULT_OPENING_HOURS,
  type OpeningHours,
  type OperatingHours,
  type WeekDay,
  weekDays,
} from '@vanilla/domain';

export const defaultGreeting = (receptionistName: string): string =>
  `Hello, this is ${receptionistName}. How may I help you today?`;

export const DEFAULT_GOAL = 'General receptionist duties';

export type Receptionist = {
  id: string;
  company_id: string;
  creator_id: string;
  name: string;
  company_name: string;
  // E.164, e.g. "+14155550123".
  phone_number: string;
  is_active: boolean;
  goals: string[];
  tone: ReceptionistTone;
  greeting: string;
  // JSON text of a string list (001 §3).
  follow_ups: string;
  // JSON text of a string list, e.g. ["24/7"].
  answer_timing: string;
  // E.164 or "" when calls are not forwarded.
  call_forwarding: string;
  // JSON text of `OperatingHours`.
  operating_hours: string;
  calendar_id: string;
  // The Twilio number's sid; null for the shared development number of test mode.
  twilio_sid: string | null;
  vapi_assistant_id: string;
  vapi_phone_number_id: string | null;
  // Created in test mode on the shared development number (kept when deleted).
  test_mode: boolean;
  created_at: string;
  updated_at: string;
};

// The demo popup's sectors and goals (000 §3), in its order.
export const demoCallSectorOptions = [
  { id: 'hvac', label: 'HVAC' },
  { id: 'roofing', label: 'Roofing' },
  { id: 'plumbing', label: 'Plumbing' },
  { id: 'electrical', label: 'Electrical' },
  { id: 'solar', label: 'Solar' },
  { id: 'real-estate', label: 'Real Estate' },
  { id: 'other', label: 'Other' },
] as const;

export const demoCallSectors = demoCallSectorOptions.map((option) => option.id);

export type DemoCallSector = (typeof demoCallSectorOptions)[number]['id'];

export const demoCallGoals = [
  { id: 'appointment', label: 'Schedule Appointment' },
  { id: 'qualify', label: 'Qualify Lead' },
  { id: 'quote', label: 'Send Quote' },
] as const;

export type DemoCallGoal = (typeof demoCallGoals)[number]['id'];

export type ReceptionistListResponse = { success: true; receptionists: Receptionist[] };

export type ReceptionistResponse = { success: true; receptionist: Receptionist };

export type CreateReceptionistResponse = {
  success: true;
  receptionist: Receptionist;
  phone_number: string;
};

export type TestModeStatusResponse = {
  success: true;
  // In effect for this caller (their company's setting, or the override header when allowed).
  testMode: boolean;
  // True when providers are configured and the caller is a manager.
  canToggle: boolean;
  // The server's own mode: test when no provider credentials are configured or TEST_MODE is set.
  baseTestMode: boolean;
};

// The spec's texts for the create error cases (001 §8).
export const NO_AVAILABLE_NUMBERS = 'No available phone numbers';

export const noNumbersMessage = (areaCode: string): string =>
  `No phone numbers available with area code ${areaCode}. Please try a different area code like 512, 214, or 346.`;

export const TEST_MODE_HEADER = 'X-Test-Mode-Override';
