import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { reportTemplates, reportTypes } from '../reports.js';
import type { ReportTemplate, ReportType } from '../reports.js';
import { trim } from './transforms.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export class ReportsQuery {
  @Transform(trim) @IsOptional() @IsString() @MaxLength(200) q?: string;
  @IsOptional() @IsIn(reportTypes) type?: ReportType;
}

export class CreateReportRequest {
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'Please name the report.' })
  @MaxLength(200)
  name!: string;

  @IsIn(reportTemplates, { message: `template must be one of ${reportTemplates.join(', ')}` })
  template!: ReportTemplate;

  // A blank report's type (a template's own type otherwise).
  @IsOptional() @IsIn(reportTypes) type?: ReportType;

  @Matches(DAY, { message: 'from must be a date like 2026-05-01' }) from!: string;
  @Matches(DAY, { message: 'to must be a date like 2026-05-31' }) to!: string;

  // The company's days and weeks; the browser sends its own.
  @IsOptional() @IsString() @MaxLength(64) timezone?: string;

  // One team member's figures; a manager may name any member, a member only themself.
  @IsOptional() @IsString() @MaxLength(100) team_member?: string;
}
