import type { TransactionRow } from '@vanilla/contracts';

const header = (value: string) => ({ value, fontWeight: 'bold' as const });

const dayCell = (day: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match
    ? { value: new Date(Date.UTC(+match[1], +match[2] - 1, +match[3])), format: 'mmm d, yyyy' }
    : day;
};

/**
 * Downloads the rows as an Excel workbook (`transactions-YYYY-MM-DD.xlsx`); the writer is loaded
 * only on export.
 */
export const exportTransactions = async (rows: readonly TransactionRow[]): Promise<void> => {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const data = [
    ['Type', 'Amount ($)', 'Date', 'Proposal', 'Client', 'Team Member', 'Status'].map(header),
    ...rows.map((row) => [
      row.type,
      { value: row.amount, format: '#,##0.00' },
      dayCell(row.date),
      row.proposal,
      row.client,
      row.teamMember,
      row.status,
    ]),
  ];
  const today = new Date().toISOString().slice(0, 10);
  await writeXlsxFile(data, {
    sheet: 'Transactions',
    columns: [10, 14, 14, 18, 24, 20, 12].map((width) => ({ width })),
    stickyRowsCount: 1,
  }).toFile(`transactions-${today}.xlsx`);
};
