import type { ReportFigure, ReportSeries } from '@vanilla/contracts';
import type { ReportNarrativeInput, ReportWriter } from './report-writer.js';

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export const formatFigure = (unit: ReportFigure['unit'], value: number): string => {
  switch (unit) {
    case 'dollars':
      return `$${grouped.format(value)}`;
    case 'percent':
      return `${grouped.format(value)}%`;
    case 'hours':
      return `${grouped.format(value)} ${value === 1 ? 'hour' : 'hours'}`;
    case 'minutes':
      return `${grouped.format(value)} ${value === 1 ? 'minute' : 'minutes'}`;
    case 'count':
      return grouped.format(value);
  }
};

const listed = (figures: ReportFigure[]) =>
  figures.map((f) => `${f.label.toLowerCase()} ${formatFigure(f.unit, f.value ?? 0)}`);

const joined = (parts: string[]) =>
  parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;

// Where the first series with anything in it peaks: its biggest point (the first of a tie).
const peakOf = (series: ReportSeries[]): string | null => {
  const drawn = series.find((s) => s.points.some((point) => point.value > 0));
  if (!drawn) return null;
  const top = drawn.points.reduce((best, point) => (point.value > best.value ? point : best));
  return `${drawn.label} peaked at ${top.label} with ${formatFigure(drawn.unit, top.value)}.`;
};

// The built-in writer: 2 to 4 plain sentences saying only what the figures say, in their order.
export const composeNarrative = ({ name, from, to, figures }: ReportNarrativeInput): string => {
  const range = from === to ? `On ${from}` : `From ${from} to ${to}`;
  if (figures.figures.length === 0) {
    return `${name} is a blank report, so it has no figures for ${from} to ${to} yet. Choose a template to compute them.`;
  }
  const known = figures.figures.filter((f) => f.value !== null);
  const unknown = figures.figures.filter((f) => f.value === null);
  const sentences = [
    known.length > 0
      ? `${range}, ${name} shows ${joined(listed(known.slice(0, 4)))}.`
      : `${range}, ${name} has nothing to count yet.`,
  ];
  if (known.length > 4) sentences.push(`It also shows ${joined(listed(known.slice(4, 8)))}.`);
  const peak = peakOf(figures.series);
  if (peak) sentences.push(peak);
  if (unknown.length > 0 && sentences.length < 4) {
    sentences.push(
      `There is nothing yet to compute ${joined(unknown.map((f) => f.label.toLowerCase()))} from.`,
    );
  }
  if (sentences.length < 2) sentences.push('No chart of this report has anything in it yet.');
  return sentences.join(' ');
};

export class ReportComposer implements ReportWriter {
  readonly kind = 'composer' as const;
  write(input: ReportNarrativeInput): Promise<string> {
    return Promise.resolve(composeNarrative(input));
  }
}
