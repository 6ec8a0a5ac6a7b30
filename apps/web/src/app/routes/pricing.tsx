import { useLocation } from 'react-router';
import { invalidateSession } from '../../features/auth/api/auth-api';
import { useSession, type Session } from '../../features/auth/hooks/use-session';
import {
  SubscriptionStatusSnapshot,
  UsageSnapshot,
} from '../../features/billing/components/billing-snapshot';
import { PricingPage } from '../../features/billing/components/pricing-page';
import type { PricingViewer } from '../../features/billing/utils/plan-buttons';
import { readPaymentError } from '../../lib/payments';
import { useAppDispatch } from '../hooks';

// The buttons depend on the tier, so a signed-in user stays "loading" until the server has
// confirmed the session and said which tier it is on; a failed check counts as signed out
// (000 §8).
const viewerOf = (session: Session): PricingViewer => {
  if (session.status === 'checking') return { kind: 'loading' };
  if (session.status === 'authenticated') {
    const tier = session.account?.tier;
    return tier ? { kind: 'customer', tier } : { kind: 'loading' };
  }
  return { kind: 'visitor' };
};

/** /pricing: the plans, and for a signed-in account its plan state and this month's usage. */
export const PricingRoute = () => {
  const session = useSession();
  const dispatch = useAppDispatch();
  const { state } = useLocation();
  const viewer = viewerOf(session);
  const accountId = viewer.kind === 'customer' ? (session.account?.id ?? null) : null;
  return (
    <PricingPage
      viewer={viewer}
      accountId={accountId}
      userLoadFailed={session.status === 'unverified'}
      onRetryUserLoad={() => dispatch(invalidateSession())}
      carriedError={readPaymentError(state)}
      planStatus={accountId ? <SubscriptionStatusSnapshot accountId={accountId} /> : null}
      usage={accountId ? <UsageSnapshot accountId={accountId} /> : null}
    />
  );
};
