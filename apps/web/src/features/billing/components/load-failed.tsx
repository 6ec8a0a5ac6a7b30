import { AlertCircleIcon } from '../../../components/icons';

type LoadFailedProps = { message: string; onRetry: () => void };

/** A section whose data did not load, with a way to ask again. */
export const LoadFailed = ({ message, onRetry }: LoadFailedProps) => (
  <div
    role="alert"
    className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
  >
    <AlertCircleIcon className="size-5 shrink-0" />
    <span className="flex-1">{message}</span>
    <button
      type="button"
      onClick={onRetry}
      className="rounded-lg px-2 py-1 font-semibold underline-offset-2 hover:underline"
    >
      Try again
    </button>
  </div>
);
