import { SparklesIcon } from '../icons';

/** Marks demo content a visitor could otherwise take for their own data. */
export const SampleDataBadge = ({ className = '' }: { className?: string }) => (
  <span
    className={`inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-1 text-xs font-semibold text-amber-800 ring-1 ring-amber-200 ${className}`}
  >
    <SparklesIcon className="size-3.5" />
    Sample data
  </span>
);
