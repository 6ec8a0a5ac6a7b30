import type { FactoryProvider } from '@nestjs/common';
import { loadConfig } from '../../config/app-config.js';
import { proposalWriterProvider } from './proposal-writer.provider.js';
import type { ProposalWriter } from './proposal-writer.js';

const writerFor = (env: NodeJS.ProcessEnv): ProposalWriter =>
  (proposalWriterProvider as FactoryProvider<ProposalWriter>).useFactory(
    loadConfig(env),
  ) as ProposalWriter;

describe('proposalWriterProvider', () => {
  it('should write with the composer when no LLM is configured', () => {
    expect(writerFor({}).kind).toBe('composer');
  });

  it('should write with the LLM when LLM_BASE_URL is set', () => {
    expect(writerFor({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1' }).kind).toBe('llm');
  });
});
