import { describe, expect, it } from '@jest/globals';
import { agreementText, signedContentText } from './signed-content';
import { sha256Hex } from './verify-chain';

const attic = { caption: 'Attic hatch', sha256: 'a'.repeat(64) };

describe(signedContentText.name, () => {
  it('should be the markdown itself when there are no photos', () => {
    expect(signedContentText('# A\n\nText', [])).toBe('# A\n\nText');
  });

  it('should hash like the server when there are photos', async () => {
    // The same vector as the API's signed-content.spec.ts.
    expect(await sha256Hex(signedContentText('# A', [attic]))).toBe(
      '9ba0a16a8dfe81515cb90ee38c0ed243d2ab138007cc9f2e347f69cdd05fbc1c',
    );
  });

  it('should hash like the server when the proposal offers options and add-ons', async () => {
    const offer = {
      price_options: [
        { id: 'basic', name: 'Basic', price: 9000, description: '', recommended: true },
      ],
      add_ons: [{ id: 'labor', name: 'Labor', price: 1200 }],
    };
    expect(await sha256Hex(signedContentText('# A', [], offer))).toBe(
      'bb4c8a3bbee6d89370721e11b1dd3c1c2a42b880af495b37e737c0cc95fd456a',
    );
  });
});

describe(agreementText.name, () => {
  it('should hash like the server: the content hash and the choice', async () => {
    const choice = {
      option: { id: 'basic', name: 'Basic', price: 9000 },
      addOns: [{ id: 'labor', name: 'Labor', price: 1200 }],
      total: 10200,
    };
    expect(await sha256Hex(agreementText('c'.repeat(64), choice))).toBe(
      'b49fb675696c132e3c2516481e059b26ff6ced453e67417e954ddf79248f7cb2',
    );
  });
});
