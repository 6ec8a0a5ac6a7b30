import { randomUUID } from 'node:crypto';
import { BadRequestException, ConflictException, Inject } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { JobRow } from '@vanilla/contracts';
import { jobDecider, jobStreamName } from '@vanilla/domain';
import type { JobCommand } from '@vanilla/domain';
import { actedBy, findUsername } from '../../accounts/index.js';
import type { Principal } from '../../accounts/index.js';
import { DATABASE } from '../../infrastructure/database/database.js';
import type { Database } from '../../infrastructure/database/database.js';
import { ProjectedDecisions } from '../../infrastructure/projections/projected-decisions.js';
import { JOBS_PROJECTION } from '../pipeline-projections.js';
import { PipelineReader } from '../pipeline-reader.js';
import { toJobRow } from '../projections/jobs.projection.js';
import type { JobTableRow } from '../projections/jobs.projection.js';
import { OpenJobCommand, TakeJobStepCommand } from './job.commands.js';
import type { JobStep } from './job.commands.js';

export const NOT_ON_TEAM = 'That team member is not on your team.';
export const JOB_NEEDS_CLIENT = 'Please choose a contact or name the client.';

// Who does the work: the caller, or for a manager any member of the company.
const teamMember = async (
  db: Database,
  principal: Principal,
  requested: string | undefined,
): Promise<{ id: string; name: string }> => {
  const id = requested && principal.role === 'manager' ? requested : principal.userId;
  const name = await findUsername(db, principal.companyId, id);
  if (!name) throw new BadRequestException(NOT_ON_TEAM);
  return { id, name };
};

@CommandHandler(OpenJobCommand)
export class OpenJobHandler implements ICommandHandler<OpenJobCommand, JobRow> {
  constructor(
    private readonly decisions: ProjectedDecisions,
    private readonly reader: PipelineReader,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  async execute({ principal, input }: OpenJobCommand): Promise<JobRow> {
    const contact = input.contactId ? await this.reader.contact(principal, input.contactId) : null;
    const client = contact?.name || input.client || '';
    if (!client) throw new BadRequestException(JOB_NEEDS_CLIENT);
    const member = await teamMember(this.db, principal, input.teamMemberId);
    const jobId = randomUUID();
    const stream = jobStreamName(jobId);
    const by = { jobId, companyId: principal.companyId, by: principal.userId };
    await this.decisions.decide(
      stream,
      jobDecider,
      {
        type: 'OpenJob',
        data: {
          jobId,
          companyId: principal.companyId,
          contactId: contact?.contact_id ?? null,
          proposalId: null,
          proposalToken: null,
          client,
          address: input.address || contact?.address || '',
          service: input.service,
          amount: input.amount,
          teamMemberId: member.id,
          openedBy: principal.userId,
        },
      },
      actedBy(principal),
      JOBS_PROJECTION,
    );
    if (input.scheduledDate) {
      await this.decisions.decide(
        stream,
        jobDecider,
        {
          type: 'ScheduleJob',
          data: {
            ...by,
            scheduledDate: input.scheduledDate,
            teamMemberId: member.id,
            teamMemberName: member.name,
            opening: null,
          },
        },
        actedBy(principal),
        JOBS_PROJECTION,
      );
    }
    return toJobRow(await this.reader.job(principal, jobId));
  }
}

// A signed proposal's job, as its signature opened it: recorded with its first schedule.
const openingOf = (job: JobTableRow, principal: Principal) =>
  job.proposal_id
    ? {
        jobId: job.job_id,
        companyId: job.company_id,
        contactId: null,
        proposalId: job.proposal_id,
        proposalToken: job.proposal_token,
        client: job.client,
        address: job.address,
        service: job.service,
        amount: Number(job.amount),
        teamMemberId: job.team_member_id,
        openedBy: principal.userId,
      }
    : null;

@CommandHandler(TakeJobStepCommand)
export class TakeJobStepHandler implements ICommandHandler<TakeJobStepCommand, JobRow> {
  constructor(
    private readonly decisions: ProjectedDecisions,
    private readonly reader: PipelineReader,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  async execute({ principal, jobId, step }: TakeJobStepCommand): Promise<JobRow> {
    const job = await this.reader.job(principal, jobId);
    if (job.status === 'unscheduled' && step.type !== 'schedule') {
      throw new ConflictException('Schedule the job first.');
    }
    await this.decisions.decide(
      jobStreamName(job.job_id),
      jobDecider,
      await this.commandOf(principal, job, step),
      actedBy(principal),
      JOBS_PROJECTION,
    );
    return toJobRow(await this.reader.job(principal, job.job_id));
  }

  private async commandOf(
    principal: Principal,
    job: JobTableRow,
    step: JobStep,
  ): Promise<JobCommand> {
    const by = { jobId: job.job_id, companyId: job.company_id, by: principal.userId };
    switch (step.type) {
      case 'schedule': {
        const member = await teamMember(this.db, principal, step.teamMemberId);
        return {
          type: 'ScheduleJob',
          data: {
            ...by,
            scheduledDate: step.date,
            teamMemberId: member.id,
            teamMemberName: member.name,
            opening: openingOf(job, principal),
          },
        };
      }
      case 'start':
        return { type: 'StartJob', data: by };
      case 'complete':
        return { type: 'CompleteJob', data: by };
      case 'invoice':
        return { type: 'InvoiceJob', data: { ...by, amount: step.amount ?? Number(job.amount) } };
      case 'payment':
        return {
          type: 'RecordJobPayment',
          data: {
            ...by,
            paymentId: step.paymentId ?? randomUUID(),
            amount: step.amount,
            method: step.method,
            paidOn: step.date,
          },
        };
    }
  }
}

export const jobHandlers = [OpenJobHandler, TakeJobStepHandler];
