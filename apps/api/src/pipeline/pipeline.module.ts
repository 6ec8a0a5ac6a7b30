import { Inject, Module } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import { AccountsModule } from '../accounts/index.js';
import { DATABASE } from '../infrastructure/database/database.js';
import type { Database } from '../infrastructure/database/database.js';
import { runMigrations } from '../infrastructure/database/migrations.js';
import { contactHandlers } from './commands/contact.handlers.js';
import { jobHandlers } from './commands/job.handlers.js';
import { noteHandlers } from './commands/note.handlers.js';
import { noteAudioMigrations } from './note-audio.js';
import { noteTranscriberProvider } from './note-transcriber.js';
import { PipelineController } from './pipeline.controller.js';
import { PipelineReader } from './pipeline-reader.js';
import { ContactsProjection } from './projections/contacts.projection.js';
import { JobsProjection } from './projections/jobs.projection.js';
import { NotesProjection } from './projections/notes.projection.js';
import { pipelineQueryHandlers } from './queries/pipeline.handlers.js';

export const pipelineProjections = [ContactsProjection, JobsProjection, NotesProjection];

@Module({
  imports: [AccountsModule],
  controllers: [PipelineController],
  providers: [
    PipelineReader,
    noteTranscriberProvider,
    ...contactHandlers,
    ...jobHandlers,
    ...noteHandlers,
    ...pipelineQueryHandlers,
  ],
  exports: [PipelineReader],
})
export class PipelineModule implements OnModuleInit {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async onModuleInit(): Promise<void> {
    await runMigrations(this.db, noteAudioMigrations);
  }
}
