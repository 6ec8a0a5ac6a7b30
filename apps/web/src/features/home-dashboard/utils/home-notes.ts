import type { HomeNote } from '../types';

// 000 §4, §9 and 001: Tidy Up rewrites every note half a second after it is pressed.
export const TIDY_UP_DELAY_MS = 500;

const rewrites: Record<string, string> = { seems: 'is', gets: 'becomes' };

// "Seems" opening a sentence becomes "Is", not "is".
const inCaseOf = (word: string, replacement: string): string =>
  word[0] === word[0].toUpperCase()
    ? replacement[0].toUpperCase() + replacement.slice(1)
    : replacement;

/** One note's text tidied: "seems" becomes "is", "gets" becomes "becomes", spaces collapsed. */
export const tidyNoteText = (text: string): string =>
  text
    .replace(/\b(seems|gets)\b/gi, (word) => inCaseOf(word, rewrites[word.toLowerCase()]))
    .replace(/\s+/g, ' ')
    .trim();

export const tidyNotes = (notes: readonly HomeNote[]): HomeNote[] =>
  notes.map((note) => ({ ...note, text: tidyNoteText(note.text) }));

/**
 * The notes after saving the editor (000 §5): the text joins them, trimmed and not yet shared,
 * only when something is left after trimming.
 */
export const addNote = (notes: readonly HomeNote[], text: string, id: string): HomeNote[] => {
  const trimmed = text.trim();
  return trimmed === '' ? [...notes] : [...notes, { id, text: trimmed, isShared: false }];
};
