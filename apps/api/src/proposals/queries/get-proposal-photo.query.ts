import { Query } from '@nestjs/cqrs';
import type { StoredPhoto } from '../proposal-storage.js';
export class GetProposalPhotoQuery extends Query<StoredPhoto> {
  constructor(readonly sha256: string) {
    super();
  }
}
