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
import {
  type DemoCallGoal,
  demoCallGoals,
  type DemoCallSector,
  demoCallSectors,
  type OperatingHours,
  type ReceptionistTone,
  receptionistTones,
} from '../receptionists.js';
import { trim } from './transforms.js';

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
