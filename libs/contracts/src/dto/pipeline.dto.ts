import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  contactLimits,
  contactStages,
  jobStatuses,
  noteLimits,
  paymentMethods,
  pipelineMessages,
} from '../pipeline.js';
import type { ContactStage, JobStatus, PaymentMethod } from '../pipeline.js';
import { trim } from './transforms.js';

// A query parameter given once is a string, given again a list: read both as a list.
const list = ({ value }: { value: unknown }) =>
  value === undefined ? undefined : Array.isArray(value) ? value : [value];

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const dayMessage = (field: string) => `${field} must be a date like 2026-05-14`;
const money = { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false };
const MAX_AMOUNT = 100_000_000;

export class ContactsQuery {
  @Transform(trim) @IsOptional() @IsString() @MaxLength(200) q?: string;

  @Transform(list)
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(contactStages.length)
  @IsIn(contactStages, { each: true, message: `status must be one of ${contactStages.join(', ')}` })
  status?: ContactStage[];

  @Transform(list)
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(contactLimits.tags)
  @IsString({ each: true })
  @MaxLength(contactLimits.tagLength, { each: true })
  tag?: string[];
}

// "Add manually", and each row of an import.
export class ContactInput {
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: pipelineMessages.contactNeedsName })
  @MaxLength(contactLimits.nameLength)
  name!: string;

  @Transform(trim)
  @IsOptional()
  @IsEmail({}, { message: 'Please enter a valid email address.' })
  @MaxLength(contactLimits.emailLength)
  email?: string;

  // Any way people write a number; the API reads it as E.164 (US by default).
  @Transform(trim) @IsOptional() @IsString() @MaxLength(40) phone?: string;

  @Transform(trim)
  @IsOptional()
  @IsString()
  @MaxLength(contactLimits.addressLength)
  address?: string;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(contactLimits.tags)
  @IsString({ each: true })
  @MaxLength(contactLimits.tagLength, { each: true })
  tags?: string[];
}

// "Upload file": the browser reads the CSV or XLSX and maps its columns; each row comes as text.
// Rows are checked one by one so a bad row is reported, not the whole file refused.
export class ImportContactRow {
  @IsOptional() @IsString() @MaxLength(1000) name?: string;
  @IsOptional() @IsString() @MaxLength(1000) email?: string;
  @IsOptional() @IsString() @MaxLength(1000) phone?: string;
  @IsOptional() @IsString() @MaxLength(1000) address?: string;
  @IsOptional() @IsString() @MaxLength(1000) tags?: string;
}

export class ImportContactsRequest {
  @IsArray()
  @ArrayMaxSize(contactLimits.importRows, {
    message: `A file may hold at most ${contactLimits.importRows} contacts.`,
  })
  @ValidateNested({ each: true })
  @Type(() => ImportContactRow)
  rows!: ImportContactRow[];
}

export class ChangeContactTagsRequest {
  @IsArray()
  @ArrayMaxSize(contactLimits.tags)
  @IsString({ each: true })
  @MaxLength(contactLimits.tagLength, { each: true })
  tags!: string[];
}

// POST /api/contacts/{id}/merge: `contactId` is folded into {id}.
export class MergeContactRequest {
  @IsString() @IsNotEmpty() @MaxLength(100) contactId!: string;
}

export class JobsQuery {
  @Transform(trim) @IsOptional() @IsString() @MaxLength(200) q?: string;
  @IsOptional() @IsIn(jobStatuses) status?: JobStatus;
}

// "New Job": for a contact of the company, or a client named here.
export class OpenJobRequest {
  @IsOptional() @IsString() @MaxLength(100) contactId?: string;
  @Transform(trim) @IsOptional() @IsString() @MaxLength(200) client?: string;
  @Transform(trim) @IsOptional() @IsString() @MaxLength(500) address?: string;

  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Please say what the job is.' })
  @MaxLength(200)
  service!: string;

  @IsNumber(money, { message: 'amount must be a number of dollars' })
  @Min(0)
  @Max(MAX_AMOUNT)
  amount!: number;

  @IsOptional() @Matches(DAY, { message: dayMessage('scheduledDate') }) scheduledDate?: string;
  @IsOptional() @IsString() @MaxLength(100) teamMemberId?: string;
}

export class ScheduleJobRequest {
  @Matches(DAY, { message: dayMessage('date') }) date!: string;
  // Defaults to the caller; a manager may name any member of the company.
  @IsOptional() @IsString() @MaxLength(100) teamMemberId?: string;
}

export class InvoiceJobRequest {
  // Defaults to the job's amount.
  @IsOptional()
  @IsNumber(money, { message: 'amount must be a number of dollars' })
  @Min(0.01)
  @Max(MAX_AMOUNT)
  amount?: number;
}

export class RecordPaymentRequest {
  @IsNumber(money, { message: 'amount must be a number of dollars' })
  @Min(0.01)
  @Max(MAX_AMOUNT)
  amount!: number;

  @Matches(DAY, { message: dayMessage('date') }) date!: string;

  @IsIn(paymentMethods, { message: `method must be one of ${paymentMethods.join(', ')}` })
  method!: PaymentMethod;

  // The client's own id for this payment, so a retried request records it once.
  @IsOptional()
  @Matches(/^[\w-]{8,64}$/, { message: 'paymentId must be 8 to 64 letters, digits, - or _' })
  paymentId?: string;
}

export class TransactionsQuery {
  @Transform(trim) @IsOptional() @IsString() @MaxLength(200) q?: string;
  @IsOptional() @IsIn(['received', 'sent']) type?: 'received' | 'sent';
}

export class NotesQuery {
  @Transform(trim) @IsOptional() @IsString() @MaxLength(200) q?: string;
  @IsOptional() @IsIn(['ai', 'voice', 'text']) type?: 'ai' | 'voice' | 'text';
  @IsOptional() @IsString() @MaxLength(100) contactId?: string;
}

export class NoteLinkInput {
  @IsIn(['client', 'team_member']) type!: 'client' | 'team_member';
  @IsString() @IsNotEmpty() @MaxLength(100) id!: string;
}

export class WriteNoteRequest {
  @IsOptional() @IsString() @MaxLength(noteLimits.contentLength) content?: string;

  // A recording as a data: URL (audio/webm, audio/ogg, audio/mp4, audio/mpeg, audio/wav).
  @IsOptional()
  @IsString()
  @MaxLength(Math.ceil((noteLimits.audioBytes * 4) / 3) + 100, {
    message: 'A recording may be at most 10 MB.',
  })
  audio?: string;

  @IsOptional() @IsNumber() @Min(0) @Max(3600) durationSeconds?: number;

  @IsOptional() @ValidateNested() @Type(() => NoteLinkInput) linkedTo?: NoteLinkInput;
}
