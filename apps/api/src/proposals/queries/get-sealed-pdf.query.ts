import { Query } from '@nestjs/cqrs';
import type { Principal } from '../../accounts/index.js';

export type SealedPdfFile = { filename: string; sha256: string; pdf: Buffer };

// The contractor asks as a signed-in principal; the client, with none, by the link's token.
export class GetSealedPdfQuery extends Query<SealedPdfFile> {
  constructor(
    readonly principal: Principal | null,
    readonly token: string,
  ) {
    super();
  }
}
