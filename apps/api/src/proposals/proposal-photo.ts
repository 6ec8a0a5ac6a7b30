import { BadRequestException } from '@nestjs/common';
import { PROPOSAL_PHOTO_MAX_BYTES, sharePhotoMessages } from '@vanilla/contracts';
import type { SharedProposalPhoto } from '@vanilla/contracts';
import type { SharePhotoUpload } from '@vanilla/contracts/dto';
import type { SharedPhoto } from '@vanilla/domain';
import sharp from 'sharp';
import { sha256Hex } from './evidence-hashes.js';

// Stored photos are JPEGs of at most 1600 px on the longest side: sharp on any phone screen, and a
// page of ten still loads quickly over a mobile connection.
const PHOTO_MAX_SIDE_PX = 1600;
export const PHOTO_CONTENT_TYPE = 'image/jpeg';
const PHOTO_QUALITY = 80;
// Any phone camera's full resolution, and no decompression bomb: a small file cannot make the
// server decode gigapixels.
const MAX_INPUT_PIXELS = 120_000_000;

export type PreparedPhoto = { sha256: string; caption: string; bytes: Buffer };

type Format = 'jpeg' | 'png' | 'webp';

// The format the bytes say they are by their magic number; only these three ever reach a decoder
// (sharp would also parse SVG, TIFF, GIF and more).
const sniff = (bytes: Buffer): Format | null => {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return 'webp';
  }
  return null;
};

const photoMessages = {
  notImage: (n: number) => `Photo ${n} is not an image: use JPEG, PNG or WebP.`,
  tooManyPixels: (n: number) =>
    `Photo ${n} has too many pixels: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
} as const;

// One photo as the server keeps it: decoded as the format its bytes claim (else refused), turned
// upright by its EXIF orientation, scaled to fit 1600 px, flattened onto white, and written anew
// as a JPEG. Nothing of the original file survives: no EXIF (camera, time, GPS), XMP or ICC.
const preparePhoto = async (upload: SharePhotoUpload, n: number): Promise<PreparedPhoto> => {
  const bytes = Buffer.from(upload.data.slice(upload.data.indexOf(',') + 1), 'base64');
  if (bytes.length > PROPOSAL_PHOTO_MAX_BYTES) {
    throw new BadRequestException(sharePhotoMessages.tooBig);
  }
  const format = sniff(bytes);
  if (!format) throw new BadRequestException(photoMessages.notImage(n));
  // The header alone (no pixel is decoded), read without sharp's pixel limit so that a picture
  // over it is named as such.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!metadata || metadata.format !== format) {
    throw new BadRequestException(photoMessages.notImage(n));
  }
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new BadRequestException(photoMessages.tooManyPixels(n));
  }
  const jpeg = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true })
    .resize({
      width: PHOTO_MAX_SIDE_PX,
      height: PHOTO_MAX_SIDE_PX,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: PHOTO_QUALITY, mozjpeg: true })
    .toBuffer()
    // A header that reads but pixels that do not (a truncated or forged file).
    .catch(() => {
      throw new BadRequestException(photoMessages.notImage(n));
    });
  return { sha256: sha256Hex(jpeg), caption: upload.caption ?? '', bytes: jpeg };
};

// Every photo of a share, in order, one at a time (two cores serve everyone); the first bad one
// refuses the share, naming it.
export const preparePhotos = async (
  uploads: readonly SharePhotoUpload[],
): Promise<PreparedPhoto[]> => {
  const prepared: PreparedPhoto[] = [];
  for (const [index, upload] of uploads.entries()) {
    prepared.push(await preparePhoto(upload, index + 1));
  }
  return prepared;
};

// A photo as the client's page and the certificate list it: served by GET /api/proposal-photos/:sha256.
export const sharedPhotoView = ({ sha256, caption }: SharedPhoto): SharedProposalPhoto => ({
  url: `/api/proposal-photos/${sha256}`,
  caption,
  sha256,
});
