import { describe, expect, it } from '@jest/globals';
import { readingTime } from './reading-time';

describe('readingTime', () => {
  it('should say seconds, minutes and hours as people say them', () => {
    expect([400, 45_000, 125_000, 4_320_000].map(readingTime)).toEqual([
      '0 s',
      '45 s',
      '2 min 05 s',
      '1 h 12 min',
    ]);
  });
});
