import type { DomainEvent } from '../decider/decider.js';

// Contacts a person records: added by hand or imported, tagged, merged. Contacts the log already
// implies (a caller, a client a proposal was shared with) need no event of their own: the
// pipeline projection finds them in the calls' and proposals' events and matches them on
// phone (E.164) or email.
export type ContactSource = 'call' | 'proposal' | 'manual' | 'import';

export type ContactAdded = DomainEvent<
  'ContactAdded',
  {
    contactId: string;
    companyId: string;
    addedBy: string;
    source: 'manual' | 'import';
    name: string;
    email: string;
    // E.164, or '' when none was given.
    phone: string;
    address: string;
    tags: string[];
    addedAt: string;
  }
>;

export type ContactTagsChanged = DomainEvent<
  'ContactTagsChanged',
  { contactId: string; companyId: string; tags: string[]; changedBy: string; changedAt: string }
>;

// `mergedContactId` is folded into `contactId`: its calls, proposals, jobs, notes, tags and
// keys are the survivor's from then on, and it leaves every list.
export type ContactMerged = DomainEvent<
  'ContactMerged',
  {
    contactId: string;
    companyId: string;
    mergedContactId: string;
    mergedBy: string;
    mergedAt: string;
  }
>;

export type ContactEvent = ContactAdded | ContactTagsChanged | ContactMerged;

export const contactEventTypes: readonly ContactEvent['type'][] = [
  'ContactAdded',
  'ContactTagsChanged',
  'ContactMerged',
];

export const contactStreamName = (contactId: string): string => `contact-${contactId}`;

export const contactLimits = {
  nameLength: 200,
  emailLength: 254,
  addressLength: 500,
  tags: 20,
  tagLength: 40,
  importRows: 5_000,
} as const;

// Tags as people type them: trimmed, inner spaces collapsed, compared without case, in the order
// first given.
export const normaliseTags = (tags: readonly string[]): string[] => {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, ' ').slice(0, contactLimits.tagLength);
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    result.push(tag);
  }
  return result.slice(0, contactLimits.tags);
};
