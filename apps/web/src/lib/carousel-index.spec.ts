import { describe, expect, it } from '@jest/globals';
import { nextIndex, previousIndex, wrapIndex } from './carousel-index';

describe(nextIndex.name, () => {
  it('should move to the following slide when not on the last one', () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(1, 3)).toBe(2);
  });

  it('should wrap to the first slide when on the last one', () => {
    expect(nextIndex(2, 3)).toBe(0);
  });
});

describe(previousIndex.name, () => {
  it('should move to the preceding slide when not on the first one', () => {
    expect(previousIndex(2, 3)).toBe(1);
  });

  it('should wrap to the last slide when on the first one', () => {
    expect(previousIndex(0, 3)).toBe(2);
  });
});

describe(wrapIndex.name, () => {
  it('should bring any index into range when it is far outside', () => {
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(-4, 3)).toBe(2);
  });

  it('should return 0 when there are no slides', () => {
    expect(wrapIndex(5, 0)).toBe(0);
    expect(nextIndex(0, 0)).toBe(0);
    expect(previousIndex(0, 0)).toBe(0);
  });

  it('should stay on the only slide when there is one', () => {
    expect(nextIndex(0, 1)).toBe(0);
    expect(previousIndex(0, 1)).toBe(0);
  });
});
