import { useEffect, useRef, useState } from 'react';

export const RECORDING_UNAVAILABLE =
  'Recording is not available: this browser cannot record audio, or the microphone was blocked. Please allow the microphone and try again.';

export type Recording = { audio: string; durationSeconds: number };

const asDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });

/**
 * "Record Note" / "Stop Recording" (001 §2 Notes): records the microphone with MediaRecorder and
 * hands the recording over as a data: URL with its length when stopped.
 */
export const useNoteRecorder = (onRecorded: (recording: Recording) => void) => {
  const [recording, setRecording] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const onRecordedRef = useRef(onRecorded);
  useEffect(() => {
    onRecordedRef.current = onRecorded;
  });

  // Leaving the page stops the microphone.
  useEffect(
    () => () => {
      const recorder = recorderRef.current;
      if (recorder && recorder.state !== 'inactive') recorder.stop();
    },
    [],
  );

  const start = async () => {
    setError(null);
    if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      setError(RECORDING_UNAVAILABLE);
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setError(RECORDING_UNAVAILABLE);
      return;
    }
    const recorder = new MediaRecorder(stream);
    const chunks: Blob[] = [];
    const startedAt = performance.now();
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      stream.getTracks().forEach((track) => track.stop());
      recorderRef.current = null;
      setRecording(false);
      const durationSeconds = Math.round((performance.now() - startedAt) / 100) / 10;
      const blob = new Blob(chunks, { type: recorder.mimeType || 'audio/webm' });
      if (blob.size === 0) return;
      void asDataUrl(blob).then(
        (audio) => onRecordedRef.current({ audio, durationSeconds }),
        () => setError(RECORDING_UNAVAILABLE),
      );
    };
    recorderRef.current = recorder;
    recorder.start();
    setRecording(true);
  };

  const stop = () => recorderRef.current?.stop();

  return {
    recording,
    error,
    clearError: () => setError(null),
    toggle: () => (recording ? stop() : void start()),
  };
};
