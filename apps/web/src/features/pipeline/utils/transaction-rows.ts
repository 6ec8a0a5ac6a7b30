import type { TransactionRow } from '@vanilla/contracts';
import { formatMoney, matchesQuery } from '../../../lib/format';

export type TransactionTypeFilter = 'all' | TransactionRow['type'];

export const transactionTypeOptions: { value: TransactionTypeFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'received', label: 'Received' },
  { value: 'sent', label: 'Sent' },
];

export const filterTransactions = (
  rows: readonly TransactionRow[],
  search: string,
  type: TransactionTypeFilter,
): TransactionRow[] =>
  rows.filter(
    (row) =>
      (type === 'all' || row.type === type) &&
      matchesQuery(search, [row.proposal, row.client, row.teamMember, formatMoney(row.amount)]),
  );

// 001 §2 Transactions: completed green, pending yellow, failed red.
export const transactionStatusTone: Record<TransactionRow['status'], 'green' | 'amber' | 'red'> = {
  completed: 'green',
  pending: 'amber',
  failed: 'red',
};
