import { useId } from 'react';

type OnlineToggleProps = { online: boolean; onChange: (online: boolean) => void };

/** The receptionist's availability switch; on this page it only changes the preview. */
export const OnlineToggle = ({ online, onChange }: OnlineToggleProps) => {
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="flex items-center gap-3">
      <span id={labelId} className="text-sm font-medium text-neutral-800">
        Online
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={online}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        onClick={() => onChange(!online)}
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors ${
          online ? 'bg-emerald-500' : 'bg-neutral-300'
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
            online ? 'translate-x-6' : 'translate-x-1'
          }`}
        />
      </button>
      <span id={hintId} className="sr-only">
        Preview only: this does not change your live receptionist.
      </span>
    </div>
  );
};
