import { contactStages, type ContactRow, type ContactStage } from '@vanilla/contracts';
import { matchesQuery } from '../../../lib/format';

export type ContactFilters = {
  search: string;
  /** The stages shown; none chosen shows none (the spec's filter starts at Lead and Request). */
  statuses: readonly ContactStage[];
  /** A contact shows when it has any of these; none chosen shows all. */
  tags: readonly string[];
};

const sameTag = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export const matchesContact = (row: ContactRow, { search, statuses, tags }: ContactFilters) =>
  statuses.includes(row.status) &&
  (tags.length === 0 || row.tags.some((tag) => tags.some((chosen) => sameTag(tag, chosen)))) &&
  matchesQuery(search, [row.name, row.email, row.phone, row.address, ...row.tags]);

/** Search only (the business2 Contacts list has no other filter). */
export const searchContacts = (rows: readonly ContactRow[], search: string): ContactRow[] =>
  rows.filter((row) => matchesQuery(search, [row.name, row.email, row.phone]));

/** The tags present on the rows, once each (first spelling wins), sorted. */
export const tagsOf = (rows: readonly ContactRow[]): string[] => {
  const seen = new Map<string, string>();
  for (const row of rows) {
    for (const tag of row.tags) if (!seen.has(tag.toLowerCase())) seen.set(tag.toLowerCase(), tag);
  }
  return [...seen.values()].sort((a, b) => a.localeCompare(b));
};

// A "client" is a contact who signed: the stage Proposal Completed or any later one. A "lead" is
// a contact who has not signed yet (Lead, Request, Proposal Sent). Both cards count contacts by
// when they first reached the company (created_at): new leads and new clients of the past 30
// days, and new clients since 1 January of this year.
const CLIENT_FROM = contactStages.indexOf('Proposal Completed');
const DAY_MS = 24 * 60 * 60 * 1000;

export const isClient = (row: ContactRow): boolean =>
  contactStages.indexOf(row.status) >= CLIENT_FROM;

export type ContactStats = { newLeads: number; newClients: number; newClientsThisYear: number };

export const contactStats = (rows: readonly ContactRow[], now = new Date()): ContactStats => {
  const monthAgo = now.getTime() - 30 * DAY_MS;
  const yearStart = new Date(now.getFullYear(), 0, 1).getTime();
  let newLeads = 0;
  let newClients = 0;
  let newClientsThisYear = 0;
  for (const row of rows) {
    const created = new Date(row.created_at).getTime();
    if (Number.isNaN(created) || created > now.getTime()) continue;
    const client = isClient(row);
    if (created >= monthAgo) {
      if (client) newClients += 1;
      else newLeads += 1;
    }
    if (client && created >= yearStart) newClientsThisYear += 1;
  }
  return { newLeads, newClients, newClientsThisYear };
};

export type StageTone = 'lead' | 'active' | 'other';

// 001 §2 "Contacts (business2)": active green, lead yellow, other grey. Our stages map as: Lead is
// "lead"; a contact who signed (Proposal Completed), has a job (Job Assigned, Job Completed) or
// paid is "active"; Request and Proposal Sent are "other". The Clients page uses the same colours.
export const stageTone = (stage: ContactStage): StageTone =>
  stage === 'Lead' ? 'lead' : contactStages.indexOf(stage) >= CLIENT_FROM ? 'active' : 'other';
