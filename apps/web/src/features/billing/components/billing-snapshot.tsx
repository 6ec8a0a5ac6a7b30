import { Spinner } from '../../../components/ui/spinner';
import { useSubscriptionQuery } from '../../../lib/payments-api';
import { LoadFailed } from './load-failed';
import { MonthlyUsage } from './monthly-usage';
import { PlanStatusNotes } from './plan-status-notes';

/**
 * The signed-in account's plan state and this month's usage, for the pricing page where the
 * decision to upgrade is made.
 */
export const BillingSnapshot = ({ accountId }: { accountId: string }) => {
  const { data, isError, refetch } = useSubscriptionQuery(accountId);
  if (!data) {
    return isError ? (
      <LoadFailed
        message="Could not load this month's usage. Please try again."
        onRetry={() => void refetch()}
      />
    ) : (
      <Spinner label="Loading this month's usage…" className="justify-start py-2" />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <PlanStatusNotes summary={data} />
      <MonthlyUsage usage={data.usage} />
    </div>
  );
};
