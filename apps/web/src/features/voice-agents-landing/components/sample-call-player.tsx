import { useId } from 'react';
import { CheckCircleIcon } from '../../../components/icons';
import { WaveformIcon } from './landing-icons';

// A static file serves the sample call (000 §7): synthesised speech at telephone quality.
const SAMPLE_CALL_URL = '/voice-agents/sample-call.wav';

const transcript = [
  {
    speaker: 'AI receptionist',
    text: 'Hi, thanks for calling Harbor Realty. This is Ava, the virtual assistant. How can I help you today?',
  },
  {
    speaker: 'Caller',
    text: 'Hi. I saw the three-bedroom listing on Maple Street. Is it still available?',
  },
  {
    speaker: 'AI receptionist',
    text: 'It is! Would you like to schedule a showing? I have openings tomorrow at 10 AM, or 4 PM.',
  },
  { speaker: 'Caller', text: 'Four works for me.' },
  {
    speaker: 'AI receptionist',
    text: "Great. You're booked for 4 PM tomorrow. I'll text you a confirmation now. Is there anything else?",
  },
  { speaker: 'Caller', text: "No, that's it. Thanks!" },
  { speaker: 'AI receptionist', text: "You're welcome. Have a great day!" },
];

/** The sample call: an audio player and its transcript. */
export const SampleCallPlayer = () => {
  const titleId = useId();
  return (
    <figure
      aria-labelledby={titleId}
      className="rounded-3xl border border-neutral-200 bg-white p-5 shadow-xl shadow-brand-900/5 sm:p-6"
    >
      <div className="flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-brand-600 text-white">
          <WaveformIcon className="size-6" />
        </span>
        <div className="min-w-0">
          <p id={titleId} className="font-semibold text-neutral-900">
            Hear a sample call
          </p>
          <p className="text-sm text-neutral-500">A buyer calls a real estate office after hours</p>
        </div>
      </div>
      <audio controls preload="metadata" src={SAMPLE_CALL_URL} className="mt-5 w-full">
        <a href={SAMPLE_CALL_URL} className="text-sm font-semibold text-brand-700 underline">
          Download the sample call
        </a>
      </audio>
      <ul className="mt-4 flex flex-wrap gap-2 text-xs font-medium text-neutral-700">
        {['Answered in 3 seconds', 'Showing booked', 'Confirmation texted'].map((outcome) => (
          <li
            key={outcome}
            className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-1 text-emerald-800 ring-1 ring-emerald-100"
          >
            <CheckCircleIcon className="size-3.5" />
            {outcome}
          </li>
        ))}
      </ul>
      <details className="group mt-4 border-t border-neutral-100 pt-3">
        <summary className="cursor-pointer rounded-lg py-1 text-sm font-semibold text-brand-700 hover:text-brand-800">
          Read the transcript
        </summary>
        <dl className="mt-3 flex max-h-64 flex-col gap-2.5 overflow-y-auto pr-1 text-sm">
          {transcript.map((line, index) => (
            <div key={index}>
              <dt
                className={`text-xs font-semibold tracking-wide uppercase ${
                  line.speaker === 'Caller' ? 'text-neutral-500' : 'text-brand-700'
                }`}
              >
                {line.speaker}
              </dt>
              <dd className="mt-0.5 text-neutral-700">{line.text}</dd>
            </div>
          ))}
        </dl>
      </details>
    </figure>
  );
};
