import type {
  ReportFigures,
  ReportNarrative,
  ReportSeries,
  ReportTable as ReportTableData,
} from '@vanilla/contracts';
import { useId, useState } from 'react';
import { StatCard } from '../../../components/ui/stat-card';
import { formatMoment } from '../../../lib/format';
import { seriesRows } from '../utils/export-report';
import { formatFigure } from '../utils/report-format';
import { ReportChart } from './report-chart';

type View = 'charts' | 'table';

const th =
  'px-3 py-2 text-left text-xs font-semibold tracking-wide text-neutral-500 uppercase first:pl-4 last:pr-4';
const td = 'px-3 py-2 text-neutral-800 tabular-nums first:pl-4 last:pr-4';

/** A real table with a caption and headers: the report's own tables and each chart's numbers. */
export const NumbersTable = ({
  caption,
  columns,
  rows,
  visibleCaption = false,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly (string | number | null)[][];
  visibleCaption?: boolean;
}) => (
  // Focusable, so a keyboard can scroll a table wider than a phone.
  <div
    role="region"
    aria-label={caption}
    tabIndex={0}
    className="overflow-x-auto rounded-xl border border-neutral-200"
  >
    <table className="w-full text-sm">
      <caption
        className={
          visibleCaption
            ? 'px-4 pt-3 pb-2 text-left text-base font-semibold text-neutral-900'
            : 'sr-only'
        }
      >
        {caption}
      </caption>
      <thead className="border-b border-neutral-200 bg-neutral-50">
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className={th}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-neutral-100">
        {rows.length === 0 ? (
          <tr>
            <td colSpan={columns.length} className={`${td} text-neutral-500`}>
              Nothing in this date range.
            </td>
          </tr>
        ) : (
          rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, column) =>
                column === 0 ? (
                  <th key={column} scope="row" className={`${td} text-left font-medium`}>
                    {cell ?? '—'}
                  </th>
                ) : (
                  <td key={column} className={td}>
                    {typeof cell === 'number' ? cell.toLocaleString('en-US') : (cell ?? '—')}
                  </td>
                ),
              )}
            </tr>
          ))
        )}
      </tbody>
    </table>
  </div>
);

// What a screen reader hears of a chart before choosing the table view.
const chartSummary = (series: ReportSeries): string => {
  const total = series.points.reduce((sum, point) => sum + point.value, 0);
  const top = series.points.reduce<ReportSeries['points'][number] | null>(
    (best, point) => (best === null || point.value > best.value ? point : best),
    null,
  );
  const kind = { bar: 'Bar chart', line: 'Line chart', funnel: 'Funnel', heatmap: 'Heat map' }[
    series.chart
  ];
  const highest =
    top && top.value > 0
      ? `, highest ${formatFigure(top.value, series.unit)} at ${[top.y, top.x ?? top.label].filter(Boolean).join(' ')}`
      : '';
  return `${kind} of ${series.points.length} points${
    series.chart === 'funnel' ? '' : `, ${formatFigure(total, series.unit)} in all`
  }${highest}. The table view lists every number.`;
};

const SeriesCard = ({
  series,
  bucket,
  view,
}: {
  series: ReportSeries;
  bucket: ReportFigures['bucket'];
  view: View;
}) => {
  const summaryId = useId();
  const { columns, rows } = seriesRows(series, bucket);
  return (
    <figure
      aria-labelledby={`${summaryId}-title`}
      className="min-w-0 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <figcaption id={`${summaryId}-title`} className="font-semibold text-neutral-900">
        {series.label}
      </figcaption>
      {view === 'charts' ? (
        <div className="mt-3" aria-describedby={summaryId} data-chart={series.chart}>
          <p id={summaryId} className="sr-only">
            {chartSummary(series)}
          </p>
          <ReportChart series={series} bucket={bucket} />
        </div>
      ) : (
        <div className="mt-3">
          <NumbersTable caption={series.label} columns={columns} rows={rows} />
        </div>
      )}
    </figure>
  );
};

const ViewToggle = ({ view, onChange }: { view: View; onChange: (view: View) => void }) => (
  <div
    role="group"
    aria-label="Show the numbers as"
    className="inline-flex rounded-xl bg-neutral-100 p-1"
  >
    {(
      [
        ['charts', 'Charts'],
        ['table', 'Table'],
      ] as const
    ).map(([value, label]) => (
      <button
        key={value}
        type="button"
        aria-pressed={view === value}
        onClick={() => onChange(value)}
        className={`rounded-lg px-3.5 py-1.5 text-sm font-semibold transition-colors ${
          view === value
            ? 'bg-white text-neutral-950 shadow-sm'
            : 'text-neutral-600 hover:text-neutral-900'
        }`}
      >
        {label}
      </button>
    ))}
  </div>
);

export const NarrativeCard = ({ narrative }: { narrative: ReportNarrative }) => (
  <section
    aria-labelledby="report-narrative"
    className="rounded-2xl border border-brand-200 bg-brand-50/60 p-4 sm:p-5"
  >
    <h2 id="report-narrative" className="font-semibold text-brand-950">
      AI summary
    </h2>
    <p className="mt-2 whitespace-pre-line text-neutral-800">{narrative.text}</p>
    <p className="mt-2 text-xs text-neutral-500">
      Written {formatMoment(narrative.written_at)}
      {narrative.written_by === 'composer' ? ' from the figures' : ''}
    </p>
  </section>
);

const ReportTables = ({ tables }: { tables: readonly ReportTableData[] }) => (
  <>
    {tables.map((table) => (
      <section key={table.key} className="min-w-0 rounded-2xl bg-white shadow-sm">
        <NumbersTable
          caption={table.label}
          columns={table.columns}
          rows={table.rows}
          visibleCaption
        />
      </section>
    ))}
  </>
);

/**
 * A report's body, the same for the team and for a shared link: its narrative, figure cards, each
 * series as a chart (or, toggled, as a table of the same numbers) and its tables.
 */
export const ReportView = ({
  figures,
  narrative,
}: {
  figures: ReportFigures;
  narrative: ReportNarrative | null;
}) => {
  const [view, setView] = useState<View>('charts');
  const empty =
    figures.figures.length === 0 && figures.series.length === 0 && figures.tables.length === 0;
  if (empty) {
    return (
      <div className="flex flex-col gap-6">
        {narrative && <NarrativeCard narrative={narrative} />}
        <p className="rounded-2xl border border-dashed border-neutral-300 px-6 py-14 text-center text-neutral-600">
          This report has no figures yet: a blank report computes nothing until it is made from a
          template.
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {narrative && <NarrativeCard narrative={narrative} />}
      {figures.figures.length > 0 && (
        <section aria-labelledby="report-figures">
          <h2 id="report-figures" className="sr-only">
            Figures
          </h2>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-4">
            {figures.figures.map((figure) => (
              <StatCard
                key={figure.key}
                label={figure.label}
                value={formatFigure(figure.value, figure.unit)}
              />
            ))}
          </dl>
        </section>
      )}
      {figures.series.length > 0 && (
        <section aria-labelledby="report-charts" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="report-charts" className="text-lg font-bold text-neutral-950">
              {view === 'charts' ? 'Charts' : 'Numbers'}
            </h2>
            <ViewToggle view={view} onChange={setView} />
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            {figures.series.map((series) => (
              <SeriesCard key={series.key} series={series} bucket={figures.bucket} view={view} />
            ))}
          </div>
        </section>
      )}
      <ReportTables tables={figures.tables} />
    </div>
  );
};
