import { randomUUID } from 'node:crypto';
import { Inject, ServiceUnavailableException } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { GenerateProposalResponse } from '@vanilla/contracts';
import { proposalDecider, proposalReference, proposalStreamName } from '@vanilla/domain';
import type { TemplateChoice } from '@vanilla/domain';
import { StreamDecisions } from '../../infrastructure/event-store/stream-decisions.js';
import { PlanLimits } from '../../billing/index.js';
import { PROPOSAL_WRITER, ProposalWriterError } from '../writer/proposal-writer.js';
import type { ProposalWriter } from '../writer/proposal-writer.js';
import { GenerateProposalCommand } from './generate-proposal.command.js';

// Writes the proposal (LLM or composer) and records ProposalGenerated, within the monthly
// allowance of the caller's plan, which counts these events.
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

  async execute(command: GenerateProposalCommand): Promise<GenerateProposalResponse> {
    const { response } = await this.limits.withProposalAllowance(command.principal, () =>
      this.generate(command),
    );
    return response;
  }

  private async generate({ principal, input }: GenerateProposalCommand) {
    const context = { companyName: principal.companyName, today: new Date() };
    let proposal;
    try {
      proposal =
        input.source === 'form'
          ? await this.writer.fromForm(input.form, context)
          : await this.writer.fromTranscript(input.transcript, input.templateChoice, context);
    } catch (error) {
      if (error instanceof ProposalWriterError)
        throw new ServiceUnavailableException(error.message);
      throw error;
    }
    const proposalId = randomUUID();
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
      { actorUserId: principal.userId, companyId: principal.companyId },
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
