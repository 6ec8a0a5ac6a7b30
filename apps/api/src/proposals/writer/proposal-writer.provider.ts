import type { Provider } from '@nestjs/common';
import { APP_CONFIG } from '../../config/app-config.js';
import type { AppConfig } from '../../config/app-config.js';
import { LlmProposalWriter } from './llm-proposal-writer.js';
import { ProposalComposer } from './proposal-composer.js';
import { PROPOSAL_WRITER } from './proposal-writer.js';
import type { ProposalWriter } from './proposal-writer.js';

// The LLM writes proposals when LLM_BASE_URL is set; otherwise the built-in composer does.
export const proposalWriterProvider: Provider = {
  provide: PROPOSAL_WRITER,
  useFactory: (config: AppConfig): ProposalWriter =>
    config.llm ? new LlmProposalWriter(config.llm) : new ProposalComposer(),
  inject: [APP_CONFIG],
};
