import { randomUUID } from 'node:crypto';
import { BadRequestException, Inject } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { NoteRow } from '@vanilla/contracts';
import { noteDecider, noteStreamName } from '@vanilla/domain';
import type { NoteLink } from '@vanilla/domain';
import { actedBy, findUsername } from '../../accounts/index.js';
import { DATABASE } from '../../infrastructure/database/database.js';
import type { Database } from '../../infrastructure/database/database.js';
import { INVALID_RECORDING, parseRecording, storeRecording } from '../note-audio.js';
import { NOTE_TRANSCRIBER, transcriptOf } from '../note-transcriber.js';
import type { NoteTranscriber } from '../note-transcriber.js';
import { ProjectedDecisions } from '../../infrastructure/projections/projected-decisions.js';
import { NOTES_PROJECTION } from '../pipeline-projections.js';
import { PipelineReader } from '../pipeline-reader.js';
import { toNoteRow } from '../projections/notes.projection.js';
import { NOT_ON_TEAM } from './job.handlers.js';
import { DeleteNoteCommand, WriteNoteCommand } from './note.commands.js';

@CommandHandler(WriteNoteCommand)
export class WriteNoteHandler implements ICommandHandler<WriteNoteCommand, NoteRow> {
  constructor(
    private readonly decisions: ProjectedDecisions,
    private readonly reader: PipelineReader,
    @Inject(DATABASE) private readonly db: Database,
    @Inject(NOTE_TRANSCRIBER) private readonly transcriber: NoteTranscriber | null,
  ) {}

  async execute({ principal, input }: WriteNoteCommand): Promise<NoteRow> {
    const recording = input.audio === undefined ? null : parseRecording(input.audio);
    if (input.audio !== undefined && !recording) throw new BadRequestException(INVALID_RECORDING);
    let linkedTo: NoteLink | null = null;
    if (input.linkedTo?.type === 'client') {
      const contact = await this.reader.contact(principal, input.linkedTo.id);
      linkedTo = { type: 'client', id: contact.contact_id };
    } else if (input.linkedTo?.type === 'team_member') {
      if (!(await findUsername(this.db, principal.companyId, input.linkedTo.id))) {
        throw new BadRequestException(NOT_ON_TEAM);
      }
      linkedTo = { type: 'team_member', id: input.linkedTo.id };
    }
    // The bytes first: a note never names a recording that is not stored.
    if (recording) await storeRecording(this.db, recording);
    // What the recording says, when a provider transcribes and nothing was typed with it.
    const typed = (input.content ?? '').trim();
    const content = recording && !typed ? await transcriptOf(this.transcriber, recording) : typed;
    const noteId = randomUUID();
    await this.decisions.decide(
      noteStreamName(noteId),
      noteDecider,
      {
        type: 'WriteNote',
        data: {
          noteId,
          companyId: principal.companyId,
          authorId: principal.userId,
          type: recording ? 'voice' : 'text',
          content,
          audio: recording
            ? {
                sha256: recording.sha256,
                mimeType: recording.mimeType,
                durationSeconds: input.durationSeconds ?? 0,
              }
            : null,
          linkedTo,
        },
      },
      actedBy(principal),
      NOTES_PROJECTION,
    );
    return toNoteRow(await this.reader.note(principal, noteId));
  }
}

@CommandHandler(DeleteNoteCommand)
export class DeleteNoteHandler implements ICommandHandler<DeleteNoteCommand, void> {
  constructor(
    private readonly decisions: ProjectedDecisions,
    private readonly reader: PipelineReader,
  ) {}

  async execute({ principal, noteId }: DeleteNoteCommand): Promise<void> {
    const note = await this.reader.note(principal, noteId);
    await this.decisions.decide(
      noteStreamName(note.note_id),
      noteDecider,
      {
        type: 'DeleteNote',
        data: {
          noteId: note.note_id,
          companyId: principal.companyId,
          deletedBy: principal.userId,
          listed: true,
        },
      },
      actedBy(principal),
      NOTES_PROJECTION,
    );
  }
}

export const noteHandlers = [WriteNoteHandler, DeleteNoteHandler];
