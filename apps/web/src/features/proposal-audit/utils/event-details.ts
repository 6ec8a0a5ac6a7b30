import type { HistoryEntry, ProposalChoice } from '@vanilla/contracts';
import { readingTime } from '../../../components/proposal-reading/reading-time';
import { formatMoney } from '../../../lib/format';

export type EvidenceRow = {
  label: string;
  value: string;
  /** Hashes, addresses and user agents read better in a fixed-width face. */
  mono?: boolean;
  /** Long free text (a client's message). */
  multiline?: boolean;
};

export type EventTone = 'neutral' | 'info' | 'view' | 'message' | 'success' | 'danger';

export type EventDetails = {
  title: string;
  who: string;
  tone: EventTone;
  evidence: EvidenceRow[];
};

const text = (data: Record<string, unknown>, key: string): string => {
  const value = data[key];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
};

// One row per photo of a share, in page order, with the SHA-256 of its stored bytes.
const photoRows = (data: Record<string, unknown>): EvidenceRow[] =>
  (Array.isArray(data.photos) ? data.photos : []).map((photo: unknown, index) =>
    row(
      `Photo ${index + 1} SHA-256`,
      typeof photo === 'object' && photo !== null
        ? text(photo as Record<string, unknown>, 'sha256')
        : '',
      { mono: true },
    ),
  );

const rows = (entries: Array<EvidenceRow | null>): EvidenceRow[] =>
  entries.filter((row): row is EvidenceRow => row !== null && row.value.trim() !== '');

const row = (label: string, value: string, extra: Partial<EvidenceRow> = {}): EvidenceRow => ({
  label,
  value,
  ...extra,
});

/** A team member no longer on the team is known only by id; its first block tells people apart. */
export const teamMember = (id: string | null): string =>
  id ? `Team member ${id.slice(0, 8)}` : 'Someone on the team';

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

// The option and add-ons a signature chose, with their total ('' when it chose nothing).
const choiceText = (choice: unknown): string => {
  if (typeof choice !== 'object' || choice === null) return '';
  const { option, addOns, total } = choice as Partial<ProposalChoice>;
  const names = [option?.name, ...(addOns ?? []).map((addOn) => addOn.name)].filter(Boolean);
  return typeof total === 'number' ? `${names.join(' + ')} · ${formatMoney(total)}` : '';
};

const titles: Record<string, string> = {
  ProposalGenerated: 'Proposal written',
  ProposalShared: 'Proposal shared',
  ProposalViewed: 'Opened by the client',
  ProposalMessageReceived: 'Message from the client',
  ProposalConsentGiven: 'Consented to sign electronically',
  ProposalSigned: 'Signed by the client',
  ProposalDeclined: 'Declined by the client',
  ProposalDeleted: 'Proposal deleted',
  ProposalArchived: 'Archived (deleted after signing)',
  ProposalSent: 'Sent to the client',
  ProposalRead: 'Read by the client',
  ProposalCallReceived: 'Client called the receptionist',
  FollowUpSent: 'Follow-up sent',
  FollowUpSkipped: 'Follow-up skipped',
  FollowUpsStopped: 'Follow-ups stopped',
};

// Why a follow-up was skipped or the plan stopped, in plain words.
const followUpReasons: Record<string, string> = {
  signed: 'The client signed',
  declined: 'The client declined',
  message: 'The client wrote',
  call: 'The client called',
  stopped_manually: 'Stopped by the team',
  opted_out: 'The client opted out',
  expired: 'The link had expired',
  no_address: 'No email or mobile number to send to',
  plan: 'Sending by email and text is part of Super Pro',
};

const followUpReason = (data: Record<string, unknown>) =>
  followUpReasons[text(data, 'reason')] ?? text(data, 'reason');

/** An event type in plain words; unknown ones are spelled out ("DepositPaid" → "Deposit paid"). */
export const eventTitle = (type: string): string => {
  if (Object.hasOwn(titles, type)) return titles[type];
  const spaced = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

const detailsOf = (event: HistoryEntry): Omit<EventDetails, 'title'> => {
  const { data } = event;
  switch (event.type) {
    case 'ProposalGenerated':
      return {
        who: event.actor_name ?? teamMember(event.actor),
        tone: 'neutral',
        evidence: rows([
          row('Title', text(data, 'title')),
          row('Written from', text(data, 'source') === 'voice' ? 'Dictated notes' : 'Wizard form'),
          row('Template', text(data, 'templateChoice')),
        ]),
      };
    case 'ProposalShared': {
      const value =
        typeof data.value === 'number' && data.value > 0 ? money.format(data.value) : '';
      return {
        who: event.actor_name ?? teamMember(event.actor ?? (text(data, 'creatorId') || null)),
        tone: 'info',
        evidence: rows([
          row('Title', text(data, 'title')),
          row(
            'Client',
            [text(data, 'clientName'), text(data, 'clientEmail')].filter(Boolean).join(' · '),
          ),
          row('Property', text(data, 'clientAddress')),
          row('Company', text(data, 'companyName')),
          row('Template', text(data, 'templateChoice')),
          row('Value', value),
          row('Content SHA-256', text(data, 'contentHash'), { mono: true }),
          ...photoRows(data),
        ]),
      };
    }
    case 'ProposalViewed':
      return {
        who: 'Someone with the link',
        tone: 'view',
        evidence: rows([
          row('User agent', text(data, 'userAgent'), { mono: true }),
          row('IP address (hashed)', text(data, 'ipHash'), { mono: true }),
        ]),
      };
    // One visit's time on screen per section and option (the visit's totals so far).
    case 'ProposalRead': {
      const timed = (list: unknown, key: 'title' | 'id', label: string): EvidenceRow[] =>
        (Array.isArray(list) ? (list as Record<string, unknown>[]) : []).map((item) =>
          row(`${label} ${text(item, key)}`, readingTime(Number(item.ms) || 0)),
        );
      const device = (data.device ?? {}) as Record<string, unknown>;
      return {
        who: 'Someone with the link',
        tone: 'view',
        evidence: rows([
          row('Visit', text(data, 'visitId'), { mono: true }),
          row('Device', `${text(device, 'kind')} · ${text(device, 'id')}`, { mono: true }),
          ...timed(data.sections, 'title', 'Section:'),
          ...timed(data.options, 'id', 'Price option:'),
        ]),
      };
    }
    case 'ProposalMessageReceived':
      return {
        who: `${text(data, 'name')} <${text(data, 'email')}>`,
        tone: 'message',
        evidence: rows([
          row('Message', text(data, 'message'), { multiline: true }),
          row('IP address (hashed)', text(data, 'ipHash'), { mono: true }),
        ]),
      };
    case 'ProposalConsentGiven':
      return {
        who: `${text(data, 'signerName')} <${text(data, 'signerEmail')}>`,
        tone: 'info',
        evidence: rows([
          row('Disclosure version', text(data, 'disclosureVersion')),
          row('Disclosure SHA-256', text(data, 'disclosureHash'), { mono: true }),
          row('IP address', text(data, 'ip'), { mono: true }),
          row('User agent', text(data, 'userAgent'), { mono: true }),
        ]),
      };
    case 'ProposalSigned':
      return {
        who: `${text(data, 'signerName')} <${text(data, 'signerEmail')}>`,
        tone: 'success',
        evidence: rows([
          row('Name', text(data, 'signerName')),
          row('Email', text(data, 'signerEmail')),
          row('IP address', text(data, 'ip'), { mono: true }),
          row('User agent', text(data, 'userAgent'), { mono: true }),
          row('Chosen', choiceText(data.choice)),
          row('Content SHA-256', text(data, 'contentHash'), { mono: true }),
          row('Agreement SHA-256', text(data, 'agreementHash'), { mono: true }),
          row('Signature PNG SHA-256', text(data, 'signatureHash'), { mono: true }),
        ]),
      };
    case 'ProposalDeclined':
      return {
        who: 'The client',
        tone: 'danger',
        evidence: rows([row('Reason', text(data, 'reason'), { multiline: true })]),
      };
    case 'ProposalDeleted':
      return {
        who: event.actor_name ?? teamMember(event.actor ?? (text(data, 'deletedBy') || null)),
        tone: 'danger',
        evidence: [],
      };
    case 'ProposalArchived':
      return {
        who: event.actor_name ?? teamMember(event.actor ?? (text(data, 'archivedBy') || null)),
        tone: 'neutral',
        evidence: rows([
          row('Kept', "The client's link, this history and the signature certificate"),
        ]),
      };
    case 'ProposalSent':
      return {
        // Only the receptionist sends without a person (the caller asked for the link again).
        who: event.actor
          ? (event.actor_name ?? teamMember(event.actor))
          : 'The AI receptionist, during a call',
        tone: 'neutral',
        evidence: rows([
          row('By', text(data, 'channel') === 'sms' ? 'Text message' : 'Email'),
          row('To', text(data, 'address')),
        ]),
      };
    case 'ProposalCallReceived':
      return {
        who: `The client, from ${text(data, 'from')}`,
        tone: 'message',
        evidence: rows([
          row('From', text(data, 'from')),
          row('Call', text(data, 'callId'), { mono: true }),
        ]),
      };
    case 'FollowUpSent':
      return {
        who: 'Automatic follow-up',
        tone: 'info',
        evidence: rows([
          row('Step', text(data, 'stepId')),
          row('By', text(data, 'channel') === 'sms' ? 'Text message' : 'Email'),
          row('To', text(data, 'address')),
          row('Subject', text(data, 'subject')),
          row('Message', text(data, 'body'), { multiline: true }),
        ]),
      };
    case 'FollowUpSkipped':
      return {
        who: 'Automatic follow-up',
        tone: 'neutral',
        evidence: rows([row('Step', text(data, 'stepId')), row('Why', followUpReason(data))]),
      };
    case 'FollowUpsStopped':
      return {
        who:
          text(data, 'by') === 'client'
            ? 'The client'
            : (event.actor_name ?? teamMember(event.actor ?? null)),
        tone: 'neutral',
        evidence: rows([row('Why', followUpReason(data))]),
      };
    default:
      return {
        who: event.actor ? (event.actor_name ?? teamMember(event.actor)) : 'The system',
        tone: 'neutral',
        evidence: [row('Data', JSON.stringify(data, null, 2), { mono: true, multiline: true })],
      };
  }
};

/** An event of the proposal's stream in plain words: what happened, who did it, the evidence. */
export const describeEvent = (event: HistoryEntry): EventDetails => ({
  title: eventTitle(event.type),
  ...detailsOf(event),
});

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** "Mar 4, 2026, 10:00:00 AM" for an ISO timestamp; the raw text when it does not parse. */
export const formatDateTime = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
};
