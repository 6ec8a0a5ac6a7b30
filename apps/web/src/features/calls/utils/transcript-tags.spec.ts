import { describe, expect, it } from '@jest/globals';
import { highlightSegments, lineTags, tagColour, tagLabel } from './transcript-tags';

describe('lineTags', () => {
  it('should use the server tags when the line carries them', () => {
    expect(lineTags({ timestamp: '0:01', speaker: 'AI', text: 'Hello', tags: ['sale'] })).toEqual([
      'sale',
    ]);
  });

  it('should keep an empty server list when the server found no tags', () => {
    expect(lineTags({ timestamp: '0:01', speaker: 'AI', text: 'Hello', tags: [] })).toEqual([]);
  });

  it('should tag by keywords when the line has no tags', () => {
    expect(lineTags({ timestamp: '0:01', speaker: 'AI', text: 'Hello' })).toEqual(['greeting']);
  });
});

describe('tagColour', () => {
  it('should follow the spec colours when the tag is known', () => {
    expect(tagColour('intent')).toBe('purple');
    expect(tagColour('sale')).toBe('purple');
    expect(tagColour('greeting')).toBe('blue');
    expect(tagColour('appointment')).toBe('blue');
    expect(tagColour('question')).toBe('green');
    expect(tagColour('support')).toBe('green');
    expect(tagColour('property_info')).toBe('orange');
    expect(tagColour('timeline')).toBe('red');
  });

  it('should be grey when the tag is unknown', () => {
    expect(tagColour('weather')).toBe('grey');
  });
});

describe('tagLabel', () => {
  it('should read as words when the tag has an underscore', () => {
    expect(tagLabel('property_info')).toBe('Property info');
    expect(tagLabel('sale')).toBe('Sale');
  });
});

describe('highlightSegments', () => {
  it('should cut out each keyword with its tag when the line is tagged', () => {
    expect(
      highlightSegments('Hi! Can I book a quote?', ['greeting', 'appointment', 'sale']),
    ).toEqual([
      { text: 'Hi', tag: 'greeting' },
      { text: '! Can I ' },
      { text: 'book', tag: 'appointment' },
      { text: ' a ' },
      { text: 'quote', tag: 'sale' },
      { text: '?' },
    ]);
  });

  it('should mark only the given tags when the server tagged fewer', () => {
    expect(highlightSegments('Hello, what is the price?', ['sale'])).toEqual([
      { text: 'Hello, what is the ' },
      { text: 'price', tag: 'sale' },
      { text: '?' },
    ]);
  });

  it('should prefer the longer keyword when two start at the same place', () => {
    expect(highlightSegments('Good morning! It is not working', ['greeting', 'support'])).toEqual([
      { text: 'Good morning', tag: 'greeting' },
      { text: '! It is ' },
      { text: 'not working', tag: 'support' },
    ]);
  });

  it('should return the whole text when the tags have no keywords', () => {
    expect(highlightSegments('I live at 12 Oak St', ['property_info'])).toEqual([
      { text: 'I live at 12 Oak St' },
    ]);
  });

  it('should return nothing when the text is empty', () => {
    expect(highlightSegments('', ['greeting'])).toEqual([]);
  });
});
