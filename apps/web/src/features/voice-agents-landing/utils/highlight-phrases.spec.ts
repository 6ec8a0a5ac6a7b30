import { describe, expect, it } from '@jest/globals';
import { splitHighlights } from './highlight-phrases';

describe(splitHighlights.name, () => {
  it('should return the whole text as one plain run when there are no phrases', () => {
    expect(splitHighlights('Great service.', [])).toEqual([
      { text: 'Great service.', highlighted: false },
    ]);
  });

  it('should mark each phrase and keep the text around it when phrases occur', () => {
    expect(
      splitHighlights('We never miss a lead and save hours.', ['never miss', 'save hours']),
    ).toEqual([
      { text: 'We ', highlighted: false },
      { text: 'never miss', highlighted: true },
      { text: ' a lead and ', highlighted: false },
      { text: 'save hours', highlighted: true },
      { text: '.', highlighted: false },
    ]);
  });

  it('should keep the text unchanged when the runs are joined again', () => {
    const text = 'Booked 14 showings in a week, 14 showings!';
    const joined = splitHighlights(text, ['14 showings', 'week'])
      .map((segment) => segment.text)
      .join('');
    expect(joined).toBe(text);
  });

  it('should prefer the earlier and then the longer phrase when phrases overlap', () => {
    expect(splitHighlights('answers in seconds', ['in seconds', 'answers in'])).toEqual([
      { text: 'answers in', highlighted: true },
      { text: ' seconds', highlighted: false },
    ]);
    expect(splitHighlights('in seconds', ['in', 'in seconds'])).toEqual([
      { text: 'in seconds', highlighted: true },
    ]);
  });

  it('should ignore a phrase when it does not occur or is empty', () => {
    expect(splitHighlights('Calm callers.', ['angry', ''])).toEqual([
      { text: 'Calm callers.', highlighted: false },
    ]);
  });
});
