import { useEffect, useId, useRef, useState } from 'react';
import { NoteIcon, PlusIcon, SparklesIcon } from '../../../components/icons';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClass } from '../../../components/ui/button';
import { sampleNotes } from '../data/sample-home';
import type { HomeNote } from '../types';
import { addNote, TIDY_UP_DELAY_MS, tidyNotes } from '../utils/home-notes';
import { DashboardCard } from './dashboard-card';

/**
 * Home Notes (000 §4, §5): Tidy Up rewrites them all after half a second; a new note joins only
 * when it is not blank, and saving closes the editor either way.
 */
export const HomeNotes = () => {
  const [notes, setNotes] = useState<HomeNote[]>(sampleNotes);
  const [tidying, setTidying] = useState(false);
  const [status, setStatus] = useState('');
  const [draft, setDraft] = useState<string | null>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const nextId = useRef(1);
  const editorId = useId();

  useEffect(() => {
    if (!tidying) return;
    const timer = window.setTimeout(() => {
      setNotes(tidyNotes);
      setTidying(false);
      setStatus('Notes tidied up.');
    }, TIDY_UP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [tidying]);

  const closeEditor = () => {
    setDraft(null);
    // Back where the keyboard was before the editor opened.
    window.setTimeout(() => addButtonRef.current?.focus(), 0);
  };

  const save = () => {
    const text = draft ?? '';
    if (text.trim() !== '') setStatus('Note added.');
    setNotes((current) => addNote(current, text, `new-note-${nextId.current++}`));
    closeEditor();
  };

  return (
    <DashboardCard
      title="Home Notes"
      icon={NoteIcon}
      actions={
        <Button
          variant="secondary"
          onClick={() => {
            setStatus('');
            setTidying(true);
          }}
          disabled={tidying || notes.length === 0}
        >
          {tidying ? (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600"
            />
          ) : (
            <SparklesIcon className="size-4" />
          )}
          {tidying ? 'Tidying up…' : 'Tidy Up'}
        </Button>
      }
    >
      <ul aria-busy={tidying} aria-label="Notes" className="flex flex-col gap-2">
        {notes.map((note) => (
          <li
            key={note.id}
            className="flex flex-col gap-2 rounded-xl border border-neutral-100 bg-neutral-50 px-4 py-3 text-sm text-neutral-800 sm:flex-row sm:items-start sm:justify-between"
          >
            <p className="min-w-0 break-words whitespace-pre-wrap">{note.text}</p>
            {note.isShared && (
              <Badge tone="emerald" className="self-start">
                Shared
              </Badge>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        {draft === null && (
          <button
            ref={addButtonRef}
            type="button"
            onClick={() => {
              setStatus('');
              setDraft('');
            }}
            className={buttonClass('ghost', '-ml-2')}
          >
            <PlusIcon className="size-4" />
            Add note
          </button>
        )}
        <p role="status" className="text-sm text-neutral-600">
          {status}
        </p>
      </div>
      {draft !== null && (
        <form
          className="mt-2"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <label htmlFor={editorId} className="mb-1.5 block text-sm font-medium text-neutral-800">
            New note
          </label>
          <textarea
            id={editorId}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') closeEditor();
            }}
            autoFocus
            rows={3}
            placeholder="What did you notice about your home?"
            className="block w-full resize-y rounded-xl border border-neutral-300 bg-white px-3.5 py-2.5 text-base text-neutral-900 shadow-xs placeholder:text-neutral-500 focus:border-brand-500 focus:ring-4 focus:ring-brand-600/15 focus:outline-none sm:text-sm"
          />
          <div className="mt-3 flex gap-2">
            <Button type="submit">Save note</Button>
            <Button variant="ghost" onClick={closeEditor}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </DashboardCard>
  );
};
