import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/index.js';
import { BillingModule } from '../billing/index.js';
import { PipelineModule } from '../pipeline/index.js';
import { reportHandlers } from './commands/report.handlers.js';
import { ReportsProjection } from './projections/reports.projection.js';
import { reportQueryHandlers } from './queries/report.handlers.js';
import { ReportsController, SharedReportsController } from './reports.controller.js';
import { ReportsReader } from './reports-reader.js';
import { reportWriterProvider } from './writer/report-writer.provider.js';

export const reportProjections = [ReportsProjection];

@Module({
  imports: [AccountsModule, PipelineModule, BillingModule],
  controllers: [ReportsController, SharedReportsController],
  providers: [ReportsReader, reportWriterProvider, ...reportHandlers, ...reportQueryHandlers],
})
export class ReportsModule {}
