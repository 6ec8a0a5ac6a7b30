import type { SharedProposalPhoto } from '@vanilla/contracts';
import { canonicalJson } from './verify-chain';

/**
 * The text whose SHA-256 a signature's content hash is (SignatureCertificate.how_to_verify): the
 * markdown alone without photos; with photos, canonical JSON of the markdown and each photo's
 * caption and hash, in page order.
 */
export const signedContentText = (
  content: string,
  photos: readonly Pick<SharedProposalPhoto, 'caption' | 'sha256'>[],
): string =>
  photos.length === 0
    ? content
    : canonicalJson({
        content,
        photos: photos.map(({ caption, sha256 }) => ({ caption, sha256 })),
      });
