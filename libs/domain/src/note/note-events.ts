import type { DomainEvent } from '../decider/decider.js';

// 001 §3 Note: ai (the receptionist's call summaries), voice (recorded) and text notes.
export type NoteType = 'ai' | 'voice' | 'text';

export type NoteLink = { type: 'client'; id: string } | { type: 'team_member'; id: string };

export type NoteAudio = { sha256: string; mimeType: string; durationSeconds: number };

export type NoteWritten = DomainEvent<
  'NoteWritten',
  {
    noteId: string;
    companyId: string;
    authorId: string;
    type: 'text' | 'voice';
    // A voice note's transcript when one was made, else ''.
    content: string;
    audio: NoteAudio | null;
    linkedTo: NoteLink | null;
    writtenAt: string;
  }
>;

export type NoteDeleted = DomainEvent<
  'NoteDeleted',
  { noteId: string; companyId: string; deletedBy: string; deletedAt: string }
>;

export type NoteEvent = NoteWritten | NoteDeleted;

export const noteEventTypes: readonly NoteEvent['type'][] = ['NoteWritten', 'NoteDeleted'];

export const noteStreamName = (noteId: string): string => `note-${noteId}`;

// A call's summary is its AI note: the note has the call's id, and deleting it only takes the
// summary off the Notes page (the call keeps it).
export const aiNoteIdOfCall = (callId: string): string => `call-${callId}`;

export const noteLimits = { contentLength: 10_000, audioBytes: 10 * 1024 * 1024 } as const;
