import { holdsUnstorableText, jsonNestsDeeperThan } from './request-guards.js';

const nests = (text: string, limit = 3) => jsonNestsDeeperThan(Buffer.from(text), limit);

describe(jsonNestsDeeperThan.name, () => {
  it('should count arrays and objects inside one another when the body is deeper than the limit', () => {
    expect(nests('[[[1]]]')).toBe(false);
    expect(nests('[[[[1]]]]')).toBe(true);
    expect(nests('{"a":{"b":[{"c":1}]}}')).toBe(true);
    expect(nests('[[1],[2],[3],{"a":[4]}]')).toBe(false);
    expect(nests('['.repeat(100_000))).toBe(true);
  });

  it('should skip brackets inside strings when quotes are escaped any number of times', () => {
    expect(nests('["[[[[{{{{"]')).toBe(false);
    expect(nests('["\\"[[[[", "\\\\"]')).toBe(false);
    expect(nests('["\\\\", [[[1]]]]')).toBe(true);
    expect(nests('["é[[[[ 中文 😀"]')).toBe(false);
  });

  it('should leave an unterminated string to the parser when no closing quote follows', () => {
    expect(nests('["[[[[[')).toBe(false);
  });
});

describe(holdsUnstorableText.name, () => {
  it('should find NUL and lone surrogates in any string or key when they are nested', () => {
    expect(holdsUnstorableText({ a: ['ok', { b: 'x\u0000' }] })).toBe(true);
    expect(holdsUnstorableText({ a: '\ud800' })).toBe(true);
    expect(holdsUnstorableText({ a: 'x\udc00' })).toBe(true);
    expect(holdsUnstorableText({ 'k\u0000': 1 })).toBe(true);
    expect(holdsUnstorableText('\udfff\ud800')).toBe(true);
  });

  it('should pass paired surrogates, other control characters and non-strings when the text is storable', () => {
    expect(holdsUnstorableText({ a: '😀 中文 \u0001\t', b: [1, true, null], c: {} })).toBe(false);
    expect(holdsUnstorableText(undefined)).toBe(false);
    expect(holdsUnstorableText(null)).toBe(false);
  });
});
