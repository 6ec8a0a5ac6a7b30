// User text goes into markdown sections; these keep it inert text, so a client named "# Hacked" or
// "[x](javascript:alert(1))" cannot add headings, links, images or raw HTML to a proposal.

// Characters that open inline markup: emphasis, code, links and images, autolinks and HTML,
// strikethrough, table cells, and the backslash itself.
const INLINE_MARKUP = /[\\`*_[\]<>~|]/g;

// What makes a line a heading, block quote, list item, thematic break or setext underline.
const BLOCK_START = /^(#|>|-|\+|=)|^(\d{1,9})([.)])/;

const escapeLineStart = (line: string) =>
  line.replace(BLOCK_START, (_match, marker: string | undefined, digits: string, dot: string) =>
    marker ? `\\${marker}` : `${digits}\\${dot}`,
  );

// One line of user text, safe after other text on a markdown line: "2.5 tons" stays as it is,
// since only a line's start can make it a list item.
export const escapeMarkdownSpan = (text: string): string =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(INLINE_MARKUP, (char) => `\\${char}`);

// One line of user text, safe anywhere in a markdown line (also at its start).
export const escapeMarkdownInline = (text: string): string =>
  escapeLineStart(escapeMarkdownSpan(text));

const BULLET = /^\s*[-*+•]\s+(.*)$/;
const NUMBERED = /^\s*(\d{1,3})[.)]\s+(.*)$/;

type Block = { kind: 'bullet' | 'numbered' | 'text'; lines: string[] };

const blockLine = (line: string): { kind: Block['kind']; line: string } => {
  const bullet = BULLET.exec(line);
  if (bullet) return { kind: 'bullet', line: `- ${escapeMarkdownInline(bullet[1])}` };
  const numbered = NUMBERED.exec(line);
  if (numbered) {
    return { kind: 'numbered', line: `${numbered[1]}. ${escapeMarkdownInline(numbered[2])}` };
  }
  return { kind: 'text', line: escapeMarkdownInline(line) };
};

// Multi-line user text (details, requirements, comments). Each typed line stays its own
// paragraph, as the contractor laid it out, and their own bullet and numbered lines stay lists;
// everything else is escaped inline.
export const escapeMarkdownText = (text: string): string => {
  const blocks: Block[] = [];
  for (const raw of text.split(/\r\n?|\n/)) {
    if (raw.trim() === '') continue;
    const { kind, line } = blockLine(raw);
    const previous = blocks[blocks.length - 1];
    if (kind !== 'text' && previous?.kind === kind) previous.lines.push(line);
    else blocks.push({ kind, lines: [line] });
  }
  return blocks.map((block) => block.lines.join('\n')).join('\n\n');
};

// Multi-line user text as a block quote.
export const quoteMarkdown = (text: string): string =>
  escapeMarkdownText(text)
    .split('\n')
    .map((line) => (line === '' ? '>' : `> ${line}`))
    .join('\n');
