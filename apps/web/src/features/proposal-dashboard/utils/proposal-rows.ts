import type { DashboardProposal, ProposalStatus, TeamMember } from '@vanilla/contracts';

/** One proposal as the dashboard and the list show it (001 §3 "Proposal row", "list item"). */
export type ProposalRow = {
  token: string;
  /** "PROP-" and the first 8 characters of the token. */
  proposalId: string;
  title: string;
  client: string;
  address: string;
  sentAt: string;
  lastActivityAt: string;
  viewCount: number;
  chatCount: number;
  /** Percent, 20 per view up to 100 (computed by the server's read model). */
  engagement: number;
  value: number;
  // The server's status is the fact from the event log (DESIGN §4: accepted means signed), so it
  // is shown as is rather than re-derived from the counts as the observed front end did.
  status: ProposalStatus;
  creatorId: string;
  /** The creator's name from the manager's team list; null when unknown (members). */
  creatorName: string | null;
  /** The last send that did not reach the client ("Email not delivered" and why); null if none. */
  deliveryFailure: { label: string; detail: string } | null;
  /** The client's deposit once paid on Stripe: its amount; null before (or when none is asked). */
  depositPaid: number | null;
  /** When the client's link stops working (null: never); `expired` as the server last said. */
  expiresAt: string | null;
  expired: boolean;
};

// Only a proposal still awaiting the client's answer expires, or is extended.
export const awaitsAnswer = (row: ProposalRow) => row.status === 'sent' || row.status === 'viewed';

/** Whether the contractor may give the client more time (the API's rule). */
export const canExtend = (row: ProposalRow): boolean => awaitsAnswer(row) && row.expiresAt !== null;

/**
 * The row's expiry as the lists say it: "Expired" once past (as of `now`, should no push have
 * come since), "Expires in N days" within the last week; null otherwise.
 */
export const expiryLabel = (row: ProposalRow, now: Date): string | null => {
  if (!awaitsAnswer(row) || row.expiresAt === null) return null;
  const left = Date.parse(row.expiresAt) - now.getTime();
  if (row.expired || left <= 0) return 'Expired';
  const days = Math.ceil(left / DAY_MS);
  if (days > 7) return null;
  return days === 1 ? 'Expires in 1 day' : `Expires in ${days} days`;
};

const deliveryFailureOf = (
  failure: DashboardProposal['delivery_failure'],
): ProposalRow['deliveryFailure'] =>
  failure && {
    label: failure.channel === 'sms' ? 'Text not delivered' : 'Email not delivered',
    detail: `To ${failure.address}: ${failure.reason}`,
  };

export const proposalIdOf = (token: string): string => `PROP-${token.slice(0, 8)}`;

export const toRows = (
  proposals: readonly DashboardProposal[],
  team: readonly TeamMember[] | undefined,
): ProposalRow[] => {
  const names = new Map((team ?? []).map((member) => [member.id, member.username]));
  return proposals.map((proposal) => ({
    token: proposal.token,
    proposalId: proposalIdOf(proposal.token),
    title: proposal.title,
    client: proposal.client_name,
    address: proposal.property_address,
    sentAt: proposal.shared_at,
    lastActivityAt: proposal.last_activity_at,
    viewCount: proposal.view_count,
    chatCount: proposal.chat_count,
    engagement: proposal.engagement,
    value: proposal.value,
    status: proposal.status,
    creatorId: proposal.creator_id,
    creatorName: names.get(proposal.creator_id) ?? null,
    deliveryFailure: deliveryFailureOf(proposal.delivery_failure),
    depositPaid: proposal.deposit_paid?.amount ?? null,
    expiresAt: proposal.expires_at,
    expired: proposal.expired,
  }));
};

const percent = (part: number, whole: number): number =>
  whole === 0 ? 0 : Math.round((part / whole) * 100);

const accepted = (rows: readonly ProposalRow[]) =>
  rows.filter((row) => row.status === 'accepted').length;

/** The dashboard's four cards (001 §2, §9). */
/**
 * What a stat card shows: its figure, or none while the proposals load (`loading`) or after they
 * failed to (`unavailable`), where a 0 would be a false answer.
 */
export type { StatState } from '../../../components/ui/stat-card';

export const dashboardStats = (rows: readonly ProposalRow[]) => ({
  totalProposals: rows.length,
  /** Accepted over total, rounded to a whole percent. */
  acceptanceRate: percent(accepted(rows), rows.length),
  /** Distinct client names, ignoring case and surrounding spaces. */
  activeClients: new Set(
    rows.map((row) => row.client.trim().toLowerCase()).filter((name) => name !== ''),
  ).size,
  totalValue: rows.reduce((sum, row) => sum + row.value, 0),
});

const DAY_MS = 24 * 60 * 60 * 1000;

export const TREND_DAYS = 30;

export type DashboardTrends = { [Key in keyof ReturnType<typeof dashboardStats>]: number[] };

/**
 * The four cards' figures at the end of each of the last 30 days (the browser's days, today
 * last), counting the proposals sent by then. The rows carry when a proposal was sent but not when
 * it was signed, so a day's acceptance rate is that of the proposals sent by then as they stand now.
 */
export const dashboardTrends = (
  rows: readonly ProposalRow[],
  now = new Date(),
): DashboardTrends => {
  const sent = rows.map((row) => ({ row, at: Date.parse(row.sentAt) }));
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime();
  const trends: DashboardTrends = {
    totalProposals: [],
    acceptanceRate: [],
    activeClients: [],
    totalValue: [],
  };
  for (let day = TREND_DAYS - 1; day >= 0; day -= 1) {
    const end = midnight - day * DAY_MS;
    const stats = dashboardStats(sent.filter(({ at }) => at < end).map(({ row }) => row));
    for (const key of Object.keys(trends) as (keyof DashboardTrends)[])
      trends[key].push(stats[key]);
  }
  return trends;
};

/** The list page's three cards (001 §2, §9). */
export const listStats = (rows: readonly ProposalRow[], now = Date.now()) => ({
  conversionRate: percent(accepted(rows), rows.length),
  /** Proposals created in the last 30 days. */
  sentPast30Days: rows.filter((row) => {
    const sent = Date.parse(row.sentAt);
    return Number.isFinite(sent) && now - sent <= 30 * DAY_MS;
  }).length,
  converted: accepted(rows),
});

/**
 * The dashboard's status filter (001 §2: all, sent, not_sent). Every row on the dashboard has been
 * shared, so "sent" in the sense of "delivered" would match everything; the useful reading, and
 * the one the values name, is the status: `sent` = still at status sent (not opened yet),
 * `not_sent` = moved past it (viewed, accepted or declined).
 */
export type DashboardStatusFilter = 'all' | 'sent' | 'not_sent';

export const dashboardStatusOptions: ReadonlyArray<{
  value: DashboardStatusFilter;
  label: string;
}> = [
  { value: 'all', label: 'All statuses' },
  { value: 'sent', label: 'Sent, not opened yet' },
  { value: 'not_sent', label: 'Opened by the client' },
];

export const matchesDashboardStatus = (row: ProposalRow, filter: DashboardStatusFilter): boolean =>
  filter === 'all' || (filter === 'sent' ? row.status === 'sent' : row.status !== 'sent');

/** The list's status filter (001 §2). */
export type ListStatusFilter = 'all' | 'draft' | 'sent' | 'viewed' | 'accepted' | 'declined';

export const listStatusOptions: ReadonlyArray<{ value: ListStatusFilter; label: string }> = [
  { value: 'all', label: 'All statuses' },
  { value: 'draft', label: 'Draft' },
  { value: 'sent', label: 'Sent' },
  { value: 'viewed', label: 'Viewed' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'declined', label: 'Declined' },
];

/** Case-insensitive search over the given fields of a row. */
export const matchesSearch = (
  row: ProposalRow,
  query: string,
  fields: ReadonlyArray<keyof ProposalRow>,
): boolean => {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return fields.some((field) =>
    String(row[field] ?? '')
      .toLowerCase()
      .includes(needle),
  );
};

/** Team member filter: '' means everyone. */
export const matchesCreator = (row: ProposalRow, creatorId: string): boolean =>
  creatorId === '' || row.creatorId === creatorId;

export type SortDirection = 'ascending' | 'descending';

export const sortByCreator = (rows: ProposalRow[], direction: SortDirection): ProposalRow[] =>
  [...rows].sort((a, b) => {
    const order = (a.creatorName ?? '').localeCompare(b.creatorName ?? '', undefined, {
      sensitivity: 'base',
    });
    return direction === 'ascending' ? order : -order;
  });

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** 15900 → "$15,900" (001 §2: dollars with thousands separators). */
export const formatDollars = (value: number): string => dollars.format(value);

/** 42500 → "$42.5K" (001 §9: thousands with one decimal). */
export const formatThousands = (value: number): string => `$${(value / 1000).toFixed(1)}K`;

const dateTime = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Mar 4, 2:15 PM"; '' when the value does not parse. */
export const formatDateTime = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
};

/** "just now", "5 min ago", "3 h ago", "2 d ago", then the date (within a week, it is news). */
export const formatRelative = (iso: string, now: number): string => {
  const at = Date.parse(iso);
  if (!Number.isFinite(at)) return '';
  const minutes = Math.floor(Math.max(0, now - at) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${days} d ago`;
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(at));
};

/** "Nov 22" this year, "Nov 22, 2025" before it; '' when the value does not parse. */
export const formatShortDate = (iso: string, now = new Date()): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(undefined, {
    month: 'short',
    day: 'numeric',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  }).format(date);
};
