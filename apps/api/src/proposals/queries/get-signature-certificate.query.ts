import type { Principal } from '../../accounts/principal.js';

export class GetSignatureCertificateQuery {
  constructor(
    readonly principal: Principal,
    readonly token: string,
  ) {}
}
