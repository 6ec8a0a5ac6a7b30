import type { Provider } from '@nestjs/common';
import { APP_CONFIG } from '../../config/app-config.js';
import type { AppConfig } from '../../config/app-config.js';
import { LlmReportWriter } from './llm-report-writer.js';
import { ReportComposer } from './report-composer.js';
import { REPORT_WRITER } from './report-writer.js';
import type { ReportWriter } from './report-writer.js';

// The LLM writes narratives when LLM_BASE_URL is set; otherwise the built-in composer does.
export const reportWriterProvider: Provider = {
  provide: REPORT_WRITER,
  useFactory: (config: AppConfig): ReportWriter =>
    config.llm ? new LlmReportWriter(config.llm) : new ReportComposer(),
  inject: [APP_CONFIG],
};
