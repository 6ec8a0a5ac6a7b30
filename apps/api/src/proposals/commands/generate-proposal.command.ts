import { Command } from '@nestjs/cqrs';
import type { GenerateProposalResponse, TemplateChoice } from '@vanilla/contracts';
import type { GenerateProposalRequest } from '@vanilla/contracts/dto';
import type { Principal } from '../../accounts/index.js';

export type GenerationInput =
  | { source: 'form'; form: GenerateProposalRequest }
  | { source: 'voice'; transcript: string; templateChoice: TemplateChoice };

export class GenerateProposalCommand extends Command<GenerateProposalResponse> {
  constructor(
    readonly principal: Principal,
    readonly input: GenerationInput,
  ) {
    super();
  }
}
