import { Command } from '@nestjs/cqrs';
import type {
  GenerateProposalRequest,
  GenerateProposalResponse,
  ProposalTemplateChoice,
} from '@vanilla/contracts';
import type { Principal } from '../../accounts/index.js';

export type GenerationInput =
  | { source: 'form'; form: GenerateProposalRequest }
  | { source: 'voice'; transcript: string; templateChoice: ProposalTemplateChoice };

export class GenerateProposalCommand extends Command<GenerateProposalResponse> {
  constructor(
    readonly principal: Principal,
    readonly input: GenerationInput,
  ) {
    super();
  }
}
