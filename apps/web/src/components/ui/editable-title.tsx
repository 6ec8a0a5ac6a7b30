import { useRef, useState, type KeyboardEvent } from 'react';
import { PencilIcon } from '../icons';

type EditableTitleProps = {
  value: string;
  onChange: (value: string) => void;
  /** The field's accessible name while editing. */
  fieldLabel: string;
  /** The pencil button's accessible name. */
  editLabel: string;
};

/**
 * A page's `<h1>`, renamed in place (the proposals dashboard's title, 001 §2; the home
 * dashboard's address): the pencil opens a field; Enter or leaving the field keeps the new name,
 * Escape keeps the old one, and a blank name is ignored.
 */
export const EditableTitle = ({ value, onChange, fieldLabel, editLabel }: EditableTitleProps) => {
  const [draft, setDraft] = useState<string | null>(null);
  const pencilRef = useRef<HTMLButtonElement>(null);
  const ended = useRef(false);

  const finish = (save: boolean, refocus: boolean) => {
    // Removing the focused field may blur it too: only the first way out counts.
    if (ended.current) return;
    ended.current = true;
    if (save && draft !== null && draft.trim() !== '') onChange(draft.trim());
    setDraft(null);
    // From the keyboard, back on the pencil once the field is gone.
    if (refocus) window.setTimeout(() => pencilRef.current?.focus(), 0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      finish(true, true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      finish(false, true);
    }
  };

  if (draft !== null) {
    return (
      <input
        aria-label={fieldLabel}
        value={draft}
        autoFocus
        maxLength={80}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => finish(true, false)}
        onKeyDown={onKeyDown}
        className="w-full max-w-md rounded-xl border border-brand-400 bg-white px-3 py-1 text-2xl font-bold tracking-tight text-neutral-950 focus:ring-4 focus:ring-brand-600/15 focus:outline-none sm:text-3xl"
      />
    );
  }

  return (
    <div className="flex min-w-0 items-center gap-2">
      <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words text-neutral-950 sm:text-3xl">
        {value}
      </h1>
      <button
        ref={pencilRef}
        type="button"
        onClick={() => {
          ended.current = false;
          setDraft(value);
        }}
        aria-label={editLabel}
        className="flex size-9 shrink-0 items-center justify-center rounded-lg text-neutral-500 transition-colors hover:bg-neutral-100 hover:text-neutral-900"
      >
        <PencilIcon className="size-5" />
      </button>
    </div>
  );
};
