import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ArrowUpIcon, MicrophoneIcon } from '../../../components/icons';
import { Alert } from '../../../components/ui/alert';
import { WritingProgress } from '../../../components/ui/writing-progress';
import { paths } from '../../../config/paths';
import { LISTENING_TEXT, useSpeechInput } from '../../../hooks/use-speech-input';
import { describeApiFailure, refusalReason } from '../../../lib/api-error';
import { useVoiceToProposalMutation } from '../api/proposals-api';
import {
  clearPendingInput,
  readPendingInput,
  storeGeneratedProposal,
  storePendingInput,
} from '../utils/proposal-storage';

const examples = [
  'New 3-ton AC and thermostat, 2,000 sq ft home',
  'Roof replacement, architectural shingles',
  '200 A panel upgrade and two EV chargers',
];

// 000 §8 "Proposal generation" and 001 §8 "Voice".
const generationMessages = {
  signInRequired: 'Please sign in to generate your proposal. Your text will be waiting here.',
  forbidden:
    "You don't have permission to create proposals. Only manager and member accounts can create proposals.",
  network: 'Network error. Please check your connection and try again.',
  failedPrefix: 'Failed to generate proposal: ',
  unknownReason: 'Unknown error',
  notJson: 'Error generating proposal. Please try again.',
  other: 'An error occurred. Please try again.',
} as const;

const failureMessage = (error: unknown): string => {
  const failure = describeApiFailure(error);
  switch (failure.kind) {
    case 'network':
      return generationMessages.network;
    case 'server':
      if (failure.status === 403) return failure.message ?? generationMessages.forbidden;
      return `${generationMessages.failedPrefix}${failure.message ?? generationMessages.unknownReason}`;
    case 'not-json':
      return generationMessages.notJson;
    default:
      return generationMessages.other;
  }
};

const isUnauthorized = (error: unknown): boolean => {
  const failure = describeApiFailure(error);
  return failure.kind === 'server' && failure.status === 401;
};

/**
 * The landing page's prompt (000 §2, §4, §5, §8): type or dictate proposal ideas, then submit to
 * POST /api/voice-to-proposal. Signed out, the text waits in session storage through the sign-in
 * and comes back here; written, the proposal goes to the wizard through local storage.
 */
export const ProposalPromptForm = () => {
  // Back from signing in: the text typed before (000 §4), read once and then dropped.
  const [text, setText] = useState(() => readPendingInput() ?? '');
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [voiceToProposal, { isLoading: isWriting }] = useVoiceToProposalMutation();
  const speech = useSpeechInput(text, setText, { mode: 'replace', continuous: false });
  const inputId = useId();
  const hintId = useId();
  const canSubmit = text.trim() !== '' && text !== LISTENING_TEXT && !isWriting;

  useEffect(() => clearPendingInput(), []);

  const submit = async () => {
    if (!canSubmit) return;
    setError(null);
    speech.clearNotice();
    try {
      const result = await voiceToProposal({
        voiceTranscript: text,
        templateChoice: 'vanilla',
      }).unwrap();
      if (!result.success) {
        const reason = refusalReason(result) ?? generationMessages.unknownReason;
        setError(`${generationMessages.failedPrefix}${reason}`);
        return;
      }
      storeGeneratedProposal({ proposal: result.proposal, proposalId: result.proposalId });
      await navigate(paths.createProposal);
    } catch (failure) {
      if (isUnauthorized(failure)) {
        storePendingInput(text);
        const query = new URLSearchParams({
          returnTo: pathname,
          authError: generationMessages.signInRequired,
        });
        await navigate(`${paths.signIn}?${query.toString()}`);
        return;
      }
      setError(failureMessage(failure));
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      void submit();
    }
  };

  const notice = error ?? speech.notice;
  const changeText = (value: string) => {
    setText(value);
    speech.clearError();
  };

  return (
    <div className="w-full">
      <form
        onSubmit={onSubmit}
        aria-busy={isWriting}
        className="rounded-3xl border border-neutral-200 bg-white p-3 text-left shadow-xl shadow-brand-900/5 ring-brand-600/20 transition-shadow focus-within:ring-4"
      >
        <label htmlFor={inputId} className="sr-only">
          Proposal ideas
        </label>
        <textarea
          id={inputId}
          value={text}
          onChange={(event) => changeText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Enter proposal ideas to get started"
          aria-describedby={hintId}
          readOnly={speech.isListening || isWriting}
          rows={3}
          className="block w-full resize-none border-0 bg-transparent px-2 py-1.5 text-base text-neutral-900 placeholder:text-neutral-400 focus:outline-none focus-visible:outline-none sm:text-lg"
        />
        <div className="flex items-center justify-between gap-3 pt-2">
          {/* 000 §8 shows a recognition error in the box: here, beside the text, never as it. */}
          {speech.error ? (
            <p
              id={hintId}
              role="alert"
              className="flex min-w-0 items-center gap-1.5 pl-2 text-sm font-medium text-red-700"
            >
              <MicrophoneIcon className="size-4 shrink-0" />
              {speech.error}
            </p>
          ) : (
            <p id={hintId} className="hidden pl-2 text-xs text-neutral-500 sm:block">
              Type or dictate the job. Press Ctrl + Enter to submit.
            </p>
          )}
          <div className="ml-auto flex items-center gap-2">
            <button
              type="button"
              onClick={speech.toggle}
              disabled={isWriting}
              aria-label={speech.isListening ? 'Stop voice input' : 'Start voice input'}
              aria-pressed={speech.isListening}
              className={`flex size-11 items-center justify-center rounded-full border transition-colors disabled:opacity-50 ${
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
      {isWriting && (
        <WritingProgress
          title="Writing your proposal"
          detail="The AI writer usually needs a few seconds. You'll land in the proposal editor when it's done."
          className="mt-4"
        />
      )}
      {notice && !isWriting && (
        <Alert
          tone="error"
          className="mt-4 text-left"
          onDismiss={() => {
            setError(null);
            speech.clearNotice();
          }}
        >
          {notice}
        </Alert>
      )}
      <div className="mt-4 flex flex-wrap items-center justify-center gap-2">
        <span className="text-xs font-medium text-neutral-500">Try:</span>
        {examples.map((example) => (
          <button
            key={example}
            type="button"
            onClick={() => changeText(example)}
            disabled={speech.isListening || isWriting}
            className="rounded-full border border-neutral-200 bg-white/70 px-3 py-1.5 text-xs text-neutral-600 transition-colors hover:border-brand-200 hover:bg-brand-50 hover:text-brand-700 disabled:opacity-50"
          >
            {example}
          </button>
        ))}
      </div>
    </div>
  );
};
