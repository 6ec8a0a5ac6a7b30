import type { SharedPhoto } from '@vanilla/domain';
import { canonicalJson, sha256Hex } from './evidence-hashes.js';

// What a signature's evidence hash covers: everything the client is shown of the proposal's own
// content. Without photos that is the markdown alone, so a share from before photos (and any share
// without them) keeps the hash it always had: SHA-256 of the markdown's UTF-8 bytes. With photos
// it is SHA-256 of the UTF-8 canonical JSON (keys sorted at every depth, no spaces) of
// {content: markdown, photos: [{caption, sha256}, ...]} in page order, each sha256 the hex hash of
// the photo's stored bytes.
export const signedContentHash = (content: string, photos: readonly SharedPhoto[]): string =>
  photos.length === 0
    ? sha256Hex(content)
    : sha256Hex(
        canonicalJson({
          content,
          photos: photos.map(({ caption, sha256 }) => ({ caption, sha256 })),
        }),
      );

export const SIGNED_CONTENT_RULE =
  'content_sha256 is the SHA-256 of the UTF-8 bytes of content when there are no photos; with ' +
  'photos it is the SHA-256 of the canonical JSON (keys sorted, no spaces) of ' +
  '{"content": content, "photos": [{"caption", "sha256"} for each photo in order]}, and each ' +
  "photo's sha256 is the SHA-256 of the bytes its url serves.";
