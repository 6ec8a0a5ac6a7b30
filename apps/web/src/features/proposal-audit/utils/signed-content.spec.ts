import { describe, expect, it } from '@jest/globals';
import { signedContentText } from './signed-content';
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
});
