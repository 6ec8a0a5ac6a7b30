import { createHash } from 'node:crypto';
import { dollars, fold, isProposalEvent, proposalDecider } from '@vanilla/domain';
import type { DomainEvent, ProposalState } from '@vanilla/domain';
import type { SqlExecutor } from '../../infrastructure/database/database.js';

// A proposal its client may be calling about: shared by the company to the caller's number.
export type OpenProposal = { proposalId: string; token: string; title: string };

// At most this many proposals ride on one call (the most recently active first), and this much
// text of them: the assistant's prompt stays small, and the answer fast.
export const CALLER_PROPOSALS_LIMIT = 3;
export const CALLER_CONTEXT_MAX_CHARS = 6_000;
const DESCRIPTION_MAX_CHARS = 300;
const WARRANTY_MAX_CHARS = 600;

// Open: shared, on the company's lists (not deleted, not archived), not declined, and not a link
// that expired unanswered. Signed proposals stay open: the client may call about the work.
// `at` (default now) is the call's time: a reactor replaying an old call finds neither the
// proposals shared after it nor a link that expired since.
export const findOpenProposals = async (
  db: SqlExecutor,
  companyId: string,
  e164: string,
  at: string | null = null,
): Promise<OpenProposal[]> => {
  if (e164 === '') return [];
  const { rows } = await db.query<{ proposal_id: string; token: string; title: string }>(
    `SELECT s.proposal_id, s.token, s.title FROM proposal_summaries s
      WHERE s.company_id = $1 AND s.token IS NOT NULL AND s.archived_at IS NULL
        AND s.status NOT IN ('declined', 'deleted', 'draft')
        AND COALESCE(s.shared_at, s.created_at) <= COALESCE($3::timestamptz, now())
        AND NOT (s.status IN ('sent', 'viewed') AND s.expires_at IS NOT NULL
                 AND s.expires_at <= COALESCE($3::timestamptz, now()))
        AND EXISTS (SELECT 1 FROM proposal_client_phones p
                     WHERE p.company_id = $1 AND p.phone = $2 AND p.proposal_id = s.proposal_id)
      ORDER BY s.last_activity_at DESC, s.proposal_id
      LIMIT ${CALLER_PROPOSALS_LIMIT}`,
    [companyId, e164, at],
  );
  return rows.map((row) => ({ proposalId: row.proposal_id, token: row.token, title: row.title }));
};

// The id of what a call records on a proposal (`type`: ProposalCallReceived, or the ProposalSent of
// the link texted during it): one per call and proposal, however many webhooks tell of the call.
export const proposalCallEventId = (
  type: 'ProposalCallReceived' | 'ProposalSent',
  proposalId: string,
  callId: string,
): string => {
  const hex = createHash('sha256').update(`${type}\n${proposalId}\n${callId}`).digest('hex');
  // A UUID (version 8, RFC 9562 variant) made of the hash, as the event store's ids are.
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `8${hex.slice(13, 16)}`,
    `${((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
};

const clip = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
};

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

const statusLine = (state: ProposalState): string => {
  if (state.signature)
    return `signed by ${state.signature.signerName} on ${day(state.signature.at)}`;
  if (state.lifecycle === 'viewed') return 'opened by the client, not signed yet';
  return 'sent to the client, not opened yet';
};

// What the receptionist is told of one proposal: what a client may ask about on the phone.
export const proposalBriefing = (state: ProposalState): string => {
  const share = state.share;
  if (!share) return '';
  const options = share.priceOptions ?? [];
  const addOns = share.addOns ?? [];
  const choice = state.signature?.choice ?? null;
  const recommended = options.find((option) => option.recommended);
  const lines = [
    `Proposal "${clip(share.title, 200)}" for ${clip(share.clientName, 100)}` +
      (share.clientAddress ? ` at ${clip(share.clientAddress, 200)}` : ''),
    `Status: ${statusLine(state)}.`,
  ];
  if (choice) {
    const extras = choice.addOns.map((addOn) => `${addOn.name} (${dollars(addOn.price)})`);
    lines.push(
      `The client chose: ${choice.option ? `${choice.option.name} (${dollars(choice.option.price)})` : 'the proposal as written'}` +
        (extras.length > 0 ? ` with ${extras.join(', ')}` : '') +
        `; total ${dollars(choice.total)}.`,
    );
  } else if (recommended) {
    lines.push(`Recommended option: ${recommended.name} (${dollars(recommended.price)}).`);
  }
  options.forEach((option, index) => {
    const description = clip(option.description, DESCRIPTION_MAX_CHARS);
    lines.push(
      `Option ${index + 1}: ${clip(option.name, 100)}, ${dollars(option.price)}` +
        (description ? `. ${description}` : ''),
    );
  });
  if (addOns.length > 0) {
    lines.push(
      `Add-ons: ${addOns.map((addOn) => `${clip(addOn.name, 100)} (${dollars(addOn.price)})`).join(', ')}.`,
    );
  }
  const warranty = clip(share.keySellingPoints.warrantyInfo, WARRANTY_MAX_CHARS);
  if (warranty) lines.push(`Warranty: ${warranty}`);
  if (!choice) lines.push(`Total: ${dollars(share.value)}.`);
  if (share.deposit) {
    lines.push(
      state.depositPaid
        ? `Deposit paid: ${dollars(state.depositPaid.amount)}.`
        : 'A deposit is due at signing.',
    );
  }
  if (state.expiresAt && !state.signature)
    lines.push(`The link is valid until ${day(state.expiresAt)}.`);
  return lines.join('\n');
};

// The proposals of a caller as one text for the assistant's prompt, capped in size.
export const callerContext = (streams: readonly (readonly DomainEvent[])[]): string => {
  const briefings = streams
    .map((events) => proposalBriefing(fold(proposalDecider, events.filter(isProposalEvent))))
    .filter((text) => text !== '');
  const text = briefings.join('\n\n');
  return text.length <= CALLER_CONTEXT_MAX_CHARS
    ? text
    : `${text.slice(0, CALLER_CONTEXT_MAX_CHARS - 1)}…`;
};
