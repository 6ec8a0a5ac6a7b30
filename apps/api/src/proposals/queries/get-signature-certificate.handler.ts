import { NotFoundException } from '@nestjs/common';
import { QueryHandler } from '@nestjs/cqrs';
import type { IQueryHandler } from '@nestjs/cqrs';
import type { SignatureCertificate } from '@vanilla/contracts';
import { proposalReference } from '@vanilla/domain';
import { ESIGN_DISCLOSURE } from '../esign-disclosure.js';
import { ProposalAccess } from '../proposal-access.js';
import { sharedPhotoView } from '../proposal-photo.js';
import { SIGNED_CONTENT_RULE } from '../signed-content.js';
import { chainEvents, GENESIS_HASH } from './proposal-history.js';
import { GetSignatureCertificateQuery } from './get-signature-certificate.query.js';

export const HOW_TO_VERIFY =
  `${SIGNED_CONTENT_RULE} Each event hash is ` +
  'SHA-256(previous hash as hex + canonical JSON of {revision, type, data} with keys sorted), ' +
  `starting from ${GENESIS_HASH}; the signature event records content_sha256 and the PNG's SHA-256, ` +
  "and the consent event before it the SHA-256 of the disclosure's UTF-8 text. " +
  'Recompute both from the history to confirm nothing was altered after signing.';

// The disclosure's text is known for the version in force; an older version's only by its hash.
const consentOf = (data: Record<string, string>): NonNullable<SignatureCertificate['consent']> => ({
  disclosure_version: data.disclosureVersion,
  disclosure_sha256: data.disclosureHash,
  disclosure_text:
    data.disclosureVersion === ESIGN_DISCLOSURE.version ? ESIGN_DISCLOSURE.text : null,
  consented_at: data.consentedAt,
});

@QueryHandler(GetSignatureCertificateQuery)
export class GetSignatureCertificateHandler implements IQueryHandler<
  GetSignatureCertificateQuery,
  SignatureCertificate
> {
  constructor(private readonly access: ProposalAccess) {}

  async execute({ principal, token }: GetSignatureCertificateQuery): Promise<SignatureCertificate> {
    const { owner, state } = await this.access.forPrincipal(principal, token, {
      allowDeleted: true,
    });
    const recorded = await this.access.events(owner);
    const signed = recorded.find((e) => e.type === 'ProposalSigned');
    const consented = recorded.find((e) => e.type === 'ProposalConsentGiven');
    if (!signed || !state.share) throw new NotFoundException('This proposal has not been signed.');
    const chain = chainEvents(recorded);
    const data = signed.data as Record<string, string>;
    return {
      success: true,
      proposal_id: owner.proposalId,
      token,
      reference: proposalReference(owner.proposalId),
      title: state.share.title,
      company_name: state.share.companyName,
      content_sha256: data.contentHash,
      content: state.share.content,
      photos: (state.share.photos ?? []).map(sharedPhotoView),
      signer: {
        name: data.signerName,
        email: data.signerEmail,
        ip: data.ip,
        user_agent: data.userAgent,
        signed_at: data.signedAt,
      },
      consent: consented ? consentOf(consented.data as Record<string, string>) : null,
      price_options: state.share.priceOptions ?? [],
      add_ons: state.share.addOns ?? [],
      choice: state.signature?.choice ?? null,
      agreement_sha256: typeof data.agreementHash === 'string' ? data.agreementHash : null,
      signature_png_sha256: data.signatureHash,
      event_chain: chain.map(({ revision, type, at, data, hash }) => ({
        revision,
        type,
        at,
        data,
        hash,
      })),
      chain_head: chain[chain.length - 1].hash,
      how_to_verify: HOW_TO_VERIFY,
    };
  }
}
