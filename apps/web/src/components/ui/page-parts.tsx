import type { ReactNode } from 'react';
import { RefreshIcon } from '../icons';
import { Alert } from './alert';

/** The dashed box of an empty list. */
export const EmptyState = ({ children }: { children: ReactNode }) => (
  <div className="rounded-2xl border border-dashed border-neutral-300 px-6 py-14 text-center text-neutral-600">
    {children}
  </div>
);

/** A list that did not load, with a way to try again. */
export const LoadFailed = ({ message, onRetry }: { message: string; onRetry: () => void }) => (
  <Alert tone="error">
    <div className="flex flex-wrap items-center justify-between gap-3">
      <span>{message}</span>
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex items-center gap-1.5 rounded-lg font-semibold underline"
      >
        <RefreshIcon className="size-4" />
        Try again
      </button>
    </div>
  </Alert>
);

/** The page's width and vertical rhythm. */
export const PageBody = ({ children }: { children: ReactNode }) => (
  <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">{children}</div>
);

/** Says the rows are samples and how they go away. */
export const SampleNotice = ({ what }: { what: string }) => (
  <p className="text-sm text-neutral-600">
    These {what} are examples. Your own appear here as soon as there are any.
  </p>
);
