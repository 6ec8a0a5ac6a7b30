import type { GeneratedProposal, TemplateChoice } from '@vanilla/contracts';
import type { GenerateProposalRequest } from '@vanilla/contracts/dto';

// What the writer knows beyond the request: the signed-in user's company (the default company
// name) and the day the proposal is dated.
export type ProposalWritingContext = { companyName: string; today: Date };

// Writes a proposal from the wizard form or from free-form notes (typed or dictated). Two
// adapters: an LLM behind an OpenAI-compatible API, and a deterministic composer used when no
// LLM is configured (DESIGN §9).
export type ProposalWriter = {
  readonly kind: 'llm' | 'composer';
  fromForm(
    form: GenerateProposalRequest,
    context: ProposalWritingContext,
  ): Promise<GeneratedProposal>;
  fromTranscript(
    transcript: string,
    templateChoice: TemplateChoice,
    context: ProposalWritingContext,
  ): Promise<GeneratedProposal>;
};

export const PROPOSAL_WRITER = Symbol('PROPOSAL_WRITER');

export const PROPOSAL_WRITER_UNAVAILABLE =
  'The AI writer is unavailable right now. Please try again in a minute.';

// The message is safe to show the user; the provider's own failure travels in `cause` for logs.
export class ProposalWriterError extends Error {
  constructor(message: string = PROPOSAL_WRITER_UNAVAILABLE, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProposalWriterError';
  }
}
