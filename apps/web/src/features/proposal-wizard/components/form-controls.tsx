import { useId, type ReactNode } from 'react';
import { MicrophoneIcon } from '../../../components/icons';
import { useSpeechInput } from '../../../hooks/use-speech-input';

/** How long a field's dictation may run (000 §4, 001 §9). */
const DICTATION_MAX_MS = 30_000;

export const inputClass =
  'block w-full rounded-xl border border-neutral-300 bg-white px-3.5 py-2.5 text-base text-neutral-900 shadow-xs transition-colors placeholder:text-neutral-400 focus:border-brand-500 focus:ring-4 focus:ring-brand-600/15 focus:outline-none aria-invalid:border-red-400 sm:text-sm';

type LabelProps = { htmlFor: string; children: ReactNode };

export const FieldLabel = ({ htmlFor, children }: LabelProps) => (
  <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-medium text-neutral-800">
    {children}
  </label>
);

export type TextAreaFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  rows?: number;
  hint?: string;
  className?: string;
};

/**
 * A long text field with a microphone beside it: dictation (continuous, en-US, stopping on its own
 * after 30 seconds) adds what is heard after the field's text.
 */
export const TextAreaField = ({
  label,
  value,
  onChange,
  placeholder,
  rows = 4,
  hint,
  className = '',
}: TextAreaFieldProps) => {
  const id = useId();
  const hintId = useId();
  const noticeId = useId();
  const speech = useSpeechInput(value, onChange, {
    mode: 'append',
    continuous: true,
    maxDurationMs: DICTATION_MAX_MS,
  });
  const notice = speech.error ?? speech.notice;
  const describedBy = [hint ? hintId : '', notice ? noticeId : ''].filter(Boolean).join(' ');

  return (
    <div className={className}>
      <div className="mb-1.5 flex items-end justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-neutral-800">
          {label}
        </label>
        <button
          type="button"
          onClick={speech.toggle}
          aria-pressed={speech.isListening}
          aria-label={speech.isListening ? `Stop dictating ${label}` : `Dictate ${label}`}
          title={speech.isListening ? 'Stop dictation' : 'Dictate (up to 30 seconds)'}
          className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs font-medium transition-colors ${
            speech.isListening
              ? 'animate-pulse border-red-200 bg-red-50 text-red-700'
              : 'border-neutral-200 text-neutral-600 hover:bg-neutral-50 hover:text-neutral-900'
          }`}
        >
          <MicrophoneIcon className="size-4" />
          {speech.isListening ? 'Listening...' : 'Dictate'}
        </button>
      </div>
      <textarea
        id={id}
        value={value}
        rows={rows}
        placeholder={placeholder}
        readOnly={speech.isListening}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClass} resize-y`}
      />
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-neutral-500">
          {hint}
        </p>
      )}
      {notice && (
        <p id={noticeId} role="alert" className="mt-1.5 text-sm text-red-700">
          {notice}
        </p>
      )}
    </div>
  );
};

export type InputFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'date' | 'number';
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'decimal' | 'numeric' | 'tel' | 'email';
  /** Shown under the field and marks it invalid. */
  error?: string | null;
  hint?: string;
  className?: string;
  autoFocus?: boolean;
  /** A fixed unit or sign before the value, e.g. "$". */
  prefix?: string;
  /** A fixed unit after the value, e.g. "%". */
  suffix?: string;
};

export const InputField = ({
  label,
  value,
  onChange,
  type = 'text',
  error,
  hint,
  className = '',
  prefix,
  suffix,
  ...props
}: InputFieldProps) => {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <div className="relative">
        {prefix && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-sm text-neutral-500"
          >
            {prefix}
          </span>
        )}
        <input
          id={id}
          type={type}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onChange(event.target.value)}
          className={`${inputClass} ${prefix ? 'pl-7' : ''} ${suffix ? 'pr-9' : ''}`}
          {...props}
        />
        {suffix && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-3.5 flex items-center text-sm text-neutral-500"
          >
            {suffix}
          </span>
        )}
      </div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-neutral-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
};

type SelectFieldProps<Value extends string> = {
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  options: ReadonlyArray<{ value: Value; label: string }>;
  className?: string;
};

export const SelectField = <Value extends string>({
  label,
  value,
  onChange,
  options,
  className = '',
}: SelectFieldProps<Value>) => {
  const id = useId();
  return (
    <div className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
        className={inputClass}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
};

type SectionIntroProps = { title: string; description: string; className?: string };

/** The heading of a sub-step; it takes focus when the sub-step opens. */
export const SectionIntro = ({ title, description, className = 'mb-6' }: SectionIntroProps) => (
  <div className={className}>
    <h2
      tabIndex={-1}
      data-step-heading
      className="text-xl font-semibold tracking-tight text-neutral-950 focus:outline-none sm:text-2xl"
    >
      {title}
    </h2>
    <p className="mt-1 text-sm text-neutral-600">{description}</p>
  </div>
);
