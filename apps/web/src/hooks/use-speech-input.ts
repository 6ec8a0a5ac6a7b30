import { proposalWritingMessages } from '@vanilla/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

export const LISTENING_TEXT = 'Listening...';
export const SPEECH_UNSUPPORTED_MESSAGE =
  'Speech recognition is not supported in your browser. Please try Chrome, Edge, or Safari.';
export const NO_SPEECH_TEXT = 'No speech detected. Please try again.';

// The DOM library types the recognition events but not the (still prefixed) recognizer itself.
type SpeechRecognizer = {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  start: () => void;
  stop: () => void;
  abort: () => void;
  onresult: ((event: SpeechRecognitionEvent) => void) | null;
  onerror: ((event: SpeechRecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
};

type SpeechRecognizerConstructor = new () => SpeechRecognizer;

const findRecognizer = (): SpeechRecognizerConstructor | undefined => {
  const speechWindow = window as Window & {
    SpeechRecognition?: SpeechRecognizerConstructor;
    webkitSpeechRecognition?: SpeechRecognizerConstructor;
  };
  return speechWindow.SpeechRecognition ?? speechWindow.webkitSpeechRecognition;
};

export type SpeechInputOptions = {
  /**
   * - `replace` (the landing prompt): the box reads "Listening...", then what is heard.
   * - `append` (the wizard's fields): what is heard is added after the field's text, which stays
   *   visible.
   * Either way a recognition error is the `error`, never the text.
   */
  mode: 'replace' | 'append';
  /** Keep listening across pauses (the wizard) or stop after one utterance (the landing page). */
  continuous: boolean;
  /** Stop on its own after this long (000 §4: 30 seconds in the wizard). */
  maxDurationMs?: number;
};

export type SpeechInput = {
  isListening: boolean;
  /** Starts dictation, or stops it when already listening. */
  toggle: () => void;
  /** What the spec shows as an alert: unsupported browser, or nothing heard. */
  notice: string | null;
  clearNotice: () => void;
  /**
   * A recognition error (000 §8: "No speech detected. Please try again." or "Error: " and the
   * code), for the caller to show in the box, beside the text and never as it: it must not be
   * submitted as the user's words.
   */
  error: string | null;
  clearError: () => void;
};

const joinTranscript = (event: SpeechRecognitionEvent): string =>
  Array.from(event.results, (result) => result[0]?.transcript ?? '').join('');

const appendText = (before: string, heard: string): string => {
  const spoken = heard.trim();
  if (spoken === '') return before;
  return before.trim() === '' ? spoken : `${before.replace(/\s+$/, '')} ${spoken}`;
};

/**
 * Dictation into a text box with the browser's speech recognition (000 §4, §5, §8; 001 §4, §9):
 * en-US with interim results. `setText` receives every change; `currentText` is the text before
 * dictation starts, kept when nothing is heard.
 */
export const useSpeechInput = (
  currentText: string,
  setText: (text: string) => void,
  { mode, continuous, maxDurationMs }: SpeechInputOptions,
): SpeechInput => {
  const [isListening, setListening] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const recognizerRef = useRef<SpeechRecognizer | null>(null);
  const timerRef = useRef<number | undefined>(undefined);

  useEffect(
    () => () => {
      window.clearTimeout(timerRef.current);
      recognizerRef.current?.abort();
    },
    [],
  );

  const toggle = useCallback(() => {
    if (recognizerRef.current) {
      recognizerRef.current.stop();
      return;
    }
    setNotice(null);
    setError(null);
    const Recognizer = findRecognizer();
    if (!Recognizer) {
      setNotice(SPEECH_UNSUPPORTED_MESSAGE);
      return;
    }
    const recognizer = new Recognizer();
    recognizer.lang = 'en-US';
    recognizer.interimResults = true;
    recognizer.continuous = continuous;

    const textBefore = currentText;
    let heard = '';
    let failed = false;
    recognizer.onresult = (event) => {
      heard = joinTranscript(event);
      setText(mode === 'replace' ? heard : appendText(textBefore, heard));
    };
    recognizer.onerror = (event) => {
      failed = true;
      // What was heard stays; otherwise the text from before ("Listening..." goes).
      if (heard.trim() === '') setText(textBefore);
      setError(event.error === 'no-speech' ? NO_SPEECH_TEXT : `Error: ${event.error}`);
    };
    recognizer.onend = () => {
      window.clearTimeout(timerRef.current);
      recognizerRef.current = null;
      setListening(false);
      if (failed) return;
      if (heard.trim() === '') {
        setText(textBefore);
        setNotice(proposalWritingMessages.transcriptEmpty);
      }
    };

    try {
      recognizer.start();
    } catch (failure) {
      setError(`Error: ${failure instanceof Error ? failure.name : 'start-failed'}`);
      return;
    }
    recognizerRef.current = recognizer;
    setListening(true);
    if (mode === 'replace') setText(LISTENING_TEXT);
    if (maxDurationMs !== undefined) {
      timerRef.current = window.setTimeout(() => recognizer.stop(), maxDurationMs);
    }
  }, [continuous, currentText, maxDurationMs, mode, setText]);

  const clearNotice = useCallback(() => setNotice(null), []);
  const clearError = useCallback(() => setError(null), []);

  return { isListening, toggle, notice, clearNotice, error, clearError };
};
