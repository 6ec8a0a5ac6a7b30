import type { ProposalRow } from './proposal-rows';

const header = (value: string) => ({ value, fontWeight: 'bold' as const });

const dateCell = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : { value: date, format: 'mmm d, yyyy h:mm AM/PM' };
};

/**
 * Downloads the rows as an Excel workbook (`proposals-YYYY-MM-DD.xlsx`). The writer is loaded
 * only when someone exports, so it stays out of the main bundle.
 */
export const exportProposals = async (
  rows: readonly ProposalRow[],
  withTeamMember: boolean,
): Promise<void> => {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const data = [
    [
      header('Proposal'),
      header('Title'),
      ...(withTeamMember ? [header('Team Member')] : []),
      header('Client'),
      header('Address'),
      header('Sent Date'),
      header('Last Activity'),
      header('Views'),
      header('Engagement (%)'),
      header('Value ($)'),
      header('Status'),
    ],
    ...rows.map((row) => [
      row.proposalId,
      row.title,
      ...(withTeamMember ? [row.creatorName ?? ''] : []),
      row.client,
      row.address,
      dateCell(row.sentAt),
      dateCell(row.lastActivityAt),
      row.viewCount,
      row.engagement,
      { value: row.value, format: '#,##0' },
      row.status,
    ]),
  ];
  const widths = [16, 32, ...(withTeamMember ? [20] : []), 22, 36, 20, 20, 8, 14, 12, 10];
  const today = new Date().toISOString().slice(0, 10);
  await writeXlsxFile(data, {
    sheet: 'Proposals',
    columns: widths.map((width) => ({ width })),
    stickyRowsCount: 1,
  }).toFile(`proposals-${today}.xlsx`);
};
