import type { ProposalHeader, ProposalPhotoView, ProposalSection } from '@vanilla/contracts';

/** What the templates render: the generated-proposal shape of `@vanilla/contracts`. */
export type ProposalDocumentData = {
  header: ProposalHeader;
  sections: ProposalSection[];
  photos: ProposalPhotoView[];
};

/** The shared-proposal fields that fill the header; blank or missing ones take the defaults. */
export type ProposalFields = {
  title?: string | null;
  companyName?: string | null;
  clientName?: string | null;
  propertyAddress?: string | null;
  date?: string | null;
};

// Spec 000 §3, "Shared proposal response".
export const proposalDefaults = {
  title: 'HVAC Proposal',
  companyName: 'HVAC Company',
  clientName: 'Client',
  propertyAddress: 'Property Address',
  sectionTitle: 'Proposal Details',
} as const;

// ATX headings as CommonMark reads them: up to three spaces of indent, the hashes, then a space
// (or nothing at all); an optional closing run of hashes is not part of the text.
const H1 = /^ {0,3}#(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const H2 = /^ {0,3}##(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
// A fenced code block opens with three or more backticks or tildes and closes with a run of the
// same character at least as long; a "## " inside one is code, not a heading.
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

const pick = (value: string | null | undefined, fallback: string): string => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? fallback : trimmed;
};

// Leading and trailing blank lines are layout, not content.
const trimBlankLines = (lines: string[]): string => {
  let start = 0;
  let end = lines.length;
  while (start < end && lines[start].trim() === '') start += 1;
  while (end > start && lines[end - 1].trim() === '') end -= 1;
  return lines.slice(start, end).join('\n');
};

/**
 * Turns shared markdown into the templates' proposal (spec 000 §3): a first line starting "# "
 * becomes the title; the rest splits on "## " headings into sections; without headings it is one
 * section "Proposal Details" (as is any text before the first heading). Headings inside fenced
 * code blocks do not split. Missing header fields take the spec's defaults; photos are empty.
 */
export const parseProposalMarkdown = (
  content: string | null | undefined,
  fields: ProposalFields = {},
): ProposalDocumentData => {
  const lines = (content ?? '').replace(/\r\n?/g, '\n').split('\n');

  // The "first line" is the first one with text: blank lines above a title do not hide it.
  let cursor = 0;
  while (cursor < lines.length && lines[cursor].trim() === '') cursor += 1;
  let markdownTitle = '';
  const titleMatch = cursor < lines.length ? H1.exec(lines[cursor]) : null;
  if (titleMatch) {
    markdownTitle = (titleMatch[1] ?? '').trim();
    cursor += 1;
  }

  const sections: ProposalSection[] = [];
  // Before the first heading the text belongs to the default section.
  let current: { title: string; lines: string[] } = {
    title: proposalDefaults.sectionTitle,
    lines: [],
  };
  let sawHeading = false;
  let fence: { char: string; length: number } | null = null;

  for (const line of lines.slice(cursor)) {
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      const closes =
        fenceMatch !== null &&
        fenceMatch[1][0] === fence.char &&
        fenceMatch[1].length >= fence.length &&
        line.trim() === fenceMatch[1];
      if (closes) fence = null;
      current.lines.push(line);
      continue;
    }
    if (fenceMatch) {
      fence = { char: fenceMatch[1][0], length: fenceMatch[1].length };
      current.lines.push(line);
      continue;
    }
    const heading = H2.exec(line);
    if (!heading) {
      current.lines.push(line);
      continue;
    }
    const body = trimBlankLines(current.lines);
    // A section the author titled stays even when empty; the untitled lead-in only with text.
    if (sawHeading || body !== '') sections.push({ title: current.title, content: body });
    sawHeading = true;
    current = { title: (heading[1] ?? '').trim(), lines: [] };
  }
  // The last section, or the one "Proposal Details" section of a proposal without headings.
  sections.push({ title: current.title, content: trimBlankLines(current.lines) });

  return {
    header: {
      title: pick(markdownTitle || fields.title, proposalDefaults.title),
      companyName: pick(fields.companyName, proposalDefaults.companyName),
      date: fields.date?.trim() ?? '',
      clientName: pick(fields.clientName, proposalDefaults.clientName),
      propertyAddress: pick(fields.propertyAddress, proposalDefaults.propertyAddress),
    },
    sections,
    photos: [],
  };
};
