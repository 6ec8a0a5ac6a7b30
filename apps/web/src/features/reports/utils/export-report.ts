import type { ReportFigures, ReportNarrative, ReportRow, ReportSeries } from '@vanilla/contracts';
import { formatDay } from '../../../lib/format';
import { letterPdf } from '../../../lib/pdf';
import { formatFigure, pointLabel, unitLabel } from './report-format';
import { reportTypeLabels } from './report-rows';

/** What an export needs of a report: who and what it is about, its numbers and narrative. */
export type ExportableReport = {
  report: Pick<ReportRow, 'name' | 'type' | 'createdBy' | 'from' | 'to' | 'timezone'>;
  figures: ReportFigures;
  narrative: ReportNarrative | null;
};

type Cell = string | number | null;

/** The numbers of one series as rows under its headings (a heat map keeps its hour and day). */
export const seriesRows = (
  series: ReportSeries,
  bucket: ReportFigures['bucket'],
): { columns: string[]; rows: Cell[][] } =>
  series.chart === 'heatmap'
    ? {
        columns: ['Day', 'Hour', unitLabel[series.unit]],
        rows: series.points.map((point) => [point.y ?? '', point.x ?? point.label, point.value]),
      }
    : {
        columns: [series.chart === 'funnel' ? 'Stage' : 'Period', unitLabel[series.unit]],
        rows: series.points.map((point) => [pointLabel(point.label, bucket), point.value]),
      };

export const rangeLabel = (from: string, to: string): string =>
  `${formatDay(from)} – ${formatDay(to)}`;

const fileName = (name: string, extension: string) =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'report'
  }.${extension}`;

// Excel refuses sheet names over 31 characters, with []:*?/\ or used twice.
const sheetNames = (names: readonly string[]): string[] => {
  const used = new Set<string>();
  return names.map((name) => {
    const base = name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 28);
    let unique = base;
    for (let n = 2; used.has(unique.toLowerCase()); n += 1) unique = `${base} ${n}`;
    used.add(unique.toLowerCase());
    return unique;
  });
};

const bold = (value: string) => ({ value, fontWeight: 'bold' as const });

/** Downloads the report as a workbook: a summary sheet, then one per series and per table. */
export const exportReportXlsx = async ({
  report,
  figures,
  narrative,
}: ExportableReport): Promise<void> => {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const summary = [
    [bold(report.name)],
    ['Type', reportTypeLabels[report.type]],
    ['Dates', rangeLabel(report.from, report.to)],
    ['Time zone', report.timezone],
    ['Created by', report.createdBy],
    [],
    [bold('Figure'), bold('Value')],
    ...figures.figures.map((figure) => [figure.label, formatFigure(figure.value, figure.unit)]),
    ...(narrative ? [[], [bold('Summary')], [narrative.text]] : []),
  ];
  const parts = [
    ...figures.series.map((series) => ({
      label: series.label,
      ...seriesRows(series, figures.bucket),
    })),
    ...figures.tables.map((table) => ({
      label: table.label,
      columns: table.columns,
      rows: table.rows,
    })),
  ];
  const names = sheetNames(['Summary', ...parts.map((part) => part.label)]);
  await writeXlsxFile([
    { data: summary, sheet: names[0], columns: [{ width: 34 }, { width: 24 }] },
    ...parts.map((part, index) => ({
      data: [part.columns.map(bold), ...part.rows],
      sheet: names[index + 1],
      columns: part.columns.map((_, column) => ({ width: column === 0 ? 24 : 14 })),
      stickyRowsCount: 1,
    })),
  ]).toFile(fileName(report.name, 'xlsx'));
};

const MARGIN = 48;
const LINE = 16;

/** Downloads the report as a PDF: its figures, the numbers of each chart, its tables, its summary. */
export const exportReportPdf = async ({
  report,
  figures,
  narrative,
}: ExportableReport): Promise<void> => {
  const page = await letterPdf(MARGIN);
  const { pdf, width, room } = page;
  const heading = (text: string) => {
    room(LINE * 3);
    page.y += LINE / 2;
    pdf.setFont('helvetica', 'bold').setFontSize(13).setTextColor(20).text(text, MARGIN, page.y);
    page.y += LINE * 1.25;
  };
  const grid = (columns: readonly string[], rows: readonly Cell[][]) => {
    const step = width / columns.length;
    const line = (cells: readonly Cell[], style: 'bold' | 'normal') => {
      room(LINE);
      pdf
        .setFont('helvetica', style)
        .setFontSize(10)
        .setTextColor(style === 'bold' ? 80 : 30);
      cells.forEach((cell, index) => {
        const text = pdf.splitTextToSize(cell === null ? '—' : String(cell), step - 6)[0] ?? '';
        pdf.text(text, MARGIN + index * step, page.y);
      });
      page.y += LINE;
    };
    line(columns, 'bold');
    for (const row of rows) line(row, 'normal');
  };

  pdf.setFont('helvetica', 'bold').setFontSize(20).text(report.name, MARGIN, page.y);
  page.y += LINE * 1.5;
  pdf
    .setFont('helvetica', 'normal')
    .setFontSize(10)
    .setTextColor(100)
    .text(
      `${reportTypeLabels[report.type]} report · ${rangeLabel(report.from, report.to)} (${report.timezone}) · by ${report.createdBy}`,
      MARGIN,
      page.y,
    );
  page.y += LINE;
  if (narrative) {
    heading('Summary');
    pdf.setFont('helvetica', 'normal').setFontSize(11).setTextColor(30);
    for (const text of pdf.splitTextToSize(narrative.text, width) as string[]) {
      room(LINE);
      pdf.text(text, MARGIN, page.y);
      page.y += LINE;
    }
  }
  if (figures.figures.length > 0) {
    heading('Figures');
    grid(
      ['Figure', 'Value'],
      figures.figures.map((figure) => [figure.label, formatFigure(figure.value, figure.unit)]),
    );
  }
  for (const series of figures.series) {
    heading(series.label);
    const { columns, rows } = seriesRows(series, figures.bucket);
    grid(columns, rows);
  }
  for (const table of figures.tables) {
    heading(table.label);
    grid(table.columns, table.rows);
  }
  pdf.save(fileName(report.name, 'pdf'));
};
