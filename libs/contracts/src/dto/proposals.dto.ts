import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { PROPOSAL_PHOTO_MAX_BYTES, PROPOSAL_PHOTOS_MAX } from '../proposal-writing.js';
import {
  expiryProblem,
  type ClientNoteMessages,
  newLinkMessages,
  DECLINE_REASON_MAX_LENGTH,
  consentMessages,
  declineMessages,
  depositMessages,
  depositTermsError,
  OFFER_ADD_ONS_MAX,
  OFFER_OPTIONS_MAX,
  offerRequestMessages,
  dataUrlDecodedLength,
  SEND_CHANNELS,
  sendProposalMessages,
  sharePhotoMessages,
} from '../proposals.js';
import type { DepositTerms, SendChannel } from '../proposals.js';
import { type TemplateChoice, templateChoices } from '../proposal-writing.js';
import { trim } from './transforms.js';

export class KeySellingPointsDto {
  @IsOptional() @IsString() @MaxLength(2000) price?: string;
  @IsOptional() @IsString() @MaxLength(5000) whyChooseUs?: string;
  @IsOptional() @IsString() @MaxLength(5000) testimonials?: string;
  @IsOptional() @IsString() @MaxLength(5000) warrantyInfo?: string;
}

// A photo shown with the shared proposal. Here only its form and size are checked; the API decides
// by the bytes whether it is a JPEG, PNG or WebP picture, and re-encodes it.
// An instant in the future, at most a year ahead (the domain's rule; checked again there).
const IsFutureExpiry = () =>
  ValidateBy({
    name: 'isFutureExpiry',
    validator: {
      validate: (value) => expiryProblem(value, new Date()) === null,
      defaultMessage: (args) => expiryProblem(args?.value, new Date()) ?? '',
    },
  });

export class SharePhotoUpload {
  @ValidateBy({
    name: 'isBase64DataUrl',
    validator: {
      validate: (value) => dataUrlDecodedLength(value) !== null,
      defaultMessage: () => sharePhotoMessages.notDataUrl,
    },
  })
  @ValidateBy({
    name: 'maxDecodedSize',
    validator: {
      // Only a data URL has a size; the rule above refuses anything else.
      validate: (value) => (dataUrlDecodedLength(value) ?? 0) <= PROPOSAL_PHOTO_MAX_BYTES,
      defaultMessage: () => sharePhotoMessages.tooBig,
    },
  })
  data!: string;

  @Transform(trim) @IsOptional() @IsString() @MaxLength(300) caption?: string;
}

export const OFFER_ID = /^[\w-]{1,40}$/;
const offerPrice = { allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 };

// An extra the client may add to any option; an option has the same id, name and price.
export class AddOnDto {
  @Matches(OFFER_ID, { message: offerRequestMessages.id }) id!: string;
  @Transform(trim)
  @IsString({ message: offerRequestMessages.name })
  @IsNotEmpty({ message: offerRequestMessages.name })
  @MaxLength(200)
  name!: string;
  @IsNumber(offerPrice, { message: offerRequestMessages.price })
  @Min(0, { message: offerRequestMessages.price })
  @Max(1_000_000_000, { message: offerRequestMessages.price })
  price!: number;
}

// One of the good / better / best options the client picks from.
export class PriceOptionDto extends AddOnDto {
  @Transform(trim) @IsOptional() @IsString() @MaxLength(2000) description?: string;
  @IsOptional() @IsBoolean() recommended?: boolean;
}

export class ShareProposalRequest {
  // When the link stops working; without it, the company's default validity from today.
  @IsOptional() @IsFutureExpiry() expiresAt?: string;

  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'No proposal data available. Please generate a proposal first.' })
  @MaxLength(200_000)
  proposalContent!: string;

  // The id the generation answered with; without it the share starts a new proposal.
  @IsOptional() @IsUUID() proposalId?: string;

  @Transform(trim) @IsOptional() @IsString() @MaxLength(200) clientName?: string;
  @Transform(trim)
  @IsOptional()
  @IsEmail({}, { message: 'Please provide a valid client email address' })
  @MaxLength(254)
  clientEmail?: string;
  @Transform(trim) @IsOptional() @IsString() @MaxLength(40) clientPhone?: string;
  @Transform(trim) @IsOptional() @IsString() @MaxLength(300) clientAddress?: string;
  // The contact the proposal is written for (GET /api/contacts ids).
  @IsOptional()
  @Matches(/^[\w-]{1,100}$/, { message: 'contactId must be a contact id' })
  contactId?: string;
  @Transform(trim) @IsOptional() @IsString() @MaxLength(200) companyName?: string;
  @Transform(trim) @IsOptional() @IsString() @MaxLength(300) companyAddress?: string;
  @Transform(trim) @IsOptional() @IsString() @MaxLength(50) companyPhone?: string;
  @Transform(trim) @IsOptional() @IsString() @MaxLength(254) companyEmail?: string;
  // The Company Info step's license; left empty, the company profile's.
  @Transform(trim) @IsOptional() @IsString() @MaxLength(100) licenseNumber?: string;
  @IsOptional() @IsIn(templateChoices) templateChoice?: TemplateChoice;

  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  @Max(1_000_000_000)
  value?: number;

  @IsOptional()
  @ValidateNested()
  @Type(() => KeySellingPointsDto)
  keySellingPoints?: KeySellingPointsDto;

  // Property photos in page order (001 §3 "photos (list with data)").
  @IsOptional()
  @IsArray({ message: sharePhotoMessages.notList })
  @ArrayMaxSize(PROPOSAL_PHOTOS_MAX, { message: sharePhotoMessages.tooMany })
  @ValidateNested({ each: true, message: sharePhotoMessages.notList })
  @Type(() => SharePhotoUpload)
  photos?: SharePhotoUpload[];

  // Good / better / best and extras: the client picks one option and any add-ons when signing.
  @IsOptional()
  @IsArray({ message: offerRequestMessages.notList })
  @ArrayMaxSize(OFFER_OPTIONS_MAX, { message: offerRequestMessages.tooMany })
  @ValidateNested({ each: true, message: offerRequestMessages.notList })
  @Type(() => PriceOptionDto)
  priceOptions?: PriceOptionDto[];

  @IsOptional()
  @IsArray({ message: offerRequestMessages.notList })
  @ArrayMaxSize(OFFER_ADD_ONS_MAX, { message: offerRequestMessages.tooMany })
  @ValidateNested({ each: true, message: offerRequestMessages.notList })
  @Type(() => AddOnDto)
  addOns?: AddOnDto[];

  // Asked of the client once they sign: a percent of the total or a fixed amount (the domain's
  // one rule checks which and its range).
  @IsOptional()
  @ValidateBy({
    name: 'isDepositTerms',
    validator: {
      validate: (value) =>
        typeof value === 'object' && value !== null && depositTermsError(value) === null,
      defaultMessage: (args) =>
        typeof args?.value === 'object' && args.value !== null
          ? (depositTermsError(args.value as object) ?? depositMessages.shape)
          : depositMessages.shape,
    },
  })
  deposit?: DepositTerms;
}

export class ProposalTokenRequest {
  @IsString()
  @IsNotEmpty({ message: 'Invalid proposal token' })
  @MaxLength(100)
  token!: string;
}

// Opening a link sends the token alone; signing adds the signature and the signer.
export class TrackProposalViewRequest extends ProposalTokenRequest {
  @IsOptional() @IsString() @MaxLength(2_000_000) signature?: string;
  @Transform(trim)
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'Please provide your full name' })
  @MaxLength(200)
  name?: string;
  @Transform(trim)
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'Please provide your email address' })
  @IsEmail({}, { message: 'Please provide a valid email address' })
  @MaxLength(254)
  email?: string;
  // The signer accepted the consent to sign electronically (ESIGN/UETA); a signature needs it.
  @IsOptional() @IsBoolean({ message: consentMessages.notBoolean }) consent?: boolean;
  // The price option and add-ons chosen, when the proposal offers them.
  @IsOptional() @Matches(OFFER_ID, { message: offerRequestMessages.choice }) optionId?: string;
  @IsOptional()
  @IsArray({ message: offerRequestMessages.choice })
  @ArrayMaxSize(OFFER_ADD_ONS_MAX, { message: offerRequestMessages.choice })
  @Matches(OFFER_ID, { each: true, message: offerRequestMessages.choice })
  addOnIds?: string[];
}

export class ProposalMessageRequest extends ProposalTokenRequest {
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Please provide your name' })
  @MaxLength(200)
  name!: string;
  @Transform(trim)
  @IsString()
  @IsEmail({}, { message: 'Please provide a valid email address' })
  @MaxLength(254)
  email!: string;
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Please write a message' })
  @MaxLength(5000)
  message!: string;
}

// A client's optional note from the shared page, trimmed; applied in the order the stacked
// decorators would be.
const ClientNote =
  ({ tooLong, notText }: ClientNoteMessages): PropertyDecorator =>
  (target, key) => {
    MaxLength(DECLINE_REASON_MAX_LENGTH, { message: tooLong })(target, key);
    IsString({ message: notText })(target, key);
    IsOptional()(target, key);
    Transform(trim)(target, key);
  };

// The token is the route's; the body may be empty. Unknown fields are dropped like everywhere.
export class DeclineProposalRequest {
  @ClientNote({ tooLong: declineMessages.reasonTooLong, notText: declineMessages.reasonNotText })
  reason?: string;
}

// Step 4's Send Proposal. The addresses default to the client's as the proposal was shared.
export class SendProposalRequest extends ProposalTokenRequest {
  @IsArray({ message: sendProposalMessages.channelsRequired })
  @ArrayNotEmpty({ message: sendProposalMessages.channelsRequired })
  @ArrayUnique({ message: sendProposalMessages.channelsRequired })
  @IsIn(SEND_CHANNELS, { each: true, message: sendProposalMessages.channelUnknown })
  channels!: SendChannel[];
  @Transform(trim)
  @IsOptional()
  @IsString({ message: sendProposalMessages.emailInvalid })
  @IsEmail({}, { message: sendProposalMessages.emailInvalid })
  @MaxLength(254, { message: sendProposalMessages.emailInvalid })
  email?: string;
  @Transform(trim)
  @IsOptional()
  @IsString({ message: sendProposalMessages.phoneInvalid })
  @Matches(/^\+?[\d\s().-]{7,25}$/, { message: sendProposalMessages.phoneInvalid })
  phone?: string;
}

export class ExtendProposalRequest {
  @IsFutureExpiry() expiresAt!: string;
}

// The token is the route's; the body may be empty.
export class RequestNewLinkRequest {
  @ClientNote(newLinkMessages) message?: string;
}

export class DashboardQuery {
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'include_team must be true or false' })
  include_team?: 'true' | 'false';
}

export class HistoryQuery {
  @IsOptional()
  @Matches(/^\d+\/\d+$/, { message: 'at must be a position like 123/45' })
  at?: string;
}
