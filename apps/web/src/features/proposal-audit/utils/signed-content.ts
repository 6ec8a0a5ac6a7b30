import type { AddOn, PriceOption, ProposalChoice, SharedProposalPhoto } from '@vanilla/contracts';
import { canonicalJson } from './verify-chain';

type Offer = { price_options: readonly PriceOption[]; add_ons: readonly AddOn[] };

/**
 * The text whose SHA-256 a signature's content hash is (SignatureCertificate.how_to_verify): the
 * markdown alone without photos or offers; otherwise canonical JSON of the markdown and each
 * photo's caption and hash, in page order, with the price options and add-ons when there are any.
 */
export const signedContentText = (
  content: string,
  photos: readonly Pick<SharedProposalPhoto, 'caption' | 'sha256'>[],
  { price_options: priceOptions, add_ons: addOns }: Offer = { price_options: [], add_ons: [] },
): string => {
  const offers = priceOptions.length > 0 || addOns.length > 0;
  return photos.length === 0 && !offers
    ? content
    : canonicalJson({
        content,
        photos: photos.map(({ caption, sha256 }) => ({ caption, sha256 })),
        ...(offers ? { priceOptions, addOns } : {}),
      });
};

/** The text whose SHA-256 the agreement hash is: the content hash and the signer's choice. */
export const agreementText = (contentHash: string, choice: ProposalChoice): string =>
  canonicalJson({ contentHash, choice });
