import { Inject, NotFoundException } from '@nestjs/common';
import { QueryHandler } from '@nestjs/cqrs';
import type { IQueryHandler } from '@nestjs/cqrs';
import { proposalReference } from '@vanilla/domain';
import { DATABASE } from '../../infrastructure/database/database.js';
import type { Database } from '../../infrastructure/database/database.js';
import { EVENT_STORE } from '../../infrastructure/event-store/event-store.js';
import type { EventStore } from '../../infrastructure/event-store/event-store.js';
import { ProposalAccess } from '../proposal-access.js';
import { sealedPdfName, sealedPdfOf } from '../sealed-pdf/sealed-pdfs.js';
import { NOT_SIGNED } from '../signature-certificate.js';
import { GetSealedPdfQuery } from './get-sealed-pdf.query.js';
import type { SealedPdfFile } from './get-sealed-pdf.query.js';

// The sealed PDF, for its company's team (like the certificate, also once archived) or for the
// client by the link, as long as the link opens the proposal; not found before it is signed.
@QueryHandler(GetSealedPdfQuery)
export class GetSealedPdfHandler implements IQueryHandler<GetSealedPdfQuery, SealedPdfFile> {
  constructor(
    private readonly access: ProposalAccess,
    @Inject(DATABASE) private readonly db: Database,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ principal, token }: GetSealedPdfQuery): Promise<SealedPdfFile> {
    const { owner } = principal
      ? await this.access.forPrincipal(principal, token, { allowDeleted: true })
      : await this.access.byToken(token);
    const sealed = await sealedPdfOf(this.db, this.store, owner);
    if (!sealed) throw new NotFoundException(NOT_SIGNED);
    return { filename: sealedPdfName(proposalReference(owner.proposalId)), ...sealed };
  }
}
