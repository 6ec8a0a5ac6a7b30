import { IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { PRESENCE_SECTION_MAX_LENGTH, presenceMessages } from '../presence.js';

// POST /api/proposals/{token}/presence: the section on screen, or null when the page went away.
export class ProposalPresenceRequest {
  @IsUUID('all', { message: presenceMessages.visit })
  visitId!: string;

  // A title, or null (the API reads a null field as one not sent) as the page goes away.
  @IsOptional()
  @IsString({ message: presenceMessages.section })
  @IsNotEmpty({ message: presenceMessages.section })
  @MaxLength(PRESENCE_SECTION_MAX_LENGTH, { message: presenceMessages.section })
  section?: string;
}
