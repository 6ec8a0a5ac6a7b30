import { FlaskIcon } from './receptionist-icons';

/** Shown while test mode is on, to callers who may switch it (001 §2). */
export const TestModeBanner = () => (
  <div
    role="status"
    className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
  >
    <FlaskIcon className="mt-0.5 size-5 shrink-0" />
    <p>
      <strong className="font-semibold">Test Mode</strong>: new receptionists use the shared
      development number, so no phone number is bought and nothing is charged.
    </p>
  </div>
);

type TestModeToggleProps = {
  testMode: boolean;
  busy: boolean;
  error: string | null;
  onToggle: () => void;
};

/**
 * The floating switch between test and production (001 §2). It names the mode in force; above
 * the phone's bottom bar on small screens.
 */
export const TestModeToggle = ({ testMode, busy, error, onToggle }: TestModeToggleProps) => (
  <div className="fixed right-4 bottom-24 z-30 flex flex-col items-end gap-2 md:right-6 md:bottom-6">
    {error && (
      <p
        role="alert"
        className="max-w-64 rounded-lg bg-red-600 px-3 py-2 text-xs text-white shadow-lg"
      >
        {error}
      </p>
    )}
    <button
      type="button"
      onClick={onToggle}
      disabled={busy}
      aria-describedby="test-mode-toggle-hint"
      className={`inline-flex items-center gap-2 rounded-full px-4 py-2.5 text-sm font-semibold shadow-lg ring-1 transition-colors disabled:cursor-wait disabled:opacity-70 ${
        testMode
          ? 'bg-amber-400 text-amber-950 ring-amber-500 hover:bg-amber-300'
          : 'bg-neutral-900 text-white ring-neutral-950 hover:bg-neutral-800'
      }`}
    >
      <span
        aria-hidden="true"
        className={`size-2.5 rounded-full ${testMode ? 'bg-amber-950' : 'bg-emerald-400'}`}
      />
      {testMode ? 'Test Mode' : 'Prod Mode'}
    </button>
    <span id="test-mode-toggle-hint" className="sr-only">
      {testMode ? 'Switch to production mode' : 'Switch to test mode'}
    </span>
  </div>
);
