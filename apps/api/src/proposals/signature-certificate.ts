import type { SignatureCertificate } from '@vanilla/contracts';
import { proposalReference } from '@vanilla/domain';
import type { ProposalConsentGiven, ProposalShared, ProposalSigned } from '@vanilla/domain';
import type { RecordedEvent } from '../infrastructure/event-store/event-store.js';
import { ESIGN_DISCLOSURE } from './esign-disclosure.js';
import { GENESIS_HASH } from './evidence-hashes.js';
import { sharedPhotoView } from './proposal-photo.js';
import type { TokenOwner } from './proposal-storage.js';
import { chainEvents } from './queries/proposal-history.js';
import { SIGNED_CONTENT_RULE } from './signed-content.js';

export const HOW_TO_VERIFY =
  `${SIGNED_CONTENT_RULE} Each event hash is ` +
  'SHA-256(previous hash as hex + canonical JSON of {revision, type, data} with keys sorted), ' +
  `starting from ${GENESIS_HASH}; the signature event records content_sha256 and the PNG's SHA-256, ` +
  "and the consent event before it the SHA-256 of the disclosure's UTF-8 text. " +
  'Recompute both from the history to confirm nothing was altered after signing.';

// The disclosure's text is known for the version in force; an older version's only by its hash.
const consentOf = ({
  disclosureVersion,
  disclosureHash,
  consentedAt,
}: ProposalConsentGiven['data']): NonNullable<SignatureCertificate['consent']> => ({
  disclosure_version: disclosureVersion,
  disclosure_sha256: disclosureHash,
  disclosure_text: disclosureVersion === ESIGN_DISCLOSURE.version ? ESIGN_DISCLOSURE.text : null,
  consented_at: consentedAt,
});

export const NOT_SIGNED = 'This proposal has not been signed.';

// The events up to and including the signature: what a sealed PDF covers, so that views and
// deletions after signing never change the document (nor its bytes).
export const eventsThroughSigning = (recorded: readonly RecordedEvent[]): RecordedEvent[] => {
  const signedAt = recorded.findIndex((event) => event.type === 'ProposalSigned');
  return signedAt < 0 ? [] : recorded.slice(0, signedAt + 1);
};

// A signed proposal's certificate, from its log alone: what the signer was shown is the last
// share before the signature. Null while it is not signed.
export const certificateOf = (
  owner: TokenOwner,
  recorded: readonly RecordedEvent[],
): SignatureCertificate | null => {
  const signedIndex = recorded.findIndex((event) => event.type === 'ProposalSigned');
  const shared = recorded
    .slice(0, Math.max(signedIndex, 0))
    .findLast((event) => event.type === 'ProposalShared');
  if (signedIndex < 0 || !shared) return null;
  const share = shared.data as ProposalShared['data'];
  const signed = recorded[signedIndex].data as ProposalSigned['data'];
  const consented = recorded
    .slice(0, signedIndex)
    .findLast((event) => event.type === 'ProposalConsentGiven');
  const chain = chainEvents([...recorded]);
  return {
    success: true,
    proposal_id: owner.proposalId,
    token: owner.token,
    reference: proposalReference(owner.proposalId),
    title: share.title,
    company_name: share.companyName,
    content_sha256: signed.contentHash,
    content: share.content,
    photos: (share.photos ?? []).map(sharedPhotoView),
    signer: {
      name: signed.signerName,
      email: signed.signerEmail,
      ip: signed.ip,
      user_agent: signed.userAgent,
      signed_at: signed.signedAt,
    },
    consent: consented ? consentOf(consented.data as ProposalConsentGiven['data']) : null,
    price_options: share.priceOptions ?? [],
    add_ons: share.addOns ?? [],
    choice: signed.choice ?? null,
    agreement_sha256: signed.agreementHash ?? null,
    signature_png_sha256: signed.signatureHash,
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
};
