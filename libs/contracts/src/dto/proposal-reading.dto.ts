import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { READING_MS_MAX, READING_SECTIONS_MAX, READING_TITLE_MAX } from '@vanilla/domain';
import { readingMessages } from '../proposal-reading.js';
import { OFFER_OPTIONS_MAX } from '../proposals.js';
import { OFFER_ID } from './proposals.dto.js';

const readingMs = [
  IsInt({ message: readingMessages.ms }),
  Min(0, { message: readingMessages.ms }),
  Max(READING_MS_MAX, { message: readingMessages.ms }),
];

const applyAll =
  (decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) => {
    for (const decorator of decorators) decorator(target, key);
  };

export class SectionReadingDto {
  @IsString({ message: readingMessages.title })
  @MaxLength(READING_TITLE_MAX, { message: readingMessages.title })
  title!: string;
  @applyAll(readingMs) ms!: number;
}

export class OptionReadingDto {
  @Matches(OFFER_ID, { message: readingMessages.options }) id!: string;
  @applyAll(readingMs) ms!: number;
}

// A visit's report of what the client read (the page's beacon): its running totals.
export class ProposalReadingRequest {
  @IsUUID('all', { message: readingMessages.visitId }) visitId!: string;

  @IsArray({ message: readingMessages.sections })
  @ArrayMaxSize(READING_SECTIONS_MAX, { message: readingMessages.sections })
  @ValidateNested({ each: true, message: readingMessages.sections })
  @Type(() => SectionReadingDto)
  sections!: SectionReadingDto[];

  @IsOptional()
  @IsArray({ message: readingMessages.options })
  @ArrayMaxSize(OFFER_OPTIONS_MAX, { message: readingMessages.options })
  @ValidateNested({ each: true, message: readingMessages.options })
  @Type(() => OptionReadingDto)
  options?: OptionReadingDto[];
}
