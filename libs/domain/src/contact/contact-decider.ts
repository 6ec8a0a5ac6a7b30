import { DomainRuleViolation } from '../decider/decider.js';
import type { DecideContext, Decider, DomainCommand } from '../decider/decider.js';
import { normaliseTags } from './contact-events.js';
import type { ContactAdded, ContactEvent } from './contact-events.js';

export type AddContact = DomainCommand<'AddContact', Omit<ContactAdded['data'], 'addedAt'>>;

// The handler checks the contact exists in the caller's company (it may be one the log implies,
// with no stream of its own yet).
export type ChangeContactTags = DomainCommand<
  'ChangeContactTags',
  { contactId: string; companyId: string; tags: string[]; changedBy: string; currentTags: string[] }
>;

export type MergeContact = DomainCommand<
  'MergeContact',
  { contactId: string; companyId: string; mergedContactId: string; mergedBy: string }
>;

export type ContactCommand = AddContact | ChangeContactTags | MergeContact;

export type ContactState = {
  added: boolean;
  // Null until the stream says; the read model's tags stand for a contact the log implies.
  tags: string[] | null;
  mergedContactIds: string[];
};

export const CONTACT_EXISTS = 'contact_exists';
export const CONTACT_SELF_MERGE = 'contact_self_merge';

export const initialContactState = (): ContactState => ({
  added: false,
  tags: null,
  mergedContactIds: [],
});

export const evolveContact = (state: ContactState, event: ContactEvent): ContactState => {
  switch (event.type) {
    case 'ContactAdded':
      return { ...state, added: true, tags: event.data.tags };
    case 'ContactTagsChanged':
      return { ...state, tags: event.data.tags };
    case 'ContactMerged':
      return {
        ...state,
        mergedContactIds: [...state.mergedContactIds, event.data.mergedContactId],
      };
  }
};

const sameTags = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((tag, i) => tag === b[i]);

export const decideContact = (
  command: ContactCommand,
  state: ContactState,
  { now }: DecideContext,
): ContactEvent[] => {
  const at = now.toISOString();
  switch (command.type) {
    case 'AddContact':
      if (state.added) {
        throw new DomainRuleViolation(CONTACT_EXISTS, 'conflict', 'This contact already exists.');
      }
      return [
        {
          type: 'ContactAdded',
          data: { ...command.data, tags: normaliseTags(command.data.tags), addedAt: at },
        },
      ];
    case 'ChangeContactTags': {
      const { currentTags, ...data } = command.data;
      const tags = normaliseTags(data.tags);
      if (sameTags(tags, state.tags ?? currentTags)) return [];
      return [{ type: 'ContactTagsChanged', data: { ...data, tags, changedAt: at } }];
    }
    case 'MergeContact':
      if (command.data.mergedContactId === command.data.contactId) {
        throw new DomainRuleViolation(
          CONTACT_SELF_MERGE,
          'invalid',
          'A contact cannot be merged into itself.',
        );
      }
      if (state.mergedContactIds.includes(command.data.mergedContactId)) return [];
      return [{ type: 'ContactMerged', data: { ...command.data, mergedAt: at } }];
  }
};

export const contactDecider: Decider<ContactState, ContactCommand, ContactEvent> = {
  initialState: initialContactState,
  evolve: evolveContact,
  decide: decideContact,
};
