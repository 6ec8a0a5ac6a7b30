type SpinnerProps = { label: string; className?: string };

/** A spinning ring with an accessible label, for waits with nothing else to show. */
export const Spinner = ({ label, className = '' }: SpinnerProps) => (
  <div role="status" className={`flex items-center justify-center gap-3 ${className}`}>
    <span
      aria-hidden="true"
      className="size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600"
    />
    <span className="text-sm text-neutral-500">{label}</span>
  </div>
);
