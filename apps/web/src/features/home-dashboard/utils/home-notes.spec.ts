import { describe, expect, it } from '@jest/globals';
import type { HomeNote } from '../types';
import { addNote, tidyNoteText, tidyNotes } from './home-notes';

const note = (id: string, text: string, isShared = false): HomeNote => ({ id, text, isShared });

describe(tidyNoteText.name, () => {
  it('should turn "seems" into "is" and "gets" into "becomes" when the words appear', () => {
    expect(tidyNoteText('The faucet seems to drip and the room gets warm')).toBe(
      'The faucet is to drip and the room becomes warm',
    );
  });

  it('should keep a capital letter when the word opens a sentence', () => {
    expect(tidyNoteText('Seems loose. Gets worse.')).toBe('Is loose. Becomes worse.');
  });

  it('should collapse runs of whitespace and trim the ends when the text is untidy', () => {
    expect(tidyNoteText('  Back   fence\n\tloose  ')).toBe('Back fence loose');
  });

  it('should leave other words alone when they only contain the rewritten ones', () => {
    expect(tidyNoteText('It gets forgotten; forgets; seemsly; budgets')).toBe(
      'It becomes forgotten; forgets; seemsly; budgets',
    );
  });

  it('should return the same text when there is nothing to tidy', () => {
    expect(tidyNoteText('Gutters cleaned in May.')).toBe('Gutters cleaned in May.');
  });
});

describe(tidyNotes.name, () => {
  it('should rewrite every note and keep its id and sharing when notes are tidied', () => {
    const notes = [note('a', 'It  seems fine', true), note('b', 'Door gets stuck')];
    expect(tidyNotes(notes)).toEqual([
      note('a', 'It is fine', true),
      note('b', 'Door becomes stuck'),
    ]);
  });

  it('should not change the notes it was given when it tidies them', () => {
    const notes = [note('a', 'It  seems fine')];
    tidyNotes(notes);
    expect(notes).toEqual([note('a', 'It  seems fine')]);
  });
});

describe(addNote.name, () => {
  const existing = [note('a', 'First')];

  it('should add the trimmed text as an unshared note at the end when it is not blank', () => {
    expect(addNote(existing, '  Paint the porch  ', 'b')).toEqual([
      note('a', 'First'),
      note('b', 'Paint the porch'),
    ]);
  });

  it('should add nothing when the text is empty or only whitespace', () => {
    expect(addNote(existing, '', 'b')).toEqual(existing);
    expect(addNote(existing, ' \n\t ', 'b')).toEqual(existing);
  });
});
