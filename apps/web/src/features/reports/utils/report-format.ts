import type { ReportFigures, ReportSeries, ReportUnit } from '@vanilla/contracts';
import { formatMoney } from '../../../lib/format';

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** A figure in its unit: "12", "42.5%", "3.2 h", "$12,500", "95 min"; "—" when there is none. */
export const formatFigure = (value: number | null, unit: ReportUnit): string => {
  if (value === null) return '—';
  switch (unit) {
    case 'percent':
      return `${count.format(value)}%`;
    case 'hours':
      return `${count.format(value)} h`;
    case 'dollars':
      return formatMoney(value);
    case 'minutes':
      return `${count.format(value)} min`;
    default:
      return count.format(value);
  }
};

/** The axis and table heading of a unit. */
export const unitLabel: Record<ReportUnit, string> = {
  count: 'Count',
  percent: 'Percent',
  hours: 'Hours',
  dollars: 'Dollars',
  minutes: 'Minutes',
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const monthYear = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric' });

/**
 * A point's label as people read it: a bucket's first day ("2026-05-04") becomes "May 4", "Week
 * of May 4" or "May 2026" by the report's grouping; any other label stays as it is.
 */
export const pointLabel = (label: string, bucket: ReportFigures['bucket'] | string): string => {
  const match = DAY.exec(label);
  if (!match) return label;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (bucket === 'month') return monthYear.format(date);
  if (bucket === 'week') return `Week of ${shortDay.format(date)}`;
  return shortDay.format(date);
};

/** The same, short enough for an axis tick ("May 4" for a week too). */
export const tickLabel = (label: string, bucket: ReportFigures['bucket'] | string): string =>
  bucket === 'week' ? pointLabel(label, 'day') : pointLabel(label, bucket);

export type HeatGrid = {
  columns: string[];
  rows: string[];
  /** value[row][column]; 0 where the series has no point. */
  values: number[][];
  max: number;
};

/** A heat map's points as a grid: its columns (`x`, hours) and rows (`y`, weekdays) in order. */
export const heatGrid = (series: ReportSeries): HeatGrid => {
  const columns: string[] = [];
  const rows: string[] = [];
  for (const point of series.points) {
    const x = point.x ?? point.label;
    const y = point.y ?? '';
    if (!columns.includes(x)) columns.push(x);
    if (!rows.includes(y)) rows.push(y);
  }
  const values = rows.map(() => columns.map(() => 0));
  let max = 0;
  for (const point of series.points) {
    const value = point.value;
    values[rows.indexOf(point.y ?? '')][columns.indexOf(point.x ?? point.label)] = value;
    max = Math.max(max, value);
  }
  return { columns, rows, values, max };
};

/** A heat map's cell colour: from the palest brand tint (none) to the darkest (the most). */
export const heatColour = (value: number, max: number): string => {
  if (value <= 0 || max <= 0) return '#f5f5f5';
  const share = value / max;
  const steps = ['#e0e7ff', '#a5b4fc', '#6366f1', '#4338ca', '#312e81'];
  return steps[Math.min(steps.length - 1, Math.floor(share * steps.length - 1e-9))];
};
