import { useEffect, useState } from 'react';

type WritingProgressProps = {
  /** What is being done, e.g. "Writing your proposal". */
  title: string;
  /** A line under the title, e.g. how long it usually takes. */
  detail?: string;
  className?: string;
};

/**
 * Progress for a wait of unknown length (an AI writer answering): a moving bar and the seconds
 * elapsed, never a made-up percentage.
 */
export const WritingProgress = ({ title, detail, className = '' }: WritingProgressProps) => {
  const [seconds, setSeconds] = useState(0);

  useEffect(() => {
    const startedAt = Date.now();
    const timer = window.setInterval(
      () => setSeconds(Math.floor((Date.now() - startedAt) / 1000)),
      1000,
    );
    return () => window.clearInterval(timer);
  }, []);

  return (
    <div
      role="status"
      aria-live="polite"
      className={`rounded-2xl border border-brand-100 bg-brand-50/70 px-4 py-4 text-left ${className}`}
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="size-5 shrink-0 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600"
        />
        <p className="flex-1 text-sm font-semibold text-brand-900">{title}…</p>
        <span className="text-xs text-brand-700 tabular-nums" aria-hidden="true">
          {seconds} s
        </span>
      </div>
      <div aria-hidden="true" className="mt-3 h-1.5 overflow-hidden rounded-full bg-brand-100">
        <span className="block h-full w-full animate-pulse rounded-full bg-gradient-to-r from-brand-300 via-brand-600 to-brand-300" />
      </div>
      {detail && <p className="mt-2 text-xs text-brand-800/80">{detail}</p>}
    </div>
  );
};
