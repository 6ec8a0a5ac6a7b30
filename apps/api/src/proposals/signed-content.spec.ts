import { createHash } from 'node:crypto';
import { signedContentHash } from './signed-content.js';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const markdown = '# Attic Insulation\n\n## Summary\nR-49 for the attic — “quoted”.';
const attic = { sha256: 'a'.repeat(64), caption: 'Attic hatch' };
const roof = { sha256: 'b'.repeat(64), caption: '' };

describe(signedContentHash.name, () => {
  it('should be the SHA-256 of the markdown alone when there are no photos', () => {
    expect(signedContentHash(markdown, [])).toBe(sha256(markdown));
  });

  it('should hash the canonical JSON of the markdown and the photos when there are photos', () => {
    const canonical = `{"content":${JSON.stringify(markdown)},"photos":[{"caption":"Attic hatch","sha256":"${'a'.repeat(64)}"},{"caption":"","sha256":"${'b'.repeat(64)}"}]}`;
    expect(signedContentHash(markdown, [attic, roof])).toBe(sha256(canonical));
    expect(signedContentHash('# A', [attic])).toBe(
      '9ba0a16a8dfe81515cb90ee38c0ed243d2ab138007cc9f2e347f69cdd05fbc1c',
    );
  });

  it('should change when a photo, its caption or their order changes', () => {
    const hashes = [
      signedContentHash(markdown, [attic, roof]),
      signedContentHash(markdown, [roof, attic]),
      signedContentHash(markdown, [attic]),
      signedContentHash(markdown, [{ ...attic, caption: 'Attic' }, roof]),
      signedContentHash(markdown, [{ ...attic, sha256: 'c'.repeat(64) }, roof]),
      signedContentHash(markdown, []),
    ];
    expect(new Set(hashes).size).toBe(hashes.length);
  });
});
