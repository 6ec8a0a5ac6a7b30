import { formatMoney } from '../../../lib/format';
import type { ProposalStatus } from '@vanilla/contracts';
import { expiryLabel, type ProposalRow } from '../utils/proposal-rows';

// 001 §2: the dashboard colours accepted green, viewed purple, sent blue and anything else grey.
const dashboardTones: Partial<Record<ProposalStatus, string>> = {
  accepted: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  viewed: 'bg-purple-50 text-purple-700 ring-purple-200',
  sent: 'bg-blue-50 text-blue-700 ring-blue-200',
};

// The list filters by declined too, and colours it red as the spec's other proposal lists do
// (000 §4, 001 §2 "Business2 proposals page").
const listTones: Partial<Record<ProposalStatus, string>> = {
  ...dashboardTones,
  declined: 'bg-red-50 text-red-700 ring-red-200',
};

type StatusBadgeProps = { status: ProposalStatus; variant: 'dashboard' | 'list' };

export const StatusBadge = ({ status, variant }: StatusBadgeProps) => (
  <span
    className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium capitalize ring-1 ${
      (variant === 'list' ? listTones : dashboardTones)[status] ??
      'bg-neutral-100 text-neutral-700 ring-neutral-200'
    }`}
  >
    {status}
  </span>
);

type DeliveryFailureBadgeProps = { failure: { label: string; detail: string } | null };

// A send from step 4 that did not reach the client: the badge says which, its title says why.
export const DeliveryFailureBadge = ({ failure }: DeliveryFailureBadgeProps) =>
  failure && (
    <span
      title={failure.detail}
      className="inline-flex items-center rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-red-700 ring-1 ring-red-200"
    >
      {failure.label}
      <span className="sr-only">. {failure.detail}</span>
    </span>
  );

// The client paid the deposit asked at signing (Stripe's webhook confirmed it).
export const DepositPaidBadge = ({ amount }: { amount: number | null }) =>
  amount !== null && (
    <span className="inline-flex items-center rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-emerald-700 ring-1 ring-emerald-200">
      Deposit paid {formatMoney(amount)}
    </span>
  );

/** "Expired" (amber) or "Expires in N days" (neutral) for a link near or past its expiry. */
export const ExpiryBadge = ({ label }: { label: string | null }) =>
  label !== null && (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ${
        label === 'Expired'
          ? 'bg-amber-50 text-amber-800 ring-amber-200'
          : 'bg-neutral-100 text-neutral-700 ring-neutral-200'
      }`}
    >
      {label}
    </span>
  );

type RowBadgesProps = {
  row: ProposalRow;
  variant: 'dashboard' | 'list';
};

/** A row's status and what else the lists flag of it: a failed send, a paid deposit, its expiry. */
export const RowBadges = ({ row, variant }: RowBadgesProps) => (
  <>
    <StatusBadge status={row.status} variant={variant} />
    <ExpiryBadge label={expiryLabel(row, new Date())} />
    <DeliveryFailureBadge failure={row.deliveryFailure} />
    <DepositPaidBadge amount={row.depositPaid} />
  </>
);
