import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { ArrowUpIcon, MicrophoneIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { LISTENING_TEXT, useSpeechInput } from '../hooks/use-speech-input';

const examples = [
  'New 3-ton AC and thermostat, 2,000 sq ft home',
  'Roof replacement, architectural shingles',
  '200 A panel upgrade and two EV chargers',
];

/**
 * The landing page's prompt: type or dictate proposal ideas, then submit. Generation itself is
 * wired by the proposal-generation feature; for now submitting opens /create-proposal.
 */
export const ProposalPromptForm = () => {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const speech = useSpeechInput(text, setText);
  const inputId = useId();
  const hintId = useId();
  const canSubmit = text.trim() !== '' && text !== LISTENING_TEXT;

  const submit = () => {
    if (canSubmit) void navigate(paths.createProposal);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <div className="w-full">
      <form
        onSubmit={onSubmit}
        className="rounded-3xl border border-neutral-200 bg-white p-3 text-left shadow-xl shadow-brand-900/5 ring-brand-600/20 transition-shadow focus-within:ring-4"
      >
        <label htmlFor={inputId} className="sr-only">
          Proposal ideas
        </label>
        <textarea
          id={inputId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Enter proposal ideas to get started"
          aria-describedby={hintId}
          readOnly={speech.isListening}
          rows={3}
          className="block w-full resize-none border-0 bg-transparent px-2 py-1.5 text-base text-neutral-900 placeholder:text-neutral-400 focus:outline-none focus-visible:outline-none sm:text-lg"
        />
        <div className="flex items-center justify-between gap-3 pt-2">
          <p id={hintId} className="hidden pl-2 text-xs text-neutral-400 sm:block">
            Type or dictate the job. Press Ctrl + Enter to submit.
          </p>
          <div className="ml-auto flex items-center gap-2">
            <button
              type="button"
              onClick={speech.toggle}
              aria-label={speech.isListening ? 'Stop voice input' : 'Start voice input'}
              aria-pressed={speech.isListening}
              className={`flex size-11 items-center justify-center rounded-full border transition-colors ${
                speech.isListening
                  ? 'animate-pulse border-red-200 bg-red-50 text-red-600'
                  : 'border-neutral-200 text-neutral-600 hover:bg-neutral-50 hover:text-neutral-900'
              }`}
            >
              <MicrophoneIcon className="size-5" />
            </button>
            <button
              type="submit"
              disabled={!canSubmit}
              aria-label="Generate proposal"
              className="flex size-11 items-center justify-center rounded-full bg-brand-600 text-white shadow-sm transition-colors hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-neutral-200 disabled:text-neutral-400 disabled:shadow-none"
            >
              <ArrowUpIcon className="size-5" />
            </button>
          </div>
        </div>
      </form>
      <div className="mt-4 flex flex-wrap items-center justify-center gap-2">
        <span className="text-xs font-medium text-neutral-500">Try:</span>
        {examples.map((example) => (
          <button
            key={example}
            type="button"
            onClick={() => setText(example)}
            disabled={speech.isListening}
            className="rounded-full border border-neutral-200 bg-white/70 px-3 py-1.5 text-xs text-neutral-600 transition-colors hover:border-brand-200 hover:bg-brand-50 hover:text-brand-700 disabled:opacity-50"
          >
            {example}
          </button>
        ))}
      </div>
    </div>
  );
};
