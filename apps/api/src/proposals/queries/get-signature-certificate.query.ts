import { Query } from '@nestjs/cqrs';
import type { SignatureCertificate } from '@vanilla/contracts';
import type { Principal } from '../../accounts/index.js';

export class GetSignatureCertificateQuery extends Query<SignatureCertificate> {
  constructor(
    readonly principal: Principal,
    readonly token: string,
  ) {
    super();
  }
}
