import { Command } from '@nestjs/cqrs';
import type { NoteRow } from '@vanilla/contracts';
import type { WriteNoteRequest } from '@vanilla/contracts/dto';
import type { Principal } from '../../accounts/index.js';

export class WriteNoteCommand extends Command<NoteRow> {
  constructor(
    readonly principal: Principal,
    readonly input: WriteNoteRequest,
  ) {
    super();
  }
}

export class DeleteNoteCommand extends Command<void> {
  constructor(
    readonly principal: Principal,
    readonly noteId: string,
  ) {
    super();
  }
}
