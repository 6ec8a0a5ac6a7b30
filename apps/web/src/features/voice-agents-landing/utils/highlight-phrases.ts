export type TextSegment = { text: string; highlighted: boolean };

/**
 * Splits a quote into plain and highlighted runs (000 §3: testimonial quote {text, highlight
 * phrases}). Every occurrence of a phrase is highlighted; where phrases overlap, the one that
 * starts first wins.
 */
export const splitHighlights = (text: string, phrases: readonly string[]): TextSegment[] => {
  const wanted = phrases.filter((phrase) => phrase !== '');
  const segments: TextSegment[] = [];
  let plainStart = 0;
  let cursor = 0;
  while (cursor < text.length) {
    const match = wanted
      .map((phrase) => ({ phrase, at: text.indexOf(phrase, cursor) }))
      .filter(({ at }) => at !== -1)
      .sort((a, b) => a.at - b.at || b.phrase.length - a.phrase.length)[0];
    if (!match) break;
    if (match.at > plainStart) {
      segments.push({ text: text.slice(plainStart, match.at), highlighted: false });
    }
    segments.push({ text: match.phrase, highlighted: true });
    cursor = match.at + match.phrase.length;
    plainStart = cursor;
  }
  if (plainStart < text.length) segments.push({ text: text.slice(plainStart), highlighted: false });
  return segments;
};
