import sharp from 'sharp';

// Real images as a camera or a design tool would hand them over, metadata included.

export const SECRET_METADATA = 'SECRET-METADATA-7Q4';

const asDataUrl = (type: string, bytes: Buffer) =>
  `data:${type};base64,${bytes.toString('base64')}`;

// A half-transparent PNG of 2000 × 1000 carrying EXIF text.
export const bigTransparentPng = (background = { r: 20, g: 80, b: 200, alpha: 0.8 }) =>
  sharp({ create: { width: 2000, height: 1000, channels: 4, background } })
    .withExif({ IFD0: { Copyright: SECRET_METADATA, ImageDescription: SECRET_METADATA } })
    .png()
    .toBuffer();

// A 1200 × 900 photo with EXIF text and a GPS position.
export const photoJpeg = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c0392b' } })
    .withExif({
      IFD0: { Copyright: SECRET_METADATA },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
    })
    .jpeg()
    .toBuffer();

// A real PNG of more than 5 MB: noise does not compress.
export const oversizedPng = () => {
  const side = 1400;
  const noise = Buffer.alloc(side * side * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = Math.imul(i, 2654435761) >>> 24;
  return sharp(noise, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
};

export const pngDataUrl = (bytes: Buffer) => asDataUrl('image/png', bytes);
export const jpegDataUrl = (bytes: Buffer) => asDataUrl('image/jpeg', bytes);
export const dataUrlOf = asDataUrl;
