import { normaliseTags } from '@vanilla/contracts';
import { useId, useState, type FormEvent } from 'react';
import { CloseIcon } from '../../../components/icons';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/text-field';
import { apiErrorMessage } from '../../../lib/api-error';
import { useSetContactTagsMutation } from '../api/contacts-api';

const SAVE_FAILED = 'Could not save the tags. Please try again.';

/** The contact's tags: remove one, or add some (comma-separated); each change is saved at once. */
export const TagsEditor = ({ contactId, tags }: { contactId: string; tags: readonly string[] }) => {
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [setTags, { isLoading }] = useSetContactTagsMutation();

  const save = async (next: string[]) => {
    setError(null);
    try {
      await setTags({ id: contactId, tags: normaliseTags(next) }).unwrap();
      return true;
    } catch (failure) {
      setError(apiErrorMessage(failure, SAVE_FAILED));
      return false;
    }
  };

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft.trim() === '') return;
    if (await save([...tags, ...draft.split(',')])) setDraft('');
  };

  return (
    <div className="flex flex-col gap-3">
      {tags.length === 0 ? (
        <p className="text-sm text-neutral-500">No tags yet.</p>
      ) : (
        <ul aria-label="Tags" className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-neutral-100 py-1 pr-1 pl-3 text-sm text-neutral-800"
            >
              {tag}
              <button
                type="button"
                disabled={isLoading}
                onClick={() => void save(tags.filter((other) => other !== tag))}
                aria-label={`Remove tag ${tag}`}
                className="flex size-6 items-center justify-center rounded-full text-neutral-500 hover:bg-neutral-200 hover:text-neutral-900"
              >
                <CloseIcon className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={(event) => void add(event)} className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          Add tags
        </label>
        <input
          id={inputId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="Add tags, separated by commas"
          className={`${inputClass} border-neutral-300`}
        />
        <Button type="submit" variant="secondary" disabled={isLoading || draft.trim() === ''}>
          Add
        </Button>
      </form>
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
};
