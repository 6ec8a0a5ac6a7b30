import sharp from 'sharp';
import { dataUrlOf, pngDataUrl } from '../testing/image-fixtures.js';
import { prepareCompanyLogo, sniffImage } from './company-logo.js';

const image = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 10, g: 120, b: 200, alpha: 1 } } });

describe(prepareCompanyLogo.name, () => {
  it('should refuse an image more than 5,000 px on a side when its header says so, however small the file', async () => {
    const tall = await image(10, 6000).png().toBuffer();
    expect(tall.length).toBeLessThan(100_000);
    expect(await prepareCompanyLogo(pngDataUrl(tall))).toEqual({
      ok: false,
      message: 'The logo must be at most 5,000 pixels wide and high.',
    });
  });

  it('should make an opaque WebP a JPEG and a GIF a PNG when they are re-encoded', async () => {
    const webp = await prepareCompanyLogo(
      dataUrlOf('image/webp', await image(800, 600).webp().toBuffer()),
    );
    expect(webp).toMatchObject({
      ok: true,
      logo: { contentType: 'image/jpeg', width: 512, height: 384 },
    });
    const gif = await prepareCompanyLogo(
      dataUrlOf('image/gif', await image(120, 60).gif().toBuffer()),
    );
    // Smaller than 512 px: kept at its size.
    expect(gif).toMatchObject({ ok: true, logo: { contentType: 'image/png', width: 120 } });
  });

  it('should refuse bytes when they start like an image and are not one, or are not named an image', async () => {
    const png = await image(40, 40, 4).png().toBuffer();
    // A PNG's signature followed by a JPEG: no decoder reads it as either.
    const forged = Buffer.concat([png.subarray(0, 8), await image(40, 40).jpeg().toBuffer()]);
    expect(await prepareCompanyLogo(pngDataUrl(forged))).toEqual({
      ok: false,
      message: 'The logo must be a PNG, JPEG, WebP or GIF image.',
    });
    expect(await prepareCompanyLogo('data:text/plain;base64,aGVsbG8=')).toMatchObject({
      ok: false,
    });
  });
});

describe(sniffImage.name, () => {
  it('should name the format from the first bytes when they are a known image', async () => {
    expect(sniffImage(await image(4, 4).png().toBuffer())).toBe('png');
    expect(sniffImage(await image(4, 4).jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImage(await image(4, 4).webp().toBuffer())).toBe('webp');
    expect(sniffImage(await image(4, 4).gif().toBuffer())).toBe('gif');
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
});
