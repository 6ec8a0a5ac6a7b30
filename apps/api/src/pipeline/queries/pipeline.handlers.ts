import { Inject, NotFoundException } from '@nestjs/common';
import { QueryHandler } from '@nestjs/cqrs';
import type { IQueryHandler } from '@nestjs/cqrs';
import { pipelineMessages } from '@vanilla/contracts';
import { DATABASE } from '../../infrastructure/database/database.js';
import type { Database } from '../../infrastructure/database/database.js';
import { loadRecording } from '../note-audio.js';
import { PipelineReader } from '../pipeline-reader.js';
import { toContactRow } from '../projections/contacts.projection.js';
import {
  GetContactQuery,
  GetContactsQuery,
  GetJobsQuery,
  GetNoteAudioQuery,
  GetNotesQuery,
  GetTransactionsQuery,
} from './pipeline.queries.js';

@QueryHandler(GetContactsQuery)
export class GetContactsHandler implements IQueryHandler<GetContactsQuery> {
  constructor(private readonly reader: PipelineReader) {}
  execute({ principal, filter }: GetContactsQuery) {
    return this.reader.contacts(principal, filter);
  }
}

@QueryHandler(GetContactQuery)
export class GetContactHandler implements IQueryHandler<GetContactQuery> {
  constructor(private readonly reader: PipelineReader) {}
  async execute({ principal, contactId }: GetContactQuery) {
    const contact = await this.reader.contact(principal, contactId);
    return {
      contact: toContactRow(contact),
      timeline: await this.reader.timeline(contact.contact_id),
    };
  }
}

@QueryHandler(GetJobsQuery)
export class GetJobsHandler implements IQueryHandler<GetJobsQuery> {
  constructor(private readonly reader: PipelineReader) {}
  execute({ principal, filter }: GetJobsQuery) {
    return this.reader.jobs(principal, filter);
  }
}

@QueryHandler(GetTransactionsQuery)
export class GetTransactionsHandler implements IQueryHandler<GetTransactionsQuery> {
  constructor(private readonly reader: PipelineReader) {}
  execute({ principal, filter }: GetTransactionsQuery) {
    return this.reader.transactions(principal, filter);
  }
}

@QueryHandler(GetNotesQuery)
export class GetNotesHandler implements IQueryHandler<GetNotesQuery> {
  constructor(private readonly reader: PipelineReader) {}
  execute({ principal, filter }: GetNotesQuery) {
    return this.reader.notes(principal, filter);
  }
}

@QueryHandler(GetNoteAudioQuery)
export class GetNoteAudioHandler implements IQueryHandler<GetNoteAudioQuery> {
  constructor(
    private readonly reader: PipelineReader,
    @Inject(DATABASE) private readonly db: Database,
  ) {}
  async execute({ principal, noteId }: GetNoteAudioQuery) {
    const note = await this.reader.note(principal, noteId);
    const recording = note.audio_sha256 ? await loadRecording(this.db, note.audio_sha256) : null;
    if (!recording) throw new NotFoundException(pipelineMessages.noteNotFound);
    return recording;
  }
}

export const pipelineQueryHandlers = [
  GetContactsHandler,
  GetContactHandler,
  GetJobsHandler,
  GetTransactionsHandler,
  GetNotesHandler,
  GetNoteAudioHandler,
];
