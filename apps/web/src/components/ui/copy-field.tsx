import { useEffect, useId, useRef, useState } from 'react';
import { CheckCircleIcon, CopyIcon } from '../icons';

/** How long "Link copied to clipboard!" stays up (001 §9). */
const COPIED_TOAST_MS = 2000;

type CopyFieldProps = { label: string; value: string };

/**
 * A read-only link with a copy button (001 §8): "Link copied to clipboard!" on success; when the
 * clipboard is unavailable the text is selected and the user is asked to copy it by hand.
 */
export const CopyField = ({ label, value }: CopyFieldProps) => {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);

  useEffect(() => {
    if (!message?.ok) return;
    const timer = window.setTimeout(() => setMessage(null), COPIED_TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [message]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setMessage({ text: 'Link copied to clipboard!', ok: true });
    } catch {
      inputRef.current?.select();
      setMessage({ text: "Couldn't copy, please copy manually", ok: false });
    }
  };

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-neutral-800">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          ref={inputRef}
          readOnly
          value={value}
          onFocus={(event) => event.target.select()}
          className="block w-full min-w-0 rounded-xl border border-neutral-300 bg-neutral-50 px-3.5 py-2.5 font-mono text-sm text-neutral-800 focus:border-brand-500 focus:ring-4 focus:ring-brand-600/15 focus:outline-none"
        />
        <button
          type="button"
          onClick={() => void copy()}
          className="inline-flex shrink-0 items-center gap-2 rounded-xl border border-neutral-200 bg-white px-3.5 text-sm font-semibold text-neutral-800 transition-colors hover:bg-neutral-50"
        >
          <CopyIcon className="size-4" />
          Copy
        </button>
      </div>
      <p
        role="status"
        className={`mt-1.5 flex min-h-5 items-center gap-1.5 text-sm ${
          message?.ok ? 'text-emerald-700' : 'text-neutral-600'
        }`}
      >
        {message?.ok && <CheckCircleIcon className="size-4" />}
        {message?.text}
      </p>
    </div>
  );
};
