import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsDefined,
  IsInt,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { followUpLimits, followUpMessages, followUpTriggers, weekDays } from '@vanilla/domain';
import type { FollowUpTrigger, WeekDay } from '@vanilla/domain';

const CHANNELS = ['email', 'sms'] as const;

export class FollowUpStepDto {
  @IsString({ message: followUpMessages.stepId })
  @MaxLength(followUpLimits.stepId, { message: followUpMessages.stepId })
  @Matches(/^[a-z0-9][a-z0-9-]*$/, { message: followUpMessages.stepId })
  id!: string;

  @IsIn(followUpTriggers, { message: followUpMessages.trigger })
  trigger!: FollowUpTrigger;

  @IsInt({ message: followUpMessages.days })
  @Min(followUpLimits.minDays, { message: followUpMessages.days })
  @Max(followUpLimits.maxDays, { message: followUpMessages.days })
  days!: number;

  @IsArray({ message: followUpMessages.channels })
  @ArrayMinSize(1, { message: followUpMessages.channels })
  @ArrayMaxSize(2, { message: followUpMessages.channels })
  @ArrayUnique({ message: followUpMessages.channels })
  @IsIn(CHANNELS, { each: true, message: followUpMessages.channels })
  channels!: Array<(typeof CHANNELS)[number]>;

  // Empty for a step sent only by text.
  @IsString({ message: followUpMessages.subject })
  @MaxLength(followUpLimits.subject, { message: followUpMessages.subject })
  subject!: string;

  @IsString({ message: followUpMessages.body })
  @MaxLength(followUpLimits.body, { message: followUpMessages.body })
  body!: string;
}

export class FollowUpHoursDto {
  @IsArray({ message: followUpMessages.hours })
  @ArrayMinSize(1, { message: followUpMessages.hours })
  @ArrayMaxSize(7, { message: followUpMessages.hours })
  @ArrayUnique({ message: followUpMessages.hours })
  @IsIn(weekDays, { each: true, message: followUpMessages.hours })
  days!: WeekDay[];

  @IsString({ message: followUpMessages.hours })
  @Matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: followUpMessages.hours })
  start!: string;

  @IsString({ message: followUpMessages.hours })
  @Matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: followUpMessages.hours })
  end!: string;
}

// PUT /api/follow-up-plan: the whole plan (the steps as the manager edited them, in order).
export class UpdateFollowUpPlanRequest {
  @IsBoolean({ message: 'enabled must be true or false.' })
  enabled!: boolean;

  @IsArray({ message: followUpMessages.steps })
  @ArrayMinSize(followUpLimits.minSteps, { message: followUpMessages.steps })
  @ArrayMaxSize(followUpLimits.maxSteps, { message: followUpMessages.steps })
  @ValidateNested({ each: true })
  @Type(() => FollowUpStepDto)
  steps!: FollowUpStepDto[];

  @IsDefined({ message: followUpMessages.hours })
  @ValidateNested()
  @Type(() => FollowUpHoursDto)
  hours!: FollowUpHoursDto;
}

// The unsubscribe page's button (a form post, or a JSON client's): it says what it confirms, so
// a stray or malformed post to the link records nothing.
export class UnsubscribeFollowUpsRequest {
  @IsIn(['stop'], { message: 'confirm must be "stop"' })
  confirm!: 'stop';
}
