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

// The proposal wizard's form (001 §3 "Proposal form") and the voice/text prompt (000 §7
// POST /api/voice-to-proposal), plus the generated proposal both produce (000 §3).

export const proposalCategories = ['HVAC', 'Roofing', 'Plumbing', 'Electrical'] as const;
export type ProposalCategory = (typeof proposalCategories)[number];

// The wizard offers three designs; the shared viewer also knows `modern`, and the voice prompt may
// ask for it.
export const formTemplateChoices = ['vanilla', 'minimalist', 'professional'] as const;
export type FormTemplateChoice = (typeof formTemplateChoices)[number];
export const proposalTemplateChoices = [...formTemplateChoices, 'modern'] as const;
export type ProposalTemplateChoice = (typeof proposalTemplateChoices)[number];

export const PROPOSAL_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PROPOSAL_PHOTOS_MAX = 10;
export const VOICE_TRANSCRIPT_MAX_LENGTH = 20_000;

export const proposalWritingMessages = {
  photoInvalid: 'Each photo must be a PNG, JPEG or WebP image of at most 5 MB.',
  tooManyPhotos: `At most ${PROPOSAL_PHOTOS_MAX} photos can be attached.`,
  emailInvalid: 'Please provide a valid email address',
  transcriptEmpty: 'No speech detected. Please try again and speak clearly.',
  transcriptTooLong: 'The proposal notes are too long (at most 20,000 characters).',
} as const;

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

const signatures = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff],
} as const;

const startsWith = (bytes: string, signature: readonly number[]) =>
  signature.every((byte, index) => bytes.charCodeAt(index) === byte);

const isBase64Char = (code: number) =>
  (code >= 65 && code <= 90) || // A-Z
  (code >= 97 && code <= 122) || // a-z
  (code >= 48 && code <= 57) || // 0-9
  code === 43 || // +
  code === 47; // /

// How many bytes a padded base64 text decodes to, from its length alone; null when that length
// cannot be base64.
export const base64DecodedLength = (payload: string): number | null => {
  if (payload.length === 0 || payload.length % 4 !== 0) return null;
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return (payload.length / 4) * 3 - padding;
};

// Whether a padded text holds only base64 characters, by a plain scan: a regular expression over
// megabytes of input can exhaust the stack.
export const isBase64Text = (payload: string): boolean => {
  const end = payload.length - (payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0);
  for (let i = 0; i < end; i += 1) if (!isBase64Char(payload.charCodeAt(i))) return false;
  return true;
};

// A base64 data URL of a PNG, JPEG or WebP image whose bytes really are that image (a renamed SVG
// or HTML page is refused), at most 5 MB decoded.
export const isImageDataUrl = (value: unknown): boolean => {
  if (typeof value !== 'string') return false;
  const match = /^data:image\/(png|jpeg|webp);base64,/.exec(value);
  if (!match) return false;
  const payload = value.slice(match[0].length);
  if (payload.length < 16) return false;
  // Size first, then the alphabet.
  const length = base64DecodedLength(payload);
  if (length === null || length > PROPOSAL_PHOTO_MAX_BYTES) return false;
  if (!isBase64Text(payload)) return false;
  const head = atob(payload.slice(0, 16));
  switch (match[1]) {
    case 'png':
      return startsWith(head, signatures.png);
    case 'jpeg':
      return startsWith(head, signatures.jpeg);
    default:
      return head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP';
  }
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
  @IsIn(proposalTemplateChoices)
  templateChoice?: ProposalTemplateChoice = 'vanilla';
}

// Plain text, shown by the templates as is (never parsed as markdown).
export type ProposalHeader = {
  title: string;
  companyName: string;
  date: string;
  clientName: string;
  propertyAddress: string;
};

// `content` is markdown: paragraphs, ### sub-headings, bold, italic, lists and block quotes.
export type ProposalSection = { title: string; content: string };

export type ProposalPhotoView = { url: string; caption: string };

export type GeneratedProposal = {
  header: ProposalHeader;
  sections: ProposalSection[];
  photos: ProposalPhotoView[];
  templateChoice: ProposalTemplateChoice;
};

export type GenerateProposalResponse = {
  success: true;
  proposal: GeneratedProposal;
  proposalId: string;
  // The professional template's "PRO-" reference, the one its shared page will show.
  reference: string;
  templateChoice: ProposalTemplateChoice;
};
