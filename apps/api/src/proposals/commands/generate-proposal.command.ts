import type { GenerateProposalRequest, ProposalTemplateChoice } from '@vanilla/contracts';
import type { Principal } from '../../accounts/index.js';

export type GenerationInput =
  | { source: 'form'; form: GenerateProposalRequest }
  | { source: 'voice'; transcript: string; templateChoice: ProposalTemplateChoice };

export class GenerateProposalCommand {
  constructor(
    readonly principal: Principal,
    readonly input: GenerationInput,
  ) {}
}
