import { Spinner } from '../../../components/ui/spinner';
import { useSubscriptionQuery } from '../api/payments-api';
import { LoadFailed } from './load-failed';
import { MonthlyUsage } from './monthly-usage';
import { PlanStatusNotes } from './plan-status-notes';

type SnapshotProps = { accountId: string };

// For the pricing page, where the decision to upgrade is made: both read the same cached
// subscription, so the page shows them where they fit.

/** The signed-in account's plan state: trial end, cancellation, failed payment, renewal. */
export const SubscriptionStatusSnapshot = ({ accountId }: SnapshotProps) => {
  const { data } = useSubscriptionQuery(accountId);
  return data ? <PlanStatusNotes summary={data} /> : null;
};

/** This month's usage of the signed-in account. */
export const UsageSnapshot = ({ accountId }: SnapshotProps) => {
  const { data, isError, refetch } = useSubscriptionQuery(accountId);
  if (data) return <MonthlyUsage usage={data.usage} />;
  return isError ? (
    <LoadFailed
      message="Could not load this month's usage. Please try again."
      onRetry={() => void refetch()}
    />
  ) : (
    <Spinner label="Loading this month's usage…" className="justify-start py-2" />
  );
};
