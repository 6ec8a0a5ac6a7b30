/** A spreadsheet as text: its first row as headers and the rows under it. */
export type ContactFile = { headers: string[]; rows: string[][] };

export const FILE_NOT_READ =
  'Could not read this file. Please choose a CSV or an Excel (.xlsx) file.';
export const FILE_EMPTY = 'This file has no rows under its header row.';

const cellText = (cell: unknown): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date)
    return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  return String(cell).trim();
};

const isExcel = (file: File) =>
  /\.xlsx$/i.test(file.name) ||
  file.type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const toContactFile = (table: readonly (readonly unknown[])[]): ContactFile => {
  const nonEmpty = table
    .map((row) => row.map(cellText))
    .filter((row) => row.some((cell) => cell !== ''));
  const [headers = [], ...rows] = nonEmpty;
  if (rows.length === 0) throw new Error(FILE_EMPTY);
  const width = Math.max(headers.length, ...rows.map((row) => row.length));
  const pad = (row: string[]) => [...row, ...Array<string>(width - row.length).fill('')];
  return {
    headers: pad(headers).map((header, index) => header || `Column ${index + 1}`),
    rows: rows.map(pad),
  };
};

/**
 * Reads a CSV or XLSX file in the browser. The parsers are loaded only when a file is chosen, so
 * they stay out of the main bundle.
 */
export const readContactFile = async (file: File): Promise<ContactFile> => {
  if (isExcel(file)) {
    const { readSheet } = await import('read-excel-file/browser');
    return toContactFile(await readSheet(file));
  }
  const { default: Papa } = await import('papaparse');
  const text = await file.text();
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  if (parsed.data.length === 0) throw new Error(FILE_EMPTY);
  return toContactFile(parsed.data);
};
