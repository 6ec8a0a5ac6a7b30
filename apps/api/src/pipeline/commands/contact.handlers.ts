import { randomUUID } from 'node:crypto';
import { BadRequestException, ConflictException } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import { contactLimits, pipelineMessages } from '@vanilla/contracts';
import type { ContactImportResponse, ContactRow } from '@vanilla/contracts';
import { contactDecider, contactStreamName } from '@vanilla/domain';
import type { AddContact } from '@vanilla/domain';
import { actedBy } from '../../accounts/index.js';
import type { Principal } from '../../accounts/index.js';
import { emailKey, normalisedEmail, phoneKey, toE164 } from '../contact-keys.js';
import { ProjectedDecisions } from '../../infrastructure/projections/projected-decisions.js';
import { CONTACTS_PROJECTION } from '../pipeline-projections.js';
import { PipelineReader } from '../pipeline-reader.js';
import { toContactRow } from '../projections/contacts.projection.js';
import {
  AddContactCommand,
  ChangeContactTagsCommand,
  ImportContactsCommand,
  MergeContactsCommand,
} from './contact.commands.js';

export const CONTACT_ALREADY_EXISTS = 'A contact with this phone number or email already exists.';

type Entry = { name: string; email: string; phone: string; address: string; tags: string[] };

// A contact as a person typed it, read the pipeline's way, or why it cannot be one.
const readEntry = (raw: {
  name?: string;
  email?: string;
  phone?: string;
  address?: string;
  tags?: string[];
}): Entry | string => {
  const name = (raw.name ?? '').trim().slice(0, contactLimits.nameLength);
  const email = raw.email?.trim() ? normalisedEmail(raw.email) : '';
  const phone = raw.phone?.trim() ? toE164(raw.phone) : '';
  if (name === '') return pipelineMessages.contactNeedsName;
  if (raw.email?.trim() && !email) return 'Please enter a valid email address.';
  if (raw.phone?.trim() && !phone) return pipelineMessages.invalidPhone;
  if (!email && !phone) return pipelineMessages.contactNeedsReach;
  return {
    name,
    email: email.slice(0, contactLimits.emailLength),
    phone,
    address: (raw.address ?? '').trim().slice(0, contactLimits.addressLength),
    tags: raw.tags ?? [],
  };
};

const keysOf = (entry: Entry) => [
  ...(entry.phone ? [phoneKey(entry.phone)] : []),
  ...(entry.email ? [emailKey(entry.email)] : []),
];

const addCommand = (
  principal: Principal,
  contactId: string,
  entry: Entry,
  source: 'manual' | 'import',
): AddContact => ({
  type: 'AddContact',
  data: { contactId, companyId: principal.companyId, addedBy: principal.userId, source, ...entry },
});

@CommandHandler(AddContactCommand)
export class AddContactHandler implements ICommandHandler<AddContactCommand, ContactRow> {
  constructor(
    private readonly decisions: ProjectedDecisions,
    private readonly reader: PipelineReader,
  ) {}

  async execute({ principal, input }: AddContactCommand): Promise<ContactRow> {
    const entry = readEntry(input);
    if (typeof entry === 'string') throw new BadRequestException(entry);
    if (await this.reader.holderOf(principal.companyId, keysOf(entry))) {
      throw new ConflictException(CONTACT_ALREADY_EXISTS);
    }
    const contactId = randomUUID();
    await this.decisions.decide(
      contactStreamName(contactId),
      contactDecider,
      addCommand(principal, contactId, entry, 'manual'),
      actedBy(principal),
      CONTACTS_PROJECTION,
    );
    return toContactRow(await this.reader.contact(principal, contactId));
  }
}

// Rows are read one by one: a row without a name or a way to reach the person is skipped with
// the reason, and a row naming someone the company already has (by phone or email, also earlier
// in the same file) is matched, not added twice.
@CommandHandler(ImportContactsCommand)
export class ImportContactsHandler implements ICommandHandler<ImportContactsCommand> {
  constructor(
    private readonly decisions: ProjectedDecisions,
    private readonly reader: PipelineReader,
  ) {}

  async execute({ principal, rows }: ImportContactsCommand) {
    const result: Omit<ContactImportResponse, 'success'> = { imported: 0, matched: 0, skipped: [] };
    const seen = new Set<string>();
    const adds: AddContact[] = [];
    for (const [index, row] of rows.entries()) {
      const entry = readEntry({
        ...row,
        tags: row.tags?.split(/[,;]/) ?? [],
      });
      if (typeof entry === 'string') {
        result.skipped.push({ row: index + 1, reason: entry });
        continue;
      }
      const keys = keysOf(entry);
      if (
        keys.some((key) => seen.has(key)) ||
        (await this.reader.holderOf(principal.companyId, keys))
      ) {
        result.matched += 1;
      } else {
        adds.push(addCommand(principal, randomUUID(), entry, 'import'));
        result.imported += 1;
      }
      keys.forEach((key) => seen.add(key));
    }
    // A few at a time: each is its own stream, so they do not wait on one another.
    for (let i = 0; i < adds.length; i += 16) {
      await Promise.all(
        adds
          .slice(i, i + 16)
          .map((add) =>
            this.decisions.decide(
              contactStreamName(add.data.contactId),
              contactDecider,
              add,
              actedBy(principal),
              CONTACTS_PROJECTION,
            ),
          ),
      );
    }
    return result;
  }
}

@CommandHandler(ChangeContactTagsCommand)
export class ChangeContactTagsHandler implements ICommandHandler<
  ChangeContactTagsCommand,
  ContactRow
> {
  constructor(
    private readonly decisions: ProjectedDecisions,
    private readonly reader: PipelineReader,
  ) {}

  async execute({ principal, contactId, tags }: ChangeContactTagsCommand): Promise<ContactRow> {
    const contact = await this.reader.contact(principal, contactId);
    await this.decisions.decide(
      contactStreamName(contact.contact_id),
      contactDecider,
      {
        type: 'ChangeContactTags',
        data: {
          contactId: contact.contact_id,
          companyId: principal.companyId,
          tags,
          changedBy: principal.userId,
          currentTags: contact.tags,
        },
      },
      actedBy(principal),
      CONTACTS_PROJECTION,
    );
    return toContactRow(await this.reader.contact(principal, contact.contact_id));
  }
}

@CommandHandler(MergeContactsCommand)
export class MergeContactsHandler implements ICommandHandler<MergeContactsCommand, ContactRow> {
  constructor(
    private readonly decisions: ProjectedDecisions,
    private readonly reader: PipelineReader,
  ) {}

  async execute({ principal, contactId, mergedContactId }: MergeContactsCommand) {
    const survivor = await this.reader.contact(principal, contactId);
    const merged = await this.reader.contact(principal, mergedContactId);
    await this.decisions.decide(
      contactStreamName(survivor.contact_id),
      contactDecider,
      {
        type: 'MergeContact',
        data: {
          contactId: survivor.contact_id,
          companyId: principal.companyId,
          mergedContactId: merged.contact_id,
          mergedBy: principal.userId,
        },
      },
      actedBy(principal),
      CONTACTS_PROJECTION,
    );
    return toContactRow(await this.reader.contact(principal, survivor.contact_id));
  }
}

export const contactHandlers = [
  AddContactHandler,
  ImportContactsHandler,
  ChangeContactTagsHandler,
  MergeContactsHandler,
];
