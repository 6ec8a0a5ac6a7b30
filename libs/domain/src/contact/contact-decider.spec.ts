import { DeciderSpecification } from '../testing.js';
import { CONTACT_EXISTS, CONTACT_SELF_MERGE, contactDecider } from './contact-decider.js';
import type { ContactEvent } from './contact-events.js';
import { normaliseTags } from './contact-events.js';

const now = new Date('2026-05-01T09:00:00.000Z');
const at = now.toISOString();
const given = (events: ContactEvent[]) =>
  DeciderSpecification.for(contactDecider, { now }).given(events);

const entry = {
  contactId: 'c-1',
  companyId: 'co-1',
  addedBy: 'u-1',
  source: 'manual' as const,
  name: 'Lee Park',
  email: 'lee@example.com',
  phone: '+15125550101',
  address: '',
  tags: ['Roof', ' roof ', 'VIP'],
};
const added: ContactEvent = {
  type: 'ContactAdded',
  data: { ...entry, tags: ['Roof', 'VIP'], addedAt: at },
};

describe('contactDecider', () => {
  it('should add a contact with its tags trimmed and without doubles', () => {
    given([]).when({ type: 'AddContact', data: entry }).then([added]);
  });

  it('should refuse to add a contact twice under one id', () => {
    given([added]).when({ type: 'AddContact', data: entry }).thenThrows(CONTACT_EXISTS);
  });

  const tags = (list: string[], currentTags: string[] = []) => ({
    type: 'ChangeContactTags' as const,
    data: { contactId: 'c-1', companyId: 'co-1', tags: list, changedBy: 'u-2', currentTags },
  });

  it('should tag a contact the log implies, against the tags the read model shows', () => {
    given([])
      .when(tags(['Solar'], ['appointment']))
      .then([
        {
          type: 'ContactTagsChanged',
          data: {
            contactId: 'c-1',
            companyId: 'co-1',
            tags: ['Solar'],
            changedBy: 'u-2',
            changedAt: at,
          },
        },
      ]);
  });

  it('should record nothing when the tags are the ones it has', () => {
    given([added])
      .when(tags(['Roof', ' VIP ']))
      .then([]);
    given([])
      .when(tags(['a'], ['a']))
      .then([]);
  });

  const merge = (mergedContactId: string) => ({
    type: 'MergeContact' as const,
    data: { contactId: 'c-1', companyId: 'co-1', mergedContactId, mergedBy: 'u-1' },
  });

  it('should merge another contact in once, however often it is asked', () => {
    const merged: ContactEvent = {
      type: 'ContactMerged',
      data: {
        contactId: 'c-1',
        companyId: 'co-1',
        mergedContactId: 'c-2',
        mergedBy: 'u-1',
        mergedAt: at,
      },
    };
    given([added]).when(merge('c-2')).then([merged]);
    given([added, merged]).when(merge('c-2')).then([]);
  });

  it('should refuse to merge a contact into itself', () => {
    given([added]).when(merge('c-1')).thenThrows(CONTACT_SELF_MERGE);
  });
});

describe('normaliseTags', () => {
  it('should trim, collapse spaces, drop blanks and doubles whatever their case, and cut long ones', () => {
    expect(normaliseTags(['  Heat   pump ', 'heat pump', '', 'x'.repeat(50)])).toEqual([
      'Heat pump',
      'x'.repeat(40),
    ]);
  });
});
