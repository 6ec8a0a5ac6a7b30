import type { ReportFigures, ReportSeries } from '@vanilla/contracts';
import type { SqlExecutor } from '../infrastructure/database/database.js';
import { BOUNDS, bucketsOf, daysIn } from './performance-figures.js';
import type { FigureScope } from './performance-figures.js';

type Kind = 'proposed' | 'won' | 'invoiced' | 'paid';

const kinds: { key: Kind; label: string }[] = [
  { key: 'proposed', label: 'Value proposed' },
  { key: 'won', label: 'Value won' },
  { key: 'invoiced', label: 'Invoiced' },
  { key: 'paid', label: 'Paid' },
];

// Whole cents to dollars: sums are taken in cents, so no float drift reaches a total.
const dollars = (cents: number | string) => Number(cents) / 100;

// The Financial template (issue 17): the value of the proposals sent (proposed) and of those
// signed (won), each on its own day; jobs invoiced on the day of the invoice and payments on the
// day they were paid; per week for up to 92 days, else per month. A team member's money is that of
// their proposals and of the jobs assigned to them.
export const financialFigures = async (
  db: SqlExecutor,
  scope: FigureScope,
): Promise<ReportFigures> => {
  const { bucket, labels } = bucketsOf(
    scope.from,
    scope.to,
    daysIn(scope.from, scope.to) <= 92 ? 'week' : 'month',
  );
  const { rows } = await db.query<{ kind: Kind; bucket: string; cents: string }>(
    `WITH ${BOUNDS}, p AS (
       SELECT * FROM report_proposals
        WHERE company_id = $1 AND ($2::text IS NULL OR creator_id = $2)
     ), happened AS (
       SELECT 'proposed' AS kind, (shared_at AT TIME ZONE $5)::date AS day,
              round(value * 100)::bigint AS cents
         FROM p, bounds WHERE shared_at >= bounds.lo AND shared_at < bounds.hi
       UNION ALL
       SELECT 'won', (signed_at AT TIME ZONE $5)::date, round(value * 100)::bigint
         FROM p, bounds WHERE signed_at >= bounds.lo AND signed_at < bounds.hi
       UNION ALL
       SELECT m.kind, COALESCE(m.day, (m.at AT TIME ZONE $5)::date), m.cents
         FROM report_money m LEFT JOIN report_jobs j ON j.job_id = m.job_id
        WHERE m.company_id = $1 AND ($2::text IS NULL OR j.team_member_id = $2)
          AND COALESCE(m.day, (m.at AT TIME ZONE $5)::date) BETWEEN $3::date AND $4::date
     )
     SELECT kind, date_trunc($6, day)::date::text AS bucket, sum(cents)::text AS cents
       FROM happened GROUP BY kind, 2`,
    [scope.companyId, scope.creatorId, scope.from, scope.to, scope.timezone, bucket],
  );
  const cents = (kind: Kind, label?: string) =>
    rows
      .filter((row) => row.kind === kind && (label === undefined || row.bucket === label))
      .reduce((sum, row) => sum + BigInt(row.cents), 0n);
  const series = kinds.map(({ key, label }): ReportSeries => ({
    key,
    label,
    chart: 'bar',
    unit: 'dollars',
    points: labels.map((day) => ({ label: day, value: dollars(String(cents(key, day))) })),
  }));
  return {
    bucket,
    figures: kinds.map(({ key, label }) => ({
      key,
      label,
      unit: 'dollars',
      value: dollars(String(cents(key))),
    })),
    series,
    tables: [
      {
        key: 'by_period',
        label: bucket === 'week' ? 'By week' : 'By month',
        columns: [
          bucket === 'week' ? 'Week of' : 'Month',
          ...kinds.map(({ label }) => `${label} ($)`),
        ],
        rows: labels.map((day, i) => [day, ...series.map((s) => s.points[i].value)]),
      },
    ],
  };
};
