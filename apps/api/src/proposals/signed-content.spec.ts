import { createHash } from 'node:crypto';
import { signedAgreementHash, signedContentHash } from './signed-content.js';

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

  it('should cover the offered options and add-ons, with or without photos, when there are any', () => {
    const priceOptions = [
      { id: 'basic', name: 'Basic', price: 9_000, description: '', recommended: false },
      { id: 'premium', name: 'Premium', price: 12_500.5, description: 'Best', recommended: true },
    ];
    const addOns = [{ id: 'labor', name: 'Extended labor', price: 1_200 }];
    const canonical = `{"addOns":[{"id":"labor","name":"Extended labor","price":1200}],"content":${JSON.stringify(markdown)},"photos":[],"priceOptions":[{"description":"","id":"basic","name":"Basic","price":9000,"recommended":false},{"description":"Best","id":"premium","name":"Premium","price":12500.5,"recommended":true}]}`;
    expect(signedContentHash(markdown, [], { priceOptions, addOns })).toBe(sha256(canonical));
    expect(signedContentHash(markdown, [], { priceOptions: [], addOns: [] })).toBe(
      sha256(markdown),
    );
    const hashes = [
      signedContentHash(markdown, [], { priceOptions, addOns }),
      signedContentHash(markdown, [attic], { priceOptions, addOns }),
      signedContentHash(markdown, [], { priceOptions, addOns: [] }),
      signedContentHash(markdown, [], { priceOptions: [{ ...priceOptions[0], price: 9_001 }] }),
    ];
    expect(new Set(hashes).size).toBe(hashes.length);
  });
});

describe(signedAgreementHash.name, () => {
  const choice = {
    option: { id: 'premium', name: 'Premium', price: 12_500.5 },
    addOns: [{ id: 'labor', name: 'Extended labor', price: 1_200 }],
    total: 13_700.5,
  };

  it('should hash the canonical JSON of the content hash and the choice', () => {
    const canonical = `{"choice":{"addOns":[{"id":"labor","name":"Extended labor","price":1200}],"option":{"id":"premium","name":"Premium","price":12500.5},"total":13700.5},"contentHash":"${'c'.repeat(64)}"}`;
    expect(signedAgreementHash('c'.repeat(64), choice)).toBe(sha256(canonical));
  });

  it('should change with the option, an add-on or the content it binds them to', () => {
    const hashes = [
      signedAgreementHash('c'.repeat(64), choice),
      signedAgreementHash('d'.repeat(64), choice),
      signedAgreementHash('c'.repeat(64), { ...choice, addOns: [], total: 12_500.5 }),
      signedAgreementHash('c'.repeat(64), { ...choice, option: null, total: 1_200 }),
    ];
    expect(new Set(hashes).size).toBe(hashes.length);
  });
});
