import { NotFoundException } from '@nestjs/common';
import { QueryHandler } from '@nestjs/cqrs';
import type { IQueryHandler } from '@nestjs/cqrs';
import type { SignatureCertificate } from '@vanilla/contracts';
import { ProposalAccess } from '../proposal-access.js';
import { certificateOf, NOT_SIGNED } from '../signature-certificate.js';
import { GetSignatureCertificateQuery } from './get-signature-certificate.query.js';

@QueryHandler(GetSignatureCertificateQuery)
export class GetSignatureCertificateHandler implements IQueryHandler<
  GetSignatureCertificateQuery,
  SignatureCertificate
> {
  constructor(private readonly access: ProposalAccess) {}

  async execute({ principal, token }: GetSignatureCertificateQuery): Promise<SignatureCertificate> {
    const { owner } = await this.access.forPrincipal(principal, token, { allowDeleted: true });
    const certificate = certificateOf(owner, await this.access.events(owner));
    if (!certificate) throw new NotFoundException(NOT_SIGNED);
    return certificate;
  }
}
