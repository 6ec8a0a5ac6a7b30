import { actedBy } from '../../accounts/index.js';
import { randomUUID } from 'node:crypto';
import { Inject, ServiceUnavailableException } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { GeneratedProposal, GenerateProposalResponse } from '@vanilla/contracts';
import { proposalDecider, proposalReference, proposalStreamName } from '@vanilla/domain';
import type { TemplateChoice } from '@vanilla/domain';
import type { Principal } from '../../accounts/index.js';
import { PlanLimits } from '../../billing/index.js';
import { StreamDecisions } from '../../infrastructure/event-store/stream-decisions.js';
import { PROPOSAL_WRITER, ProposalWriterError } from '../writer/proposal-writer.js';
import type { ProposalWriter } from '../writer/proposal-writer.js';
import { GenerateProposalCommand } from './generate-proposal.command.js';
import type { GenerationInput } from './generate-proposal.command.js';

// Writes the proposal (LLM or composer) and records ProposalGenerated, within the monthly
// allowance of the caller's plan.
@CommandHandler(GenerateProposalCommand)
export class GenerateProposalHandler implements ICommandHandler<
  GenerateProposalCommand,
  GenerateProposalResponse
> {
  constructor(
    private readonly decisions: StreamDecisions,
    @Inject(PROPOSAL_WRITER) private readonly writer: ProposalWriter,
    private readonly limits: PlanLimits,
  ) {}

  async execute({ principal, input }: GenerateProposalCommand): Promise<GenerateProposalResponse> {
    const proposalId = randomUUID();
    const { response } = await this.limits.withProposalAllowance(
      principal,
      proposalId,
      () => this.write(principal, input),
      (proposal, now) => this.record(principal, input, proposalId, proposal, now),
    );
    return response;
  }

  private async write(principal: Principal, input: GenerationInput): Promise<GeneratedProposal> {
    const context = { companyName: principal.companyName, today: new Date() };
    try {
      return input.source === 'form'
        ? await this.writer.fromForm(input.form, context)
        : await this.writer.fromTranscript(input.transcript, input.templateChoice, context);
    } catch (error) {
      if (error instanceof ProposalWriterError)
        throw new ServiceUnavailableException(error.message);
      throw error;
    }
  }

  private async record(
    principal: Principal,
    input: GenerationInput,
    proposalId: string,
    proposal: GeneratedProposal,
    now: Date,
  ) {
    const { position } = await this.decisions.decideAndAppend(
      proposalStreamName(proposalId),
      proposalDecider,
      {
        type: 'GenerateProposal',
        data: {
          proposalId,
          companyId: principal.companyId,
          creatorId: principal.userId,
          source: input.source,
          templateChoice: proposal.templateChoice as TemplateChoice,
          title: proposal.header.title,
        },
      },
      actedBy(principal),
      { now },
    );
    const response: GenerateProposalResponse = {
      success: true,
      proposal,
      proposalId,
      reference: proposalReference(proposalId),
      templateChoice: proposal.templateChoice,
    };
    return { response, position };
  }
}
