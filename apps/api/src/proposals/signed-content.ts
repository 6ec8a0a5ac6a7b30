import type { AddOn, PriceOption, ProposalChoice, SharedPhoto } from '@vanilla/domain';
import { canonicalJson, sha256Hex } from './evidence-hashes.js';

// What the client chooses from, beside the content: absent lists are empty ones.
type Offer = { priceOptions?: readonly PriceOption[]; addOns?: readonly AddOn[] };

// What a signature's evidence hash covers: everything the client is shown of the proposal's own
// content. Without photos or offers that is the markdown alone, so a share from before them (and
// any share without them) keeps the hash it always had: SHA-256 of the markdown's UTF-8 bytes.
// Otherwise it is SHA-256 of the UTF-8 canonical JSON (keys sorted at every depth, no spaces) of
// {content: markdown, photos: [{caption, sha256}, ...]} in page order, each sha256 the hex hash of
// the photo's stored bytes, plus {priceOptions, addOns} as shared when the proposal offers any.
export const signedContentHash = (
  content: string,
  photos: readonly SharedPhoto[],
  { priceOptions = [], addOns = [] }: Offer = {},
): string => {
  const offers = priceOptions.length > 0 || addOns.length > 0;
  if (photos.length === 0 && !offers) return sha256Hex(content);
  return sha256Hex(
    canonicalJson({
      content,
      photos: photos.map(({ caption, sha256 }) => ({ caption, sha256 })),
      ...(offers ? { priceOptions, addOns } : {}),
    }),
  );
};

// What binds the signer's choice to the content they were shown: SHA-256 of the canonical JSON of
// {contentHash, choice} (choice as the signed event records it: option, addOns, total).
export const signedAgreementHash = (contentHash: string, choice: ProposalChoice): string =>
  sha256Hex(canonicalJson({ contentHash, choice }));

export const SIGNED_CONTENT_RULE =
  'content_sha256 is the SHA-256 of the UTF-8 bytes of content when there are no photos, price ' +
  'options or add-ons; otherwise it is the SHA-256 of the canonical JSON (keys sorted, no spaces) of ' +
  '{"content": content, "photos": [{"caption", "sha256"} for each photo in order]}, with ' +
  '"priceOptions" and "addOns" as listed here added when the proposal offers any, and each ' +
  "photo's sha256 is the SHA-256 of the bytes its url serves. agreement_sha256 is the SHA-256 of " +
  'the canonical JSON of {"contentHash": content_sha256, "choice": choice}.';
