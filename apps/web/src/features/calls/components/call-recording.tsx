import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { env } from '../../../config/env';
import { recordingUrl } from '../utils/call-format';

type CallRecordingProps = { audioUrl: string | null; inProgress: boolean };

/** The call's recording in the browser's own player, which is keyboard operable. */
export const CallRecording = ({ audioUrl, inProgress }: CallRecordingProps) => {
  // The URL that failed, so a new recording (pushed when the call ends) gets a fresh try.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!audioUrl) {
    return (
      <p className="text-sm text-neutral-500">
        {inProgress
          ? 'The recording will be here when the call ends.'
          : 'No recording is available for this call.'}
      </p>
    );
  }
  if (failedUrl === audioUrl) {
    return <Alert tone="error">Unable to play audio recording</Alert>;
  }
  return (
    <audio
      key={audioUrl}
      controls
      preload="metadata"
      src={recordingUrl(audioUrl, env.apiUrl)}
      onError={() => setFailedUrl(audioUrl)}
      aria-label="Call recording"
      className="w-full"
    >
      Your browser cannot play this recording.
    </audio>
  );
};
