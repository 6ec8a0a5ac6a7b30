import type { NoteRow, NoteType } from '@vanilla/contracts';
import { matchesQuery } from '../../../lib/format';

export type NoteTypeFilter = 'all' | NoteType;

// 001 §2 Notes: the type filter's options, exactly.
export const noteTypeOptions: { value: NoteTypeFilter; label: string }[] = [
  { value: 'all', label: 'All Notes' },
  { value: 'ai', label: 'AI Notes' },
  { value: 'voice', label: 'Voice Notes' },
  { value: 'text', label: 'Text Notes' },
];

export const noteTypeLabels: Record<NoteType, string> = {
  ai: 'AI Note',
  voice: 'Voice Note',
  text: 'Text Note',
};

export const filterNotes = (
  rows: readonly NoteRow[],
  search: string,
  type: NoteTypeFilter,
): NoteRow[] =>
  rows.filter(
    (row) =>
      (type === 'all' || row.type === type) &&
      matchesQuery(search, [row.content, row.linkedTo?.name]),
  );

/** "Client: Maria Lopez" / "Team member: Sam Rivera", or '' for a note linked to nobody. */
export const noteLinkLabel = (note: Pick<NoteRow, 'linkedTo'>): string =>
  note.linkedTo === null
    ? ''
    : `${note.linkedTo.type === 'client' ? 'Client' : 'Team member'}: ${note.linkedTo.name}`;

/** A voice note without text yet reads as its recording. */
export const noteText = (note: Pick<NoteRow, 'content' | 'type' | 'duration_seconds'>): string =>
  note.content.trim() !== ''
    ? note.content
    : note.type === 'voice'
      ? `Voice recording (${Math.round(note.duration_seconds)} s)`
      : '';
