import { Inject, NotFoundException } from '@nestjs/common';
import { QueryHandler } from '@nestjs/cqrs';
import type { IQueryHandler } from '@nestjs/cqrs';
import { proposalDecider, proposalStreamName } from '@vanilla/domain';
import type { ProposalEvent, ProposalState } from '@vanilla/domain';
import { DATABASE } from '../../infrastructure/database/database.js';
import type { Database } from '../../infrastructure/database/database.js';
import { StreamDecisions } from '../../infrastructure/event-store/stream-decisions.js';
import { findPhotoOwners, loadProposalPhoto } from '../proposal-storage.js';
import type { StoredPhoto } from '../proposal-storage.js';
import { GetProposalPhotoQuery } from './get-proposal-photo.query.js';

export const PHOTO_NOT_FOUND = 'Photo not found';

const SHA256_HEX = /^[0-9a-f]{64}$/;

// A photo's bytes, only while a proposal that shows it can be read from its link: shared, listing
// this hash, and not deleted (a signed one its company deleted is archived and stays readable).
// An upload whose share never happened, or a hash nobody was given, answers not found.
@QueryHandler(GetProposalPhotoQuery)
export class GetProposalPhotoHandler implements IQueryHandler<GetProposalPhotoQuery, StoredPhoto> {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly decisions: StreamDecisions,
  ) {}

  async execute({ sha256 }: GetProposalPhotoQuery): Promise<StoredPhoto> {
    if (!SHA256_HEX.test(sha256)) throw new NotFoundException(PHOTO_NOT_FOUND);
    for (const proposalId of await findPhotoOwners(this.db, sha256)) {
      if (!(await this.shows(proposalId, sha256))) continue;
      const photo = await loadProposalPhoto(this.db, sha256);
      if (photo) return photo;
    }
    throw new NotFoundException(PHOTO_NOT_FOUND);
  }

  private async shows(proposalId: string, sha256: string): Promise<boolean> {
    const { state } = await this.decisions.loadState<ProposalState, ProposalEvent>(
      proposalStreamName(proposalId),
      proposalDecider,
    );
    return !state.deleted && (state.share?.photos ?? []).some((photo) => photo.sha256 === sha256);
  }
}
