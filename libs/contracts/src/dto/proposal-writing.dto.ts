// class-transformer's @Type reads decorator metadata when these classes are defined, so this module
// must not depend on the importer having loaded the polyfill first.
import 'reflect-metadata';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import {
  type FormTemplateChoice,
  formTemplateChoices,
  isImageDataUrl,
  PROPOSAL_PHOTOS_MAX,
  proposalCategories,
  type ProposalCategory,
  type TemplateChoice,
  templateChoices,
  proposalWritingMessages,
  VOICE_TRANSCRIPT_MAX_LENGTH,
} from '../proposal-writing.js';

// Text fields may be empty (the spec fills defaults), so blanks and nulls count as absent; numbers
// typed into amount fields arrive as numbers from some clients and are kept as their text.
const optionalText = ({ value }: { value: unknown }) => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (value === null) return undefined;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? undefined : text;
};

const optionalInteger = ({ value }: { value: unknown }) => {
  if (value === null || value === '') return undefined;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value);
  return value;
};

const Text =
  (maxLength: number): PropertyDecorator =>
  (target, property) => {
    Transform(optionalText)(target, property);
    IsOptional()(target, property);
    IsString()(target, property);
    MaxLength(maxLength)(target, property);
  };

const Email = (): PropertyDecorator => (target, property) => {
  Transform(optionalText)(target, property);
  IsOptional()(target, property);
  IsEmail({}, { message: proposalWritingMessages.emailInvalid })(target, property);
  MaxLength(254)(target, property);
};

const NestedList =
  (type: () => new () => object, maxSize: number): PropertyDecorator =>
  (target, property) => {
    Transform(({ value }: { value: unknown }) => (value === null ? undefined : value))(
      target,
      property,
    );
    IsOptional()(target, property);
    IsArray()(target, property);
    ArrayMaxSize(maxSize)(target, property);
    ValidateNested({ each: true })(target, property);
    Type(type)(target, property);
  };

export class ProposalMilestone {
  @Text(200) title?: string;
  @Text(2000) description?: string;
  @Text(100) date?: string;
}

export class ProposalPriceOptions {
  @Text(50) basic?: string;
  @Text(50) standard?: string;
  @Text(50) premium?: string;
}

export class ProposalFinancingOption {
  @Text(200) name?: string;
  @Text(2000) description?: string;
  @Text(50) monthlyPayment?: string;
  @Text(50) interestRate?: string;
  @Text(100) term?: string;
}

export class ProposalExtendedWarrantyOption {
  @Text(200) name?: string;
  @Text(100) duration?: string;
  @Text(50) price?: string;
  @Text(2000) description?: string;
}

export class ProposalTestimonial {
  @Text(200) name?: string;
  @Text(200) location?: string;

  @Transform(optionalInteger)
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(5)
  rating?: number = 5;

  @Text(2000) comment?: string;
}

export class ProposalPhoto {
  @ValidateBy({
    name: 'isImageDataUrl',
    validator: {
      validate: isImageDataUrl,
      defaultMessage: () => proposalWritingMessages.photoInvalid,
    },
  })
  data!: string;

  @Text(300) caption?: string;
}

// Every field is optional: the wizard lets any field stay empty and the writer fills the spec's
// defaults (client "Client", company "HVAC Company", template vanilla).
export class GenerateProposalRequest {
  @Text(200) proposalName?: string;

  @Transform(optionalText)
  @IsOptional()
  @IsIn(proposalCategories)
  category?: ProposalCategory;

  @Text(200) companyName?: string;
  @Text(100) licenseNumber?: string;
  @Text(300) companyAddress?: string;
  @Text(50) companyPhone?: string;
  @Email() companyEmail?: string;

  @Text(200) clientName?: string;
  @Text(300) clientAddress?: string;
  @Text(50) clientPhone?: string;
  @Email() clientEmail?: string;
  @Text(300) propertyAddress?: string;
  @Text(5000) propertyDescription?: string;

  @Text(200) systemType?: string;
  @Text(10_000) systemDetails?: string;
  @Text(10_000) systemRequirements?: string;

  @Text(100) projectStartDate?: string;
  @Text(100) projectDuration?: string;
  @NestedList(() => ProposalMilestone, 20) projectMilestones?: ProposalMilestone[];

  @Transform(({ value }: { value: unknown }) => (value === null ? undefined : value))
  @IsOptional()
  @ValidateNested()
  @Type(() => ProposalPriceOptions)
  priceOptions?: ProposalPriceOptions;

  @NestedList(() => ProposalFinancingOption, 10) financingOptions?: ProposalFinancingOption[];

  @Text(100) warrantyDuration?: string;
  @Text(5000) warrantyDetails?: string;
  @NestedList(() => ProposalExtendedWarrantyOption, 10)
  extendedWarrantyOptions?: ProposalExtendedWarrantyOption[];

  @NestedList(() => ProposalTestimonial, 20) testimonials?: ProposalTestimonial[];

  @Transform(optionalText)
  @IsOptional()
  @IsIn(formTemplateChoices)
  templateChoice?: FormTemplateChoice = 'vanilla';

  @Transform(({ value }: { value: unknown }) => (value === null ? undefined : value))
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(PROPOSAL_PHOTOS_MAX, { message: proposalWritingMessages.tooManyPhotos })
  @ValidateNested({ each: true })
  @Type(() => ProposalPhoto)
  photos?: ProposalPhoto[];
}

export class VoiceToProposalRequest {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: proposalWritingMessages.transcriptEmpty })
  @IsNotEmpty({ message: proposalWritingMessages.transcriptEmpty })
  @MaxLength(VOICE_TRANSCRIPT_MAX_LENGTH, { message: proposalWritingMessages.transcriptTooLong })
  voiceTranscript!: string;

  @Transform(optionalText)
  @IsOptional()
  @IsIn(templateChoices)
  templateChoice?: TemplateChoice = 'vanilla';
}
