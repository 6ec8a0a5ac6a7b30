import type { ReportFigures, ReportSeries } from '@vanilla/contracts';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Funnel,
  FunnelChart,
  LabelList,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatFigure, heatColour, heatGrid, pointLabel, tickLabel } from '../utils/report-format';

// The charts of a report page (and only of report pages: this module is in their lazy chunk, so
// the charting library never reaches the dashboard's bundle).

type ChartProps = { series: ReportSeries; bucket: ReportFigures['bucket'] };

const BRAND = '#4f46e5';
const FUNNEL_SHADES = ['#312e81', '#3730a3', '#4338ca', '#4f46e5', '#6366f1', '#818cf8', '#a5b4fc'];
const TICK = { fontSize: 11, fill: '#525252' };

const pointsOf = ({ series, bucket }: ChartProps) =>
  series.points.map((point) => ({
    name: pointLabel(point.label, bucket),
    tick: tickLabel(point.label, bucket),
    value: point.value,
  }));

const valueText = (series: ReportSeries) => (value: unknown) =>
  formatFigure(typeof value === 'number' ? value : Number(value), series.unit);

const CartesianParts = ({ series }: { series: ReportSeries }) => (
  <>
    <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e5e5e5" />
    <XAxis dataKey="tick" tick={TICK} tickLine={false} minTickGap={12} />
    <YAxis
      tick={TICK}
      tickLine={false}
      axisLine={false}
      width={series.unit === 'dollars' ? 64 : 36}
      allowDecimals={series.unit !== 'count'}
      tickFormatter={(value: number) => formatFigure(value, series.unit)}
    />
    <Tooltip
      formatter={(value) => [valueText(series)(value), series.label]}
      labelFormatter={(_label, payload) => String(payload?.[0]?.payload?.name ?? '')}
    />
  </>
);

const BarSeries = (props: ChartProps) => (
  <ResponsiveContainer width="100%" height={240}>
    <BarChart data={pointsOf(props)} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
      {CartesianParts({ series: props.series })}
      <Bar
        dataKey="value"
        name={props.series.label}
        fill={BRAND}
        radius={[4, 4, 0, 0]}
        isAnimationActive={false}
      />
    </BarChart>
  </ResponsiveContainer>
);

const LineSeries = (props: ChartProps) => {
  const data = pointsOf(props);
  return (
    <ResponsiveContainer width="100%" height={240}>
      <LineChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
        {CartesianParts({ series: props.series })}
        <Line
          type="monotone"
          dataKey="value"
          name={props.series.label}
          stroke={BRAND}
          strokeWidth={2}
          dot={data.length <= 16}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
};

// Each stage's name and number beside its band (a narrow band has no room inside), so the
// funnel reads without a legend.
const FunnelSeries = (props: ChartProps) => {
  const data = pointsOf(props).map((point, index) => ({
    ...point,
    fill: FUNNEL_SHADES[Math.min(index, FUNNEL_SHADES.length - 1)],
    text: `${point.name}: ${formatFigure(point.value, props.series.unit)}`,
  }));
  return (
    <ResponsiveContainer width="100%" height={Math.max(180, data.length * 48)}>
      <FunnelChart margin={{ top: 4, right: 150, bottom: 4, left: 4 }}>
        <Tooltip formatter={(value) => [valueText(props.series)(value), props.series.label]} />
        <Funnel dataKey="value" nameKey="name" data={data} isAnimationActive={false}>
          <LabelList
            dataKey="text"
            position="right"
            fill="#262626"
            stroke="none"
            fontSize={12}
            fontWeight={500}
          />
        </Funnel>
      </FunnelChart>
    </ResponsiveContainer>
  );
};

// Hours across, weekdays down: seven stacked bands of equal height per hour, each band coloured
// by its count, so the grid keeps the library's axes and sizing on any width.
const HeatmapSeries = ({ series }: ChartProps) => {
  const grid = heatGrid(series);
  const bands = grid.rows.map((_, index) => `r${index}`);
  const data = grid.columns.map((column, columnIndex) =>
    Object.fromEntries([
      ['column', column],
      ...bands.map((band, rowIndex) => [band, 1, grid.values[rowIndex][columnIndex]]),
    ]),
  );
  // The first row (Monday) on top: stacks grow upwards, so it is drawn last.
  const drawn = [...bands].reverse();
  return (
    <div>
      <ResponsiveContainer width="100%" height={Math.max(160, grid.rows.length * 30 + 30)}>
        <BarChart data={data} barCategoryGap={1} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
          <XAxis dataKey="column" tick={TICK} tickLine={false} interval="preserveStartEnd" />
          <YAxis
            type="number"
            domain={[0, grid.rows.length]}
            ticks={grid.rows.map((_, index) => index + 0.5)}
            tickFormatter={(value: number) => grid.rows[grid.rows.length - 1 - Math.floor(value)]}
            tick={TICK}
            tickLine={false}
            axisLine={false}
            width={36}
          />
          {drawn.map((band) => {
            const rowIndex = Number(band.slice(1));
            return (
              <Bar key={band} dataKey={band} stackId="grid" isAnimationActive={false}>
                {grid.columns.map((column, columnIndex) => (
                  <Cell
                    key={column}
                    fill={heatColour(grid.values[rowIndex][columnIndex], grid.max)}
                    stroke="#ffffff"
                    strokeWidth={1}
                  />
                ))}
              </Bar>
            );
          })}
        </BarChart>
      </ResponsiveContainer>
      <div className="mt-2 flex items-center justify-end gap-1.5 text-xs text-neutral-600">
        <span>Fewer</span>
        {[0, 0.2, 0.4, 0.6, 0.8, 1].map((share) => (
          <span
            key={share}
            aria-hidden="true"
            className="size-3 rounded-sm"
            style={{ backgroundColor: heatColour(share, 1) }}
          />
        ))}
        <span>More (up to {formatFigure(grid.max, series.unit)})</span>
      </div>
    </div>
  );
};

const charts = {
  bar: BarSeries,
  line: LineSeries,
  funnel: FunnelSeries,
  heatmap: HeatmapSeries,
} as const;

/** One series drawn as its chart. */
export const ReportChart = ({ series, bucket }: ChartProps) => {
  const Chart = charts[series.chart];
  return <Chart series={series} bucket={bucket} />;
};
