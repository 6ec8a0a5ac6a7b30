import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

// A phone photo as a camera writes it: JPEG, stored sideways with EXIF orientation 6 (rotate 90°
// clockwise to show), the camera's make and where it was taken (GPS).
export const phonePhotoJpeg = (width = 2400, height = 1200): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 40 } } })
    .jpeg({ quality: 95 })
    .withExif({
      IFD0: { Make: 'Vanilla Test Phone', Model: 'Model GPS' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '30/1 16/1 2400/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '97/1 44/1 3500/100',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

// A small PNG with a transparent half, as a screenshot or a diagram would be.
export const diagramPng = (): Promise<Buffer> =>
  sharp({
    create: { width: 64, height: 48, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([
      {
        input: { create: { width: 32, height: 48, channels: 4, background: '#1d4ed8' } },
        left: 0,
        top: 0,
      },
    ])
    .png()
    .toBuffer();

// A logo as a designer would export it: a transparent PNG, larger than it will be shown.
export const logoPng = (): Promise<Buffer> =>
  sharp({
    create: { width: 1200, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400">
             <circle cx="200" cy="200" r="170" fill="#0ea5e9"/>
             <path d="M200 70 L200 330 M88 135 L312 265 M88 265 L312 135" stroke="#fff" stroke-width="34" stroke-linecap="round"/>
             <text x="420" y="250" font-family="sans-serif" font-size="150" font-weight="700" fill="#0f172a">Arctic</text>
           </svg>`,
        ),
      },
    ])
    .png()
    .toBuffer();

export const dataUrlOf = (bytes: Buffer, mediaType = 'image/jpeg'): string =>
  `data:${mediaType};base64,${bytes.toString('base64')}`;

// Whether EXIF holds a GPS sub-directory: the tag 0x8825 that points to it, in either byte order.
export const hasGpsTag = (exif: Buffer | undefined): boolean =>
  exif !== undefined &&
  (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

const pngChunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

// A few hundred bytes of valid PNG that claims `width` x `height` pixels: a decompression bomb's
// header, whatever its pixels.
export const pngClaiming = (width: number, height: number): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
};
