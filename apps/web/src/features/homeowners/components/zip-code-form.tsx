import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ArrowRightIcon, MapPinIcon, MicrophoneIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import type { WelcomeState } from '../utils/welcome-state';

/**
 * The homeowner landing's zip code (000 §2, §5): no rule applies, submit always goes on to
 * /welcome; the voice button is there but not working yet, and says so.
 */
export const ZipCodeForm = () => {
  const [zipCode, setZipCode] = useState('');
  const navigate = useNavigate();
  const inputId = useId();
  const voiceHintId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const state: WelcomeState = { zipCode };
    void navigate(paths.welcome, { state });
  };

  return (
    <div className="w-full">
      <form
        onSubmit={onSubmit}
        className="flex items-center gap-2 rounded-full border border-neutral-200 bg-white p-2 pl-4 text-left shadow-xl shadow-brand-900/5 ring-brand-600/20 transition-shadow focus-within:ring-4"
      >
        <MapPinIcon className="size-5 shrink-0 text-brand-600" />
        <label htmlFor={inputId} className="sr-only">
          Zip code
        </label>
        <input
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          value={zipCode}
          onChange={(event) => setZipCode(event.target.value)}
          placeholder="Enter your zip code"
          className="min-w-0 flex-1 border-0 bg-transparent py-2 text-base text-neutral-900 placeholder:text-neutral-500 focus:outline-none focus-visible:outline-none sm:text-lg"
        />
        <button
          type="button"
          disabled
          aria-label="Voice input"
          aria-describedby={voiceHintId}
          className="flex size-11 shrink-0 cursor-not-allowed items-center justify-center rounded-full border border-neutral-200 text-neutral-400"
        >
          <MicrophoneIcon className="size-5" />
        </button>
        <button
          type="submit"
          className="inline-flex h-11 shrink-0 items-center gap-2 rounded-full bg-brand-600 px-4 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 sm:px-5"
        >
          <span className="sr-only sm:not-sr-only">Get started</span>
          <ArrowRightIcon className="size-5 sm:size-4" />
        </button>
      </form>
      <p id={voiceHintId} className="mt-3 text-sm text-neutral-600">
        Voice input is coming soon.
      </p>
    </div>
  );
};
