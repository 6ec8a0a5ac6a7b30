type EngagementBarProps = { engagement: number; viewCount: number; className?: string };

/** Engagement as a bar with its percentage and the views behind it (001 §2, §9: 20 per view). */
export const EngagementBar = ({ engagement, viewCount, className = '' }: EngagementBarProps) => {
  const value = Math.max(0, Math.min(100, Math.round(engagement)));
  return (
    <div className={`min-w-20 ${className}`}>
      <div className="flex items-center gap-2">
        <div
          role="meter"
          aria-label="Engagement"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={value}
          aria-valuetext={`${value}%`}
          className="h-2 flex-1 overflow-hidden rounded-full bg-neutral-100"
        >
          <div
            className="h-full rounded-full bg-brand-600 transition-[width] duration-500"
            style={{ width: `${value}%` }}
          />
        </div>
        <span className="w-10 text-right text-sm font-semibold text-neutral-900 tabular-nums">
          {value}%
        </span>
      </div>
      <p className="mt-0.5 text-xs text-neutral-500">
        {viewCount} {viewCount === 1 ? 'view' : 'views'}
      </p>
    </div>
  );
};
