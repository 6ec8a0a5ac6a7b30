import { describe, expect, it } from '@jest/globals';
import type { ReportSeries } from '@vanilla/contracts';
import { seriesRows } from './export-report';
import { formatFigure, heatColour, heatGrid, pointLabel, tickLabel } from './report-format';

const heatmap: ReportSeries = {
  key: 'calls_by_hour',
  label: 'Calls by hour and weekday',
  chart: 'heatmap',
  unit: 'count',
  points: [
    { label: 'Mon 09', x: '09', y: 'Mon', value: 3 },
    { label: 'Mon 10', x: '10', y: 'Mon', value: 1 },
    { label: 'Tue 10', x: '10', y: 'Tue', value: 6 },
  ],
};

describe(formatFigure.name, () => {
  it('should write each unit the way people read it when there is a value', () => {
    expect(formatFigure(12, 'count')).toBe('12');
    expect(formatFigure(42.5, 'percent')).toBe('42.5%');
    expect(formatFigure(3.25, 'hours')).toBe('3.3 h');
    expect(formatFigure(12500, 'dollars')).toBe('$12,500');
    expect(formatFigure(95, 'minutes')).toBe('95 min');
  });

  it('should show a dash when there is nothing to compute from', () => {
    expect(formatFigure(null, 'hours')).toBe('—');
  });
});

describe(pointLabel.name, () => {
  it('should name a bucket by its grouping when the label is its first day', () => {
    expect(pointLabel('2026-05-04', 'day')).toBe('May 4');
    expect(pointLabel('2026-05-04', 'week')).toBe('Week of May 4');
    expect(pointLabel('2026-05-01', 'month')).toBe('May 2026');
    expect(tickLabel('2026-05-04', 'week')).toBe('May 4');
  });

  it('should keep a label that is not a day as it is', () => {
    expect(pointLabel('Proposal Sent', 'day')).toBe('Proposal Sent');
  });
});

describe(heatGrid.name, () => {
  it('should lay the points out by row and column in their order when some cells are missing', () => {
    expect(heatGrid(heatmap)).toEqual({
      columns: ['09', '10'],
      rows: ['Mon', 'Tue'],
      values: [
        [3, 1],
        [0, 6],
      ],
      max: 6,
    });
  });

  it('should colour no calls palest and the most calls darkest', () => {
    expect(heatColour(0, 6)).toBe('#f5f5f5');
    expect(heatColour(6, 6)).toBe('#312e81');
    expect(heatColour(1, 6)).not.toBe(heatColour(6, 6));
  });
});

describe(seriesRows.name, () => {
  it("should keep a heat map's day and hour when its numbers become table rows", () => {
    expect(seriesRows(heatmap, 'day')).toEqual({
      columns: ['Day', 'Hour', 'Count'],
      rows: [
        ['Mon', '09', 3],
        ['Mon', '10', 1],
        ['Tue', '10', 6],
      ],
    });
  });

  it('should label periods by the grouping when the series is over time', () => {
    const sent: ReportSeries = {
      key: 'sent',
      label: 'Sent',
      chart: 'line',
      unit: 'count',
      points: [{ label: '2026-05-04', value: 2 }],
    };
    expect(seriesRows(sent, 'week')).toEqual({
      columns: ['Period', 'Count'],
      rows: [['Week of May 4', 2]],
    });
  });
});
