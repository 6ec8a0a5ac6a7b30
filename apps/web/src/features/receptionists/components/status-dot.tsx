type StatusDotProps = { active: boolean };

/** Green when the receptionist answers calls, grey when it does not; named for screen readers. */
export const StatusDot = ({ active }: StatusDotProps) => (
  <span className="relative flex size-2.5 shrink-0">
    {active && (
      <span
        aria-hidden="true"
        className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-60 motion-reduce:hidden"
      />
    )}
    <span
      aria-hidden="true"
      className={`relative inline-flex size-2.5 rounded-full ${active ? 'bg-emerald-500' : 'bg-neutral-300'}`}
    />
    <span className="sr-only">{active ? 'Active' : 'Inactive'}</span>
  </span>
);
