import { paymentMethodLabels, pipelineMessages, type TransactionRow } from '@vanilla/contracts';
import { useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FilterSelect, SearchBox, Toolbar } from '../../../components/ui/filter-controls';
import { PageHeader } from '../../../components/ui/page-header';
import { SampleDataBadge } from '../../../components/ui/sample-data-badge';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/api-error';
import { useTransactionsQuery } from '../api/transactions-api';
import { sampleTransactions } from '../sample-data/sample-transactions';
import { exportTransactions } from '../utils/export-transactions';
import { formatDay, formatMoney } from '../../../lib/format';
import {
  filterTransactions,
  transactionStatusTone,
  transactionTypeOptions,
  type TransactionTypeFilter,
} from '../utils/transaction-rows';
import { DataTable } from '../../../components/ui/data-table';
import { EmptyState, LoadFailed, PageBody, SampleNotice } from '../../../components/ui/page-parts';
import { Pill } from '../../../components/ui/pill';

// One empty list, so the memos below do not recompute on every render while loading.
const noRows: TransactionRow[] = [];

const EXPORT_FAILED = 'Could not create the Excel file. Please try again.';

/**
 * /business/transactions (001 §2 "Transactions", the sidebar's Invoices): invoices sent and
 * payments received, with search, a type filter and an Excel export of what is shown.
 */
export const TransactionsPage = () => {
  const { data, isLoading, isError, error, refetch } = useTransactionsQuery();
  const [search, setSearch] = useState('');
  const [type, setType] = useState<TransactionTypeFilter>('all');
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  const real = data ?? noRows;
  const sample = data !== undefined && real.length === 0;
  const rows = sample ? sampleTransactions : real;
  const visible = useMemo(() => filterTransactions(rows, search, type), [rows, search, type]);
  const loadError =
    isError && data === undefined
      ? apiErrorMessage(error, pipelineMessages.transactionsLoadFailed)
      : null;

  const runExport = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await exportTransactions(visible);
    } catch {
      setExportError(EXPORT_FAILED);
    } finally {
      setExporting(false);
    }
  };

  return (
    <PageBody>
      <PageHeader
        eyebrow="Invoices"
        title="Transactions"
        badge={sample ? <SampleDataBadge /> : undefined}
        description="Every invoice you sent and every payment you received."
      />
      {loadError && <LoadFailed message={loadError} onRetry={() => void refetch()} />}
      <Toolbar>
        <SearchBox
          label="Search transactions"
          placeholder="Search transactions..."
          value={search}
          onChange={setSearch}
        />
        <FilterSelect
          label="Type"
          value={type}
          options={transactionTypeOptions}
          onChange={setType}
        />
        <Button
          variant="secondary"
          onClick={() => void runExport()}
          // Sample rows are examples, not records to export.
          disabled={sample || exporting || visible.length === 0}
        >
          {exporting ? 'Exporting…' : 'Export'}
        </Button>
      </Toolbar>
      {exportError && (
        <Alert tone="error" onDismiss={() => setExportError(null)}>
          {exportError}
        </Alert>
      )}
      {sample && <SampleNotice what="transactions" />}
      {isLoading ? (
        <Spinner label="Loading transactions..." className="py-16" />
      ) : visible.length === 0 ? (
        !loadError && <EmptyState>No transactions match your search and filters.</EmptyState>
      ) : (
        <DataTable
          caption="Transactions"
          rows={visible}
          rowKey={(row) => row.id}
          title={{
            header: 'Type',
            cell: (row) => (
              <span className="capitalize">
                {row.type}
                {row.method && (
                  <span className="block text-xs font-normal text-neutral-500 normal-case">
                    {paymentMethodLabels[row.method]}
                  </span>
                )}
              </span>
            ),
          }}
          columns={[
            {
              header: 'Amount',
              cell: (row) => formatMoney(row.amount),
              className: 'whitespace-nowrap tabular-nums',
            },
            { header: 'Date', cell: (row) => formatDay(row.date), className: 'whitespace-nowrap' },
            {
              header: 'Proposal',
              cell: (row) => <span className="font-mono text-xs">{row.proposal || '-'}</span>,
              className: 'whitespace-nowrap',
            },
            { header: 'Client', cell: (row) => row.client },
            { header: 'Team Member', cell: (row) => row.teamMember || '—' },
            {
              header: 'Status',
              cell: (row) => <Pill tone={transactionStatusTone[row.status]}>{row.status}</Pill>,
            },
          ]}
        />
      )}
    </PageBody>
  );
};
