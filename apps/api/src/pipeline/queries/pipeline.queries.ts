import { Query } from '@nestjs/cqrs';
import type {
  ContactRow,
  ContactStage,
  ContactTimelineEntry,
  JobRow,
  JobStatus,
  NoteRow,
  NoteType,
  TransactionRow,
} from '@vanilla/contracts';
import type { Principal } from '../../accounts/index.js';

export class GetContactsQuery extends Query<ContactRow[]> {
  constructor(
    readonly principal: Principal,
    readonly filter: { q?: string; status?: ContactStage[]; tag?: string[] },
  ) {
    super();
  }
}

export class GetContactQuery extends Query<{
  contact: ContactRow;
  timeline: ContactTimelineEntry[];
}> {
  constructor(
    readonly principal: Principal,
    readonly contactId: string,
  ) {
    super();
  }
}

export class GetJobsQuery extends Query<JobRow[]> {
  constructor(
    readonly principal: Principal,
    readonly filter: { q?: string; status?: JobStatus },
  ) {
    super();
  }
}

export class GetTransactionsQuery extends Query<TransactionRow[]> {
  constructor(
    readonly principal: Principal,
    readonly filter: { q?: string; type?: 'received' | 'sent' },
  ) {
    super();
  }
}

export class GetNotesQuery extends Query<NoteRow[]> {
  constructor(
    readonly principal: Principal,
    readonly filter: { q?: string; type?: NoteType; contactId?: string },
  ) {
    super();
  }
}

export class GetNoteAudioQuery extends Query<{ mimeType: string; bytes: Buffer }> {
  constructor(
    readonly principal: Principal,
    readonly noteId: string,
  ) {
    super();
  }
}
