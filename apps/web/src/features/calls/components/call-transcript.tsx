import type { TranscriptLine } from '@vanilla/contracts';
import { useMemo } from 'react';
import {
  highlightSegments,
  lineTags,
  tagColour,
  tagLabel,
  type TagColour,
} from '../utils/transcript-tags';

// 001 §9 colours, as the marks in the text and as the tag chips.
const markClass: Record<TagColour, string> = {
  purple: 'bg-purple-100 text-purple-900',
  blue: 'bg-blue-100 text-blue-900',
  green: 'bg-green-100 text-green-900',
  orange: 'bg-orange-100 text-orange-900',
  red: 'bg-red-100 text-red-900',
  grey: 'bg-neutral-100 text-neutral-900',
};

const chipClass: Record<TagColour, string> = {
  purple: 'bg-purple-50 text-purple-700 ring-purple-200',
  blue: 'bg-blue-50 text-blue-700 ring-blue-200',
  green: 'bg-green-50 text-green-700 ring-green-200',
  orange: 'bg-orange-50 text-orange-700 ring-orange-200',
  red: 'bg-red-50 text-red-700 ring-red-200',
  grey: 'bg-neutral-100 text-neutral-700 ring-neutral-200',
};

export const TagChip = ({ tag }: { tag: string }) => (
  <span
    className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${chipClass[tagColour(tag)]}`}
  >
    {tagLabel(tag)}
  </span>
);

const isAgent = (speaker: string) => /^(ai|assistant|agent|bot)$/i.test(speaker.trim());

const Line = ({ line, tags }: { line: TranscriptLine; tags: string[] }) => {
  const agent = isAgent(line.speaker);
  return (
    <li className="flex gap-3">
      <span
        aria-hidden="true"
        className={`mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
          agent ? 'bg-brand-100 text-brand-700' : 'bg-neutral-200 text-neutral-700'
        }`}
      >
        {agent ? 'AI' : line.speaker.trim().charAt(0).toUpperCase() || '?'}
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-semibold text-neutral-900">{line.speaker || 'Unknown'}</span>
          <span className="text-xs text-neutral-500 tabular-nums">{line.timestamp}</span>
        </p>
        <p className="mt-0.5 text-sm leading-relaxed break-words text-neutral-700">
          {highlightSegments(line.text, tags).map((segment, index) =>
            segment.tag ? (
              <mark key={index} className={`rounded px-0.5 ${markClass[tagColour(segment.tag)]}`}>
                {segment.text}
              </mark>
            ) : (
              <span key={index}>{segment.text}</span>
            ),
          )}
        </p>
        {tags.length > 0 && (
          <p className="mt-1.5 flex flex-wrap gap-1.5">
            <span className="sr-only">Tags:</span>
            {tags.map((tag) => (
              <TagChip key={tag} tag={tag} />
            ))}
          </p>
        )}
      </div>
    </li>
  );
};

/**
 * The call's transcript, line by line with speaker and time; keywords are highlighted in the
 * colour of their tag (001 §9) and each line's tags follow it.
 */
export const CallTranscript = ({ transcript }: { transcript: TranscriptLine[] }) => {
  const tagged = useMemo(
    () => transcript.map((line) => ({ line, tags: lineTags(line) })),
    [transcript],
  );
  const present = useMemo(() => [...new Set(tagged.flatMap(({ tags }) => tags))], [tagged]);

  if (transcript.length === 0) {
    return <p className="text-sm text-neutral-500">No transcript available for this call</p>;
  }
  return (
    <div className="flex flex-col gap-5">
      {present.length > 0 && (
        <div className="flex flex-wrap items-center gap-1.5 text-xs text-neutral-500">
          <span className="mr-1">Topics in this call:</span>
          {present.map((tag) => (
            <TagChip key={tag} tag={tag} />
          ))}
        </div>
      )}
      <ol className="flex flex-col gap-4">
        {tagged.map(({ line, tags }, index) => (
          <Line key={`${line.timestamp}-${index}`} line={line} tags={tags} />
        ))}
      </ol>
    </div>
  );
};
