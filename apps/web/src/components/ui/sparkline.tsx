/**
 * A tiny trend line drawn as plain SVG (no charting library: it sits on the dashboard), hidden
 * from assistive technology, which reads `summary` instead.
 */
export const Sparkline = ({
  values,
  summary,
  className = '',
}: {
  values: readonly number[];
  summary: string;
  className?: string;
}) => {
  const width = 100;
  const height = 24;
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const points = values
    .map((value, index) => {
      const x = values.length < 2 ? width : (index / (values.length - 1)) * width;
      const y = height - 2 - ((value - min) / span) * (height - 4);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
  return (
    <>
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        className={`h-6 w-full overflow-visible text-brand-500 ${className}`}
      >
        <polyline
          points={points}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
          strokeLinecap="round"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <span className="sr-only">{summary}</span>
    </>
  );
};
