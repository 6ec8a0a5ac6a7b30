import { TransactionsPage } from '../../../features/pipeline/components/transactions-page';

/** /business/transactions: the sidebar's Invoices, titled Transactions (001 §2). */
export const TransactionsRoute = () => (
  <>
    <title>Transactions · Vanilla</title>
    <TransactionsPage />
  </>
);
