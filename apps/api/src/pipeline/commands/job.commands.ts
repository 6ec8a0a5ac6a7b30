import { Command } from '@nestjs/cqrs';
import type { JobRow, PaymentMethod } from '@vanilla/contracts';
import type { OpenJobRequest } from '@vanilla/contracts/dto';
import type { Principal } from '../../accounts/index.js';

export class OpenJobCommand extends Command<JobRow> {
  constructor(
    readonly principal: Principal,
    readonly input: OpenJobRequest,
  ) {
    super();
  }
}

export type JobStep =
  | { type: 'schedule'; date: string; teamMemberId?: string }
  | { type: 'start' }
  | { type: 'complete' }
  | { type: 'invoice'; amount?: number }
  | { type: 'payment'; amount: number; date: string; method: PaymentMethod; paymentId?: string };

export class TakeJobStepCommand extends Command<JobRow> {
  constructor(
    readonly principal: Principal,
    readonly jobId: string,
    readonly step: JobStep,
  ) {
    super();
  }
}
