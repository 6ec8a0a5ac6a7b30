import type { ReportFigures } from '@vanilla/contracts';
import { composeNarrative, formatFigure } from './report-composer.js';

const input = (figures: Partial<ReportFigures>) => ({
  name: 'March',
  type: 'performance' as const,
  from: '2026-03-01',
  to: '2026-03-31',
  timezone: 'America/Chicago',
  figures: { bucket: 'day' as const, figures: [], series: [], tables: [], ...figures },
});

const sentences = (text: string) => text.split(/(?<=\.) /);

describe('composeNarrative', () => {
  it('should say what the figures are, where the first series peaks and what it cannot compute', () => {
    const text = composeNarrative(
      input({
        figures: [
          { key: 'sent', label: 'Proposals sent', unit: 'count', value: 5 },
          { key: 'signed', label: 'Signed', unit: 'count', value: 2 },
          { key: 'time_to_sign', label: 'Median time to signature', unit: 'hours', value: null },
          { key: 'won', label: 'Value won', unit: 'dollars', value: 12_500.5 },
        ],
        series: [
          {
            key: 'sent',
            label: 'Sent',
            chart: 'line',
            unit: 'count',
            points: [
              { label: '2026-03-01', value: 1 },
              { label: '2026-03-02', value: 4 },
            ],
          },
        ],
      }),
    );
    expect(text).toBe(
      'From 2026-03-01 to 2026-03-31, March shows proposals sent 5, signed 2 and value won $12,500.5. Sent peaked at 2026-03-02 with 4. There is nothing yet to compute median time to signature from.',
    );
  });

  it('should write 2 to 4 sentences whatever the figures', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      key: `f${i}`,
      label: `Figure ${i}`,
      unit: 'percent' as const,
      value: i === 11 ? null : i,
    }));
    for (const figures of [[], many, many.slice(0, 1), many.slice(11)]) {
      const count = sentences(composeNarrative(input({ figures }))).length;
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(4);
    }
  });
});

describe('formatFigure', () => {
  it('should write each unit as a reader expects', () => {
    expect(formatFigure('dollars', 3_500.3)).toBe('$3,500.3');
    expect(formatFigure('percent', 25)).toBe('25%');
    expect(formatFigure('hours', 1)).toBe('1 hour');
    expect(formatFigure('minutes', 2.7)).toBe('2.7 minutes');
    expect(formatFigure('count', 100_000)).toBe('100,000');
  });
});
