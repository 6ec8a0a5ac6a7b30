import { createHash } from 'node:crypto';
import { COMPANY_LOGO_MAX_BYTES, companyMessages } from '@vanilla/contracts';
import sharp from 'sharp';

export type LogoFormat = 'png' | 'jpeg' | 'webp' | 'gif';

export type CompanyLogo = {
  bytes: Buffer;
  sha256: string;
  contentType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
};

export type LogoResult = { ok: true; logo: CompanyLogo } | { ok: false; message: string };

// Big enough for a crisp header on a retina screen and in print; anything larger is shrunk.
export const LOGO_MAX_SIDE = 512;
// Read from the file's header before any pixel is decoded: a small file can claim a huge image.
const MAX_INPUT_SIDE = 5000;

// What the bytes are, whatever the data URL claims.
export const sniffImage = (bytes: Buffer): LogoFormat | null => {
  if (bytes.length < 12) return null;
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const head = bytes.toString('latin1', 0, 12);
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return 'gif';
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return 'webp';
  return null;
};

const refused = (message: string): LogoResult => ({ ok: false, message });

const decodeDataUrl = (dataUrl: string): Buffer | null => {
  const comma = dataUrl.indexOf(',');
  if (comma < 0) return null;
  const header = dataUrl.slice(0, comma);
  const payload = dataUrl.slice(comma + 1);
  if (!/^data:image\/[\w.+-]+(;[\w.+-]+=[\w.+-]+)*;base64$/i.test(header)) return null;
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload)) return null;
  return Buffer.from(payload, 'base64');
};

// A logo as uploaded (a data URL) becomes a logo fit to serve: checked by its bytes (PNG, JPEG,
// WebP or GIF, at most 5 MB and 5,000 px a side), turned upright, shrunk to 512 px at most,
// re-encoded (PNG when it may be transparent, else JPEG) without any of its metadata (EXIF, GPS,
// comments, colour profiles: sharp keeps none unless asked), and named by the SHA-256 of the
// result.
export const prepareCompanyLogo = async (dataUrl: string): Promise<LogoResult> => {
  const bytes = decodeDataUrl(dataUrl);
  if (!bytes) return refused(companyMessages.logoNotImage);
  if (bytes.length > COMPANY_LOGO_MAX_BYTES) return refused(companyMessages.logoTooLarge);
  const format = sniffImage(bytes);
  if (!format) return refused(companyMessages.logoNotImage);
  try {
    const image = sharp(bytes, {
      failOn: 'error',
      limitInputPixels: MAX_INPUT_SIDE * MAX_INPUT_SIDE,
      autoOrient: true,
    });
    const metadata = await image.metadata();
    if (metadata.format !== format) return refused(companyMessages.logoNotImage);
    if (metadata.width > MAX_INPUT_SIDE || metadata.height > MAX_INPUT_SIDE) {
      return refused(companyMessages.logoTooManyPixels);
    }
    const resized = image.resize({
      width: LOGO_MAX_SIDE,
      height: LOGO_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    const transparent = metadata.hasAlpha || format === 'png' || format === 'gif';
    const { data, info } = await (
      transparent
        ? resized.png({ compressionLevel: 9, adaptiveFiltering: true })
        : resized.jpeg({ quality: 88, mozjpeg: true })
    ).toBuffer({ resolveWithObject: true });
    return {
      ok: true,
      logo: {
        bytes: data,
        sha256: createHash('sha256').update(data).digest('hex'),
        contentType: transparent ? 'image/png' : 'image/jpeg',
        width: info.width,
        height: info.height,
      },
    };
  } catch {
    // libvips could not read it: truncated, corrupt, or not the image its header says.
    return refused(companyMessages.logoNotImage);
  }
};
