import { DeciderSpecification } from '../testing.js';
import { NOTE_EMPTY, NOTE_EXISTS, NOTE_NOT_FOUND, noteDecider } from './note-decider.js';
import type { NoteEvent } from './note-events.js';

const now = new Date('2026-06-01T15:00:00.000Z');
const at = now.toISOString();
const given = (events: NoteEvent[]) => DeciderSpecification.for(noteDecider, { now }).given(events);

const text = {
  noteId: 'n-1',
  companyId: 'co-1',
  authorId: 'u-1',
  type: 'text' as const,
  content: 'Gate code 4411',
  audio: null,
  linkedTo: { type: 'client' as const, id: 'c-1' },
};
const written: NoteEvent = { type: 'NoteWritten', data: { ...text, writtenAt: at } };
const remove = (listed: boolean) => ({
  type: 'DeleteNote' as const,
  data: { noteId: 'n-1', companyId: 'co-1', deletedBy: 'u-2', listed },
});
const deleted: NoteEvent = {
  type: 'NoteDeleted',
  data: { noteId: 'n-1', companyId: 'co-1', deletedBy: 'u-2', deletedAt: at },
};

describe('noteDecider', () => {
  it('should write a note once', () => {
    given([]).when({ type: 'WriteNote', data: text }).then([written]);
    given([written]).when({ type: 'WriteNote', data: text }).thenThrows(NOTE_EXISTS);
  });

  it('should refuse a note with neither words nor a recording, and keep a recording without words', () => {
    given([])
      .when({ type: 'WriteNote', data: { ...text, content: '  ' } })
      .thenThrows(NOTE_EMPTY);
    const audio = { sha256: 'abc', mimeType: 'audio/webm', durationSeconds: 3 };
    given([])
      .when({ type: 'WriteNote', data: { ...text, type: 'voice', content: '', audio } })
      .then([
        {
          type: 'NoteWritten',
          data: { ...text, type: 'voice', content: '', audio, writtenAt: at },
        },
      ]);
  });

  it("should delete a written note, or a call's AI note the page lists, once", () => {
    given([written]).when(remove(true)).then([deleted]);
    given([]).when(remove(true)).then([deleted]);
    given([written, deleted]).when(remove(true)).thenThrows(NOTE_NOT_FOUND);
    given([]).when(remove(false)).thenThrows(NOTE_NOT_FOUND);
  });
});
