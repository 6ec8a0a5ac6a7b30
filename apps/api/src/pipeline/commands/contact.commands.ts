import { Command } from '@nestjs/cqrs';
import type { ContactImportResponse, ContactRow } from '@vanilla/contracts';
import type { ContactInput, ImportContactRow } from '@vanilla/contracts/dto';
import type { Principal } from '../../accounts/index.js';

export class AddContactCommand extends Command<ContactRow> {
  constructor(
    readonly principal: Principal,
    readonly input: ContactInput,
  ) {
    super();
  }
}

export class ImportContactsCommand extends Command<Omit<ContactImportResponse, 'success'>> {
  constructor(
    readonly principal: Principal,
    readonly rows: ImportContactRow[],
  ) {
    super();
  }
}

export class ChangeContactTagsCommand extends Command<ContactRow> {
  constructor(
    readonly principal: Principal,
    readonly contactId: string,
    readonly tags: string[],
  ) {
    super();
  }
}

// Folds `mergedContactId` into `contactId`.
export class MergeContactsCommand extends Command<ContactRow> {
  constructor(
    readonly principal: Principal,
    readonly contactId: string,
    readonly mergedContactId: string,
  ) {
    super();
  }
}
