import { describe, expect, it } from '@jest/globals';
import { tagTranscriptLine } from './calls.js';

describe('tagTranscriptLine', () => {
  it('should tag each kind when its keywords occur', () => {
    expect(tagTranscriptLine('Can I book an appointment?')).toEqual(['appointment']);
    expect(tagTranscriptLine('What would a quote cost me?')).toEqual(['sale']);
    expect(tagTranscriptLine('My heater is not working')).toEqual(['support']);
    expect(tagTranscriptLine('When can you come?')).toEqual(['timeline']);
    expect(tagTranscriptLine('Good morning, thanks for calling')).toEqual(['greeting']);
  });

  it('should give several tags in the table order when a line has several kinds', () => {
    expect(tagTranscriptLine('Hi, when could you schedule an estimate?')).toEqual([
      'appointment',
      'sale',
      'timeline',
      'greeting',
    ]);
  });

  it('should ignore keywords inside other words when matching', () => {
    expect(tagTranscriptLine('This is everything, whenever you like, booking aside')).toEqual([]);
  });

  it('should match any case when the keyword is capitalised', () => {
    expect(tagTranscriptLine('HELLO there')).toEqual(['greeting']);
  });
});
