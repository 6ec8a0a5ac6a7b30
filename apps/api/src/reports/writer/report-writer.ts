import type { ReportFigures, ReportType } from '@vanilla/contracts';

// What a narrative is written from: the report as the page shows it and its figures now.
export type ReportNarrativeInput = {
  name: string;
  type: ReportType;
  from: string;
  to: string;
  timezone: string;
  figures: ReportFigures;
};

// Writes the "AI Report" narrative of a report's figures: 2 to 4 plain sentences. Two adapters,
// as for proposals: an LLM behind an OpenAI-compatible API, and a deterministic composer used when
// no LLM is configured.
export type ReportWriter = {
  readonly kind: 'llm' | 'composer';
  write(input: ReportNarrativeInput): Promise<string>;
};

export const REPORT_WRITER = Symbol('REPORT_WRITER');

export const REPORT_WRITER_UNAVAILABLE =
  'The AI report writer is unavailable right now. Please try again in a minute.';

// The message is safe to show the user; the provider's own failure travels in `cause` for logs.
export class ReportWriterError extends Error {
  constructor(message: string = REPORT_WRITER_UNAVAILABLE, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ReportWriterError';
  }
}
