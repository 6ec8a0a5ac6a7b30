import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/text-field';
import { apiErrorMessage } from '../../../lib/api-error';
import { useNotesQuery, useWriteNoteMutation } from '../api/notes-api';
import { NoteCard } from './note-card';

const SAVE_FAILED = 'Could not save the note. Please try again.';

/** The notes linked to a contact, newest first, and a box to add one. */
export const ContactNotes = ({ contactId }: { contactId: string }) => {
  const inputId = useId();
  const { data: notes = [], isLoading } = useNotesQuery({ contactId });
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [writeNote, { isLoading: isSaving }] = useWriteNoteMutation();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim() === '') return;
    setError(null);
    try {
      await writeNote({
        content: text.trim(),
        linkedTo: { type: 'client', id: contactId },
      }).unwrap();
      setText('');
    } catch (failure) {
      setError(apiErrorMessage(failure, SAVE_FAILED));
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-2">
        <label htmlFor={inputId} className="text-sm font-medium text-neutral-800">
          Add a note
        </label>
        <textarea
          id={inputId}
          rows={3}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className={`${inputClass} border-neutral-300`}
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={isSaving || text.trim() === ''}>
            {isSaving ? 'Saving...' : 'Save note'}
          </Button>
        </div>
        {error && <Alert tone="error">{error}</Alert>}
      </form>
      {isLoading ? null : notes.length === 0 ? (
        <p className="text-sm text-neutral-500">No notes about this contact yet.</p>
      ) : (
        notes.map((note) => <NoteCard key={note.id} note={note} contactHref={null} />)
      )}
    </div>
  );
};
