import { tagTranscriptLine, transcriptTagKeywords } from '@vanilla/contracts';
import type { TranscriptLine, TranscriptTag } from '@vanilla/contracts';

// 001 §9: the keywords that tag a transcript line are the contracts' table, which the server's
// tagging uses too.

export type TagColour = 'purple' | 'blue' | 'green' | 'orange' | 'red' | 'grey';

// 001 §9: intent and sale purple; greeting and appointment blue; question and support green;
// property_info orange; timeline red. The server may send the tags without keywords too.
const tagColours: Record<string, TagColour> = {
  intent: 'purple',
  sale: 'purple',
  greeting: 'blue',
  appointment: 'blue',
  question: 'green',
  support: 'green',
  property_info: 'orange',
  timeline: 'red',
};

/** The colour of a tag; a tag the spec does not name is grey. */
export const tagColour = (tag: string): TagColour => tagColours[tag] ?? 'grey';

/** 'property_info' → 'Property info'. */
export const tagLabel = (tag: string): string => {
  const words = tag.replace(/[_-]+/g, ' ').trim();
  return words === '' ? '' : `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
};

const tagNames = Object.keys(transcriptTagKeywords) as TranscriptTag[];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const tagOfKeyword = new Map<string, TranscriptTag>(
  tagNames.flatMap((tag) => transcriptTagKeywords[tag].map((keyword) => [keyword, tag] as const)),
);

// Longest first, so "good morning" wins over a shorter keyword at the same place.
const keywordPattern = (keywords: readonly string[]): RegExp =>
  new RegExp(
    `\\b(?:${[...keywords]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|')})\\b`,
    'gi',
  );

/** The line's tags as the server sent them, else the ones its keywords give. */
export const lineTags = (line: TranscriptLine): string[] =>
  line.tags ?? tagTranscriptLine(line.text);

export type TextSegment = { text: string; tag?: TranscriptTag };

/**
 * `text` cut into plain runs and keyword matches of the given tags, in order, for highlighting.
 * Tags without keywords (intent, question, property_info) mark the line but no words in it.
 */
export const highlightSegments = (text: string, tags: readonly string[]): TextSegment[] => {
  const keywords = tagNames
    .filter((tag) => tags.includes(tag))
    .flatMap((tag) => transcriptTagKeywords[tag]);
  if (keywords.length === 0 || text === '') return text === '' ? [] : [{ text }];
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(keywordPattern(keywords))) {
    const start = match.index;
    if (start > last) segments.push({ text: text.slice(last, start) });
    segments.push({ text: match[0], tag: tagOfKeyword.get(match[0].toLowerCase()) });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last) });
  return segments;
};
