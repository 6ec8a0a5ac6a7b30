import { useCallback, useEffect, useRef, useState } from 'react';

export const LISTENING_TEXT = 'Listening...';
export const SPEECH_UNSUPPORTED_MESSAGE =
  'Speech recognition is not supported in your browser. Please try Chrome, Edge, or Safari.';
const NO_SPEECH_TEXT = 'No speech detected. Please try again.';

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

export type SpeechInput = {
  isListening: boolean;
  /** Starts dictation, or stops it when already listening. */
  toggle: () => void;
};

/**
 * Dictation into a text box (spec 000 §4, §5, §8): while listening the box reads "Listening...",
 * then the transcript as it is heard (en-US, interim results, one utterance). `setText` receives
 * every change; `currentText` is what to restore when nothing was heard.
 */
export const useSpeechInput = (
  currentText: string,
  setText: (text: string) => void,
): SpeechInput => {
  const [isListening, setListening] = useState(false);
  const recognizerRef = useRef<SpeechRecognizer | null>(null);

  useEffect(() => () => recognizerRef.current?.abort(), []);

  const toggle = useCallback(() => {
    if (recognizerRef.current) {
      recognizerRef.current.stop();
      return;
    }
    const Recognizer = findRecognizer();
    if (!Recognizer) {
      window.alert(SPEECH_UNSUPPORTED_MESSAGE);
      return;
    }
    const recognizer = new Recognizer();
    recognizer.lang = 'en-US';
    recognizer.interimResults = true;
    recognizer.continuous = false;

    const textBefore = currentText;
    let heard = false;
    recognizer.onresult = (event) => {
      heard = true;
      setText(Array.from(event.results, (result) => result[0]?.transcript ?? '').join(''));
    };
    recognizer.onerror = (event) => {
      heard = true;
      setText(event.error === 'no-speech' ? NO_SPEECH_TEXT : `Error: ${event.error}`);
    };
    recognizer.onend = () => {
      recognizerRef.current = null;
      setListening(false);
      if (!heard) setText(textBefore);
    };

    try {
      recognizer.start();
    } catch (error) {
      setText(`Error: ${error instanceof Error ? error.name : 'start-failed'}`);
      return;
    }
    recognizerRef.current = recognizer;
    setListening(true);
    setText(LISTENING_TEXT);
  }, [currentText, setText]);

  return { isListening, toggle };
};
