import type { Principal } from '../../accounts/index.js';

export class GetSignatureCertificateQuery {
  constructor(
    readonly principal: Principal,
    readonly token: string,
  ) {}
}
