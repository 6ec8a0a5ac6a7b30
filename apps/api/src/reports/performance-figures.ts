import type { ReportFigures, ReportSeries } from '@vanilla/contracts';
import type { SqlExecutor } from '../infrastructure/database/database.js';

// Whose proposals, over which calendar days of which timezone.
export type FigureScope = {
  companyId: string;
  // Null: the whole company.
  creatorId: string | null;
  from: string;
  to: string;
  timezone: string;
};

const DAY_MS = 86_400_000;

export type Bucket = ReportFigures['bucket'];

// Days (or weeks, from 63 days on) of the range, as the series label them: each bucket's first
// day (YYYY-MM-DD); a week starts on Monday, a month on its first. `bucket` forces a grouping.
export const bucketsOf = (
  from: string,
  to: string,
  bucket: Bucket = daysIn(from, to) <= 62 ? 'day' : 'week',
): { bucket: Bucket; labels: string[] } => {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  const labels: string[] = [];
  const at = new Date(start);
  if (bucket === 'week') at.setTime(start - ((at.getUTCDay() + 6) % 7) * DAY_MS);
  if (bucket === 'month') at.setUTCDate(1);
  for (; at.getTime() <= end;) {
    labels.push(at.toISOString().slice(0, 10));
    if (bucket === 'month') at.setUTCMonth(at.getUTCMonth() + 1);
    else at.setTime(at.getTime() + (bucket === 'day' ? 1 : 7) * DAY_MS);
  }
  return { bucket, labels };
};

export const daysIn = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

export const percent = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 10;

// The range's bounds as instants of its timezone: $3 the first day, $4 the last, $5 the zone.
export const BOUNDS = `bounds AS (
    SELECT ($3::date)::timestamp AT TIME ZONE $5 AS lo,
           (($4::date + 1)::timestamp) AT TIME ZONE $5 AS hi
  )`;

type Totals = {
  generated: number;
  sent: number;
  viewed: number;
  signed: number;
  to_view_seconds: number | null;
  to_sign_seconds: number | null;
  proposed: number | string;
  won: number | string;
};

const hours = (seconds: number | null) =>
  seconds === null ? null : Math.round((Number(seconds) / 3600) * 10) / 10;

// The report's proposals, its range's bounds as instants of its timezone, and those sent in it.
const SCOPE = `WITH p AS (
    SELECT * FROM report_proposals
     WHERE company_id = $1 AND ($2::text IS NULL OR creator_id = $2)
  ), ${BOUNDS}, sent AS (
    SELECT p.* FROM p, bounds WHERE p.shared_at >= bounds.lo AND p.shared_at < bounds.hi
  )`;

// The Performance template (issue 17): proposals written, sent, opened and signed; view-to-sign
// conversion; the median time from sending to the first view and to the signature; the value
// proposed and won; by team member; sent, opened and signed per day or week. "Sent in the range"
// is the cohort the opened, signed, conversion and medians are of; the series count each event
// on its own day.
export const performanceFigures = async (
  db: SqlExecutor,
  scope: FigureScope,
  names: ReadonlyMap<string, string>,
): Promise<ReportFigures> => {
  const params = [scope.companyId, scope.creatorId, scope.from, scope.to, scope.timezone];
  const { bucket, labels } = bucketsOf(scope.from, scope.to);
  const [{ rows: totals }, { rows: members }, { rows: points }] = await Promise.all([
    db.query<Totals>(
      // One pass over the proposals: `s` marks those sent in the range.
      `${SCOPE}
       SELECT
         count(*) FILTER (WHERE created_at >= lo AND created_at < hi)::int AS generated,
         count(*) FILTER (WHERE s)::int AS sent,
         count(first_viewed_at) FILTER (WHERE s)::int AS viewed,
         count(signed_at) FILTER (WHERE s)::int AS signed,
         percentile_cont(0.5) WITHIN GROUP
           (ORDER BY extract(epoch FROM first_viewed_at - shared_at))
           FILTER (WHERE s AND first_viewed_at IS NOT NULL) AS to_view_seconds,
         percentile_cont(0.5) WITHIN GROUP
           (ORDER BY extract(epoch FROM signed_at - shared_at))
           FILTER (WHERE s AND signed_at IS NOT NULL) AS to_sign_seconds,
         coalesce(sum(value) FILTER (WHERE s), 0) AS proposed,
         coalesce(sum(value) FILTER (WHERE s AND signed_at IS NOT NULL), 0) AS won
       FROM (SELECT p.*, bounds.lo, bounds.hi,
               p.shared_at >= bounds.lo AND p.shared_at < bounds.hi AS s
               FROM p, bounds) marked`,
      params,
    ),
    db.query<{
      creator_id: string;
      sent: number;
      viewed: number;
      signed: number;
      won: number | string;
    }>(
      `${SCOPE}
       SELECT creator_id, count(*)::int AS sent,
         count(first_viewed_at)::int AS viewed, count(signed_at)::int AS signed,
         coalesce(sum(value) FILTER (WHERE signed_at IS NOT NULL), 0) AS won
       FROM sent GROUP BY creator_id ORDER BY count(*) DESC, creator_id`,
      params,
    ),
    db.query<{ what: 'sent' | 'viewed' | 'signed'; bucket: string; n: number }>(
      `${SCOPE}, happened AS (
         SELECT 'sent' AS what, shared_at AS at FROM p
         UNION ALL SELECT 'viewed', first_viewed_at FROM p
         UNION ALL SELECT 'signed', signed_at FROM p
       )
       SELECT what, date_trunc($6, at AT TIME ZONE $5)::date::text AS bucket, count(*)::int AS n
         FROM happened, bounds WHERE at >= bounds.lo AND at < bounds.hi
        GROUP BY what, 2`,
      [...params, bucket],
    ),
  ]);
  const t = totals[0];
  const series = (key: 'sent' | 'viewed' | 'signed', label: string): ReportSeries => ({
    key,
    label,
    chart: 'line',
    unit: 'count',
    points: labels.map((day) => ({
      label: day,
      value: points.find((row) => row.what === key && row.bucket === day)?.n ?? 0,
    })),
  });
  return {
    bucket,
    figures: [
      { key: 'generated', label: 'Proposals written', unit: 'count', value: t.generated },
      { key: 'sent', label: 'Proposals sent', unit: 'count', value: t.sent },
      { key: 'viewed', label: 'Opened', unit: 'count', value: t.viewed },
      { key: 'signed', label: 'Signed', unit: 'count', value: t.signed },
      {
        key: 'conversion',
        label: 'View-to-sign conversion',
        unit: 'percent',
        value: percent(t.signed, t.viewed),
      },
      {
        key: 'time_to_view',
        label: 'Median time to first view',
        unit: 'hours',
        value: hours(t.to_view_seconds),
      },
      {
        key: 'time_to_sign',
        label: 'Median time to signature',
        unit: 'hours',
        value: hours(t.to_sign_seconds),
      },
      { key: 'proposed', label: 'Value proposed', unit: 'dollars', value: Number(t.proposed) },
      { key: 'won', label: 'Value won', unit: 'dollars', value: Number(t.won) },
    ],
    series: [series('sent', 'Sent'), series('viewed', 'Opened'), series('signed', 'Signed')],
    tables: [
      {
        key: 'by_team_member',
        label: 'By team member',
        columns: ['Team member', 'Sent', 'Opened', 'Signed', 'Conversion (%)', 'Value won ($)'],
        rows: members.map((row) => [
          names.get(row.creator_id) ?? 'Former team member',
          row.sent,
          row.viewed,
          row.signed,
          percent(row.signed, row.viewed),
          Number(row.won),
        ]),
      },
    ],
  };
};

// A blank report's figures: none yet.
export const blankFigures = (from: string, to: string): ReportFigures => ({
  bucket: bucketsOf(from, to).bucket,
  figures: [],
  series: [],
  tables: [],
});
