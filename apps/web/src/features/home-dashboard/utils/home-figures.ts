const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** 612000 → "$612,000". */
export const formatDollars = (value: number): string => dollars.format(value);

/** How much lower `value` is than `reference`, as a whole percent (negative when higher). */
export const percentBelow = (value: number, reference: number): number =>
  reference === 0 ? 0 : Math.round((1 - value / reference) * 100);

/**
 * Bar heights in percent for a small chart of `values`: the lowest value still shows as a short
 * bar (`floor`), the highest fills the chart.
 */
export const barHeights = (values: readonly number[], floor = 25): number[] => {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return values.map((value) =>
    high === low ? 100 : Math.round(floor + ((value - low) / (high - low)) * (100 - floor)),
  );
};
