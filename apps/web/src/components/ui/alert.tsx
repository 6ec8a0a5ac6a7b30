import type { ReactNode, Ref } from 'react';
import { AlertCircleIcon, CheckCircleIcon, CloseIcon } from '../icons';

export type AlertTone = 'error' | 'success' | 'info';

type AlertProps = {
  tone: AlertTone;
  children: ReactNode;
  /** Shows a close button when given. */
  onDismiss?: () => void;
  className?: string;
  /** With `tabIndex={-1}`, lets a page move focus to a message the user must not miss. */
  ref?: Ref<HTMLDivElement>;
  tabIndex?: number;
};

const tones: Record<AlertTone, string> = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  info: 'border-brand-200 bg-brand-50 text-brand-900',
};

/**
 * A message box. Errors are announced at once (`role="alert"`), the others politely
 * (`role="status"`).
 */
export const Alert = ({ tone, children, onDismiss, className = '', ref, tabIndex }: AlertProps) => {
  const ToneIcon = tone === 'success' ? CheckCircleIcon : AlertCircleIcon;
  return (
    <div
      ref={ref}
      tabIndex={tabIndex}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-3 rounded-xl border px-4 py-3 text-sm ${tones[tone]} ${className}`}
    >
      <ToneIcon className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss"
          className="-my-1 -mr-2 flex size-8 shrink-0 items-center justify-center rounded-lg opacity-70 transition-opacity hover:opacity-100"
        >
          <CloseIcon className="size-4" />
        </button>
      )}
    </div>
  );
};
