import { Transform, Type } from 'class-transformer';
import {
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { type DemoCallGoal, demoCallGoals } from '../receptionists.js';
import { trim } from './transforms.js';

export class CallsQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be between 1 and 200' })
  @Max(200, { message: 'limit must be between 1 and 200' })
  limit?: number;
}

// POST /api/calls/simulate (test mode): a realistic call to one of the caller's receptionists.
export class SimulateCallRequest {
  @IsOptional() @IsUUID() receptionistId?: string;
  @Transform(trim) @IsOptional() @IsString() @MaxLength(100) callerName?: string;
  @IsOptional()
  @Matches(/^\+\d{11,15}$/, { message: 'callerPhone must be E.164, like +15125550147' })
  callerPhone?: string;
  @IsOptional() @IsEmail() @MaxLength(254) callerEmail?: string;
  @IsOptional() @IsIn(demoCallGoals.map((goal) => goal.id)) goal?: DemoCallGoal;
}
