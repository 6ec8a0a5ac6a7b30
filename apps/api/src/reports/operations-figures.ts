import { plans } from '@vanilla/contracts';
import type { ReportFigures, Tier } from '@vanilla/contracts';
import type { SqlExecutor } from '../infrastructure/database/database.js';
import { BOUNDS, bucketsOf, percent } from './performance-figures.js';
import type { FigureScope } from './performance-figures.js';

export const weekdayLabels = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const hourLabels = Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0'));

// A forwarded call nobody picked up comes back to us as the AI's own call from the same number to
// the same receptionist: within this long of the forwarded one, it counts as the fallback.
export const FALLBACK_WINDOW_MINUTES = 5;

type Totals = {
  calls: number;
  answered: number;
  after_hours: number;
  forwarded: number;
  fell_back: number;
  average_seconds: number | null;
  ai_seconds: number;
};

// Calendar months the range touches: the plan's allowance is per month.
const monthsOf = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
  Number(to.slice(5, 7)) -
  Number(from.slice(5, 7)) +
  1;

// The Operations template (issue 17): the calls begun in the range (the receptionist owner's, for
// a member); answered ones; the share begun outside business hours (the receptionist's own, or
// Monday to Friday 9 to 5 when it answers around the clock); calls forwarded to the team and those
// of them that fell back to the AI; the average length of an answered call; calls by hour and
// weekday in the report's timezone; the minutes the AI spent on calls against the plan of the
// report's creator (its monthly allowance times the months the range touches).
export const operationsFigures = async (
  db: SqlExecutor,
  scope: FigureScope,
  tier: Tier,
): Promise<ReportFigures> => {
  const params = [scope.companyId, scope.creatorId, scope.from, scope.to, scope.timezone];
  const inRange = `WITH ${BOUNDS}, c AS (
      SELECT report_calls.* FROM report_calls, bounds
       WHERE company_id = $1 AND ($2::text IS NULL OR owner_id = $2)
         AND started_at >= bounds.lo AND started_at < bounds.hi
    )`;
  const [{ rows: totals }, { rows: cells }] = await Promise.all([
    db.query<Totals>(
      `${inRange}
       SELECT count(*)::int AS calls,
         count(*) FILTER (WHERE answered)::int AS answered,
         count(*) FILTER (WHERE after_hours)::int AS after_hours,
         count(*) FILTER (WHERE routed_to = 'forward')::int AS forwarded,
         count(*) FILTER (WHERE routed_to = 'forward' AND EXISTS (
           SELECT 1 FROM report_calls ai
            WHERE ai.company_id = c.company_id AND ai.receptionist_id = c.receptionist_id
              AND ai.from_number = c.from_number AND ai.routed_to = 'ai'
              AND ai.call_id <> c.call_id AND ai.started_at >= c.started_at
              AND ai.started_at < c.started_at + make_interval(mins => $6)))::int AS fell_back,
         avg(duration_seconds) FILTER (WHERE answered)::float AS average_seconds,
         coalesce(sum(duration_seconds) FILTER (WHERE answered AND routed_to = 'ai'), 0)::int
           AS ai_seconds
       FROM c`,
      [...params, FALLBACK_WINDOW_MINUTES],
    ),
    db.query<{ day: number; hour: number; n: number }>(
      `${inRange}
       SELECT extract(isodow FROM started_at AT TIME ZONE $5)::int AS day,
              extract(hour FROM started_at AT TIME ZONE $5)::int AS hour, count(*)::int AS n
         FROM c GROUP BY 1, 2`,
      params,
    ),
  ]);
  const t = totals[0];
  const perMonth = plans[tier].callMinutesPerMonth;
  const allowance = perMonth === null ? null : perMonth * monthsOf(scope.from, scope.to);
  const aiMinutes = Math.ceil(t.ai_seconds / 60);
  const averageMinutes =
    t.average_seconds === null ? null : Math.round((t.average_seconds / 60) * 10) / 10;
  return {
    bucket: bucketsOf(scope.from, scope.to).bucket,
    figures: [
      { key: 'calls', label: 'Calls', unit: 'count', value: t.calls },
      { key: 'answered', label: 'Calls answered', unit: 'count', value: t.answered },
      {
        key: 'after_hours',
        label: 'After-hours share',
        unit: 'percent',
        value: percent(t.after_hours, t.calls),
      },
      { key: 'forwarded', label: 'Forwarded to the team', unit: 'count', value: t.forwarded },
      { key: 'fell_back', label: 'Fell back to the AI', unit: 'count', value: t.fell_back },
      { key: 'average_duration', label: 'Average call', unit: 'minutes', value: averageMinutes },
      { key: 'ai_minutes', label: 'AI call minutes', unit: 'minutes', value: aiMinutes },
      { key: 'ai_allowance', label: "Plan's AI minutes", unit: 'minutes', value: allowance },
    ],
    series: [
      {
        key: 'calls_by_hour',
        label: 'Calls by hour and weekday',
        chart: 'heatmap',
        unit: 'count',
        points: weekdayLabels.flatMap((y, day) =>
          hourLabels.map((x, hour) => ({
            x,
            y,
            label: `${y} ${x}:00`,
            value: cells.find((cell) => cell.day === day + 1 && cell.hour === hour)?.n ?? 0,
          })),
        ),
      },
      {
        key: 'ai_minutes',
        label: 'AI minutes against the allowance',
        chart: 'bar',
        unit: 'minutes',
        points: [
          { label: 'Used', value: aiMinutes },
          ...(allowance === null ? [] : [{ label: 'Included', value: allowance }]),
        ],
      },
    ],
    tables: [
      {
        key: 'by_weekday',
        label: 'Calls by weekday',
        columns: ['Weekday', 'Calls'],
        rows: weekdayLabels.map((y, day) => [
          y,
          cells.filter((cell) => cell.day === day + 1).reduce((sum, cell) => sum + cell.n, 0),
        ]),
      },
    ],
  };
};
