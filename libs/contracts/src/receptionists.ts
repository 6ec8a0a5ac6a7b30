import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  Equals,
  IsArray,
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';

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

export const weekDays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type WeekDay = (typeof weekDays)[number];

// 24-hour "HH:MM" on a 15-minute grid; `close` may be "24:00" for the end of the day.
export type OpeningHours = { open: string; close: string };

// Stored as JSON with the timezone and the open days; no days means the AI answers 24/7.
export type OperatingHours = {
  timezone: string;
  days: Partial<Record<WeekDay, OpeningHours>>;
};

export const DEFAULT_OPENING_HOURS: OpeningHours = { open: '09:00', close: '17:00' };

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

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class OpeningHoursDto {
  @Matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Opening times must be HH:MM' })
  open!: string;
  @Matches(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, { message: 'Closing times must be HH:MM' })
  close!: string;
}

export class OperatingHoursDto {
  @IsString() @MaxLength(64) timezone!: string;
  @IsOptional() @ValidateNested() @Type(() => OpeningHoursDto) monday?: OpeningHoursDto;
  @IsOptional() @ValidateNested() @Type(() => OpeningHoursDto) tuesday?: OpeningHoursDto;
  @IsOptional() @ValidateNested() @Type(() => OpeningHoursDto) wednesday?: OpeningHoursDto;
  @IsOptional() @ValidateNested() @Type(() => OpeningHoursDto) thursday?: OpeningHoursDto;
  @IsOptional() @ValidateNested() @Type(() => OpeningHoursDto) friday?: OpeningHoursDto;
  @IsOptional() @ValidateNested() @Type(() => OpeningHoursDto) saturday?: OpeningHoursDto;
  @IsOptional() @ValidateNested() @Type(() => OpeningHoursDto) sunday?: OpeningHoursDto;
}

// POST /api/ai-receptionist/create-with-vapi (001 §7). `operatingHours` is `OperatingHours`
// (an object or its JSON text); the server validates it, including the timezone.
export class CreateReceptionistRequest {
  @Transform(trim)
  @Matches(/^\d{3}$/, {
    message: 'Please enter a valid area code in the phone number field (e.g., 415).',
  })
  phoneNumber!: string;

  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Please enter a name for your AI receptionist.' })
  @MaxLength(100)
  receptionistName!: string;

  @Transform(trim)
  @IsOptional()
  @IsString()
  @MaxLength(200)
  companyName?: string;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @MaxLength(500, { each: true })
  goals?: string[];

  @IsOptional() @IsIn([...receptionistTones, '']) tone?: ReceptionistTone | '';

  @Transform(trim) @IsOptional() @IsString() @MaxLength(1000) greeting?: string;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @MaxLength(500, { each: true })
  followUps?: string[];

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(10)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  answerTiming?: string[];

  @IsBoolean()
  @Equals(true, { message: 'You must agree to the terms to continue.' })
  termsAgreed!: boolean;

  @Transform(trim) @IsOptional() @IsString() @MaxLength(200) calendarId?: string;

  // Ten US digits, formatted or not; "" for no forwarding.
  @Transform(trim)
  @IsOptional()
  @Matches(/^$|^\+?1?[\s().-]*(\d[\s().-]*){10}$/, {
    message: 'Call forwarding must be a 10-digit US phone number',
  })
  callForwarding?: string;

  @IsOptional() operatingHours?: OperatingHours | string;
}

// PUT /api/ai-receptionist/{id} (001 §7): list fields travel as JSON text.
export class UpdateReceptionistRequest {
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Please enter a name for your AI receptionist.' })
  @MaxLength(100)
  name!: string;
  @Transform(trim) @IsOptional() @IsString() @MaxLength(200) companyName?: string;
  @Transform(trim) @IsOptional() @IsString() @MaxLength(1000) greeting?: string;
  @IsOptional() @IsIn([...receptionistTones, '']) tone?: ReceptionistTone | '';
  @IsOptional() @IsString() @MaxLength(20_000) goals?: string;
  @IsOptional() @IsString() @MaxLength(20_000) follow_ups?: string;
  @IsOptional() @IsString() @MaxLength(2_000) answer_timing?: string;
  @Transform(trim)
  @IsOptional()
  @Matches(/^$|^\+?1?[\s().-]*(\d[\s().-]*){10}$/, {
    message: 'Call forwarding must be a 10-digit US phone number',
  })
  call_forwarding?: string;
  @IsOptional() operating_hours?: OperatingHours | string;
  @IsOptional() @IsBoolean() is_active?: boolean;
}

export class ReceptionistFeedbackRequest {
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'User email not found. Please try logging in again.' })
  @MaxLength(254)
  email!: string;
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Please enter feedback' })
  @MaxLength(5000)
  feedback!: string;
  @IsOptional() @IsString() @MaxLength(64) timestamp?: string;
}

export class ToggleTestModeRequest {
  @IsBoolean({ message: 'testMode must be true or false' }) testMode!: boolean;
}

export const demoCallSectors = [
  'hvac',
  'roofing',
  'plumbing',
  'electrical',
  'solar',
  'real-estate',
  'other',
] as const;
export type DemoCallSector = (typeof demoCallSectors)[number];

export const demoCallGoals = [
  { id: 'appointment', label: 'Schedule Appointment' },
  { id: 'qualify', label: 'Qualify Lead' },
  { id: 'quote', label: 'Send Quote' },
] as const;
export type DemoCallGoal = (typeof demoCallGoals)[number]['id'];

// POST /api/request-call (000 §3, §5): the "Try AI Receptionist Now" demo.
export class RequestCallRequest {
  @Transform(trim) @IsOptional() @IsString() @MaxLength(100) customerName?: string;
  @Transform(trim) @IsOptional() @IsString() @MaxLength(100) agentName?: string;
  // International form, as the popup sends it ("+" then digits, maybe spaced or punctuated);
  // whether it is a number demo calls go to is the API's check.
  @Transform(trim)
  @MaxLength(40, { message: 'Please enter a valid 10-digit phone number.' })
  @Matches(/^\+[\d\s().-]+$/, { message: 'Please enter a valid 10-digit phone number.' })
  phone!: string;
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Company name is required' })
  @MaxLength(200)
  companyName!: string;
  @IsIn(demoCallSectors, { message: 'Please choose a sector' }) sector!: DemoCallSector;
  @IsIn(demoCallGoals.map((goal) => goal.id), { message: 'Please choose a goal' })
  goal!: DemoCallGoal;
}

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
