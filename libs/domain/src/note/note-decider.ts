import { DomainRuleViolation } from '../decider/decider.js';
import type { DecideContext, Decider, DomainCommand } from '../decider/decider.js';
import type { NoteEvent, NoteWritten } from './note-events.js';

export type WriteNote = DomainCommand<'WriteNote', Omit<NoteWritten['data'], 'writtenAt'>>;
// `listed` is whether the note is on the caller's Notes page: an AI note has no stream until it is
// deleted, so the handler says it exists.
export type DeleteNote = DomainCommand<
  'DeleteNote',
  { noteId: string; companyId: string; deletedBy: string; listed: boolean }
>;
export type NoteCommand = WriteNote | DeleteNote;

export type NoteState = { written: boolean; deleted: boolean };

export const NOTE_NOT_FOUND = 'note_not_found';
export const NOTE_EXISTS = 'note_exists';
export const NOTE_EMPTY = 'note_empty';

export const initialNoteState = (): NoteState => ({ written: false, deleted: false });

export const evolveNote = (state: NoteState, event: NoteEvent): NoteState =>
  event.type === 'NoteWritten' ? { ...state, written: true } : { ...state, deleted: true };

export const decideNote = (
  command: NoteCommand,
  state: NoteState,
  { now }: DecideContext,
): NoteEvent[] => {
  const at = now.toISOString();
  if (command.type === 'WriteNote') {
    if (state.written) throw new DomainRuleViolation(NOTE_EXISTS, 'conflict', 'This note exists.');
    if (command.data.content.trim() === '' && !command.data.audio) {
      throw new DomainRuleViolation(NOTE_EMPTY, 'invalid', 'Write something before saving.');
    }
    return [{ type: 'NoteWritten', data: { ...command.data, writtenAt: at } }];
  }
  if (state.deleted || (!state.written && !command.data.listed)) {
    throw new DomainRuleViolation(NOTE_NOT_FOUND, 'not_found', 'Note not found');
  }
  const { listed: _listed, ...data } = command.data;
  return [{ type: 'NoteDeleted', data: { ...data, deletedAt: at } }];
};

export const noteDecider: Decider<NoteState, NoteCommand, NoteEvent> = {
  initialState: initialNoteState,
  evolve: evolveNote,
  decide: decideNote,
};
