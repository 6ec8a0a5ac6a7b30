import { Inject, Module } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import { AccountsModule } from '../accounts/index.js';
import { CallSimulator } from './call-simulator.js';
import { DATABASE } from '../infrastructure/database/database.js';
import type { Database } from '../infrastructure/database/database.js';
import { runMigrations } from '../infrastructure/database/migrations.js';
import { SystemModule } from '../system/index.js';
import { CreateReceptionistHandler } from './commands/create-receptionist.handler.js';
import { DeleteReceptionistHandler } from './commands/delete-receptionist.handler.js';
import { RecordReceptionistChangeHandler } from './commands/record-receptionist-change.handler.js';
import { SendReceptionistFeedbackHandler } from './commands/send-receptionist-feedback.handler.js';
import { UpdateReceptionistHandler } from './commands/update-receptionist.handler.js';
import { DemoCalls } from './demo-calls.js';
import { ReceptionistProjection } from './projections/receptionist.projection.js';
import { telephonyProvider, voiceAgentProvider } from './providers/providers.js';
import { ReceptionistDirectory } from './receptionist-directory.js';
import { ReceptionistProvisioning } from './receptionist-provisioning.js';
import { receptionistMigrations } from './receptionists.migrations.js';
import { ReceptionistsController } from './receptionists.controller.js';

export const receptionistProjections = [ReceptionistProjection];

const commandHandlers = [
  CreateReceptionistHandler,
  UpdateReceptionistHandler,
  DeleteReceptionistHandler,
  RecordReceptionistChangeHandler,
  SendReceptionistFeedbackHandler,
];

@Module({
  imports: [AccountsModule, SystemModule],
  controllers: [ReceptionistsController],
  providers: [
    telephonyProvider,
    voiceAgentProvider,
    ReceptionistDirectory,
    ReceptionistProvisioning,
    DemoCalls,
    CallSimulator,
    ...commandHandlers,
  ],
  exports: [ReceptionistDirectory, CallSimulator],
})
export class ReceptionistsModule implements OnModuleInit {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async onModuleInit(): Promise<void> {
    await runMigrations(this.db, receptionistMigrations);
  }
}
