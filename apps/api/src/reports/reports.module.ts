import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/index.js';
import { reportHandlers } from './commands/report.handlers.js';
import { ReportsProjection } from './projections/reports.projection.js';
import { reportQueryHandlers } from './queries/report.handlers.js';
import { ReportsController } from './reports.controller.js';
import { ReportsReader } from './reports-reader.js';

export const reportProjections = [ReportsProjection];

@Module({
  imports: [AccountsModule],
  controllers: [ReportsController],
  providers: [ReportsReader, ...reportHandlers, ...reportQueryHandlers],
})
export class ReportsModule {}
