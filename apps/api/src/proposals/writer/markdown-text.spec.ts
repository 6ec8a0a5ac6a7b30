import {
  escapeMarkdownInline,
  escapeMarkdownSpan,
  escapeMarkdownText,
  quoteMarkdown,
} from './markdown-text.js';

describe('escapeMarkdownSpan', () => {
  it('should leave a leading number alone when the text follows a label on its line', () => {
    expect(escapeMarkdownSpan('2.5 tons')).toBe('2.5 tons');
  });

  it('should still escape inline markup when the text contains it', () => {
    expect(escapeMarkdownSpan('[x](javascript:alert(1)) *bold*')).toBe(
      '\\[x\\](javascript:alert(1)) \\*bold\\*',
    );
  });
});

describe('escapeMarkdownInline', () => {
  it('should leave ordinary text alone when nothing in it is markdown', () => {
    expect(escapeMarkdownInline("O'Brien & Sons, 12 Elm St. (rear unit)")).toBe(
      "O'Brien & Sons, 12 Elm St. (rear unit)",
    );
  });

  it('should escape a heading marker when the text starts with #', () => {
    expect(escapeMarkdownInline('# Hacked')).toBe('\\# Hacked');
  });

  it('should escape link brackets when the text is a markdown link', () => {
    expect(escapeMarkdownInline('[x](javascript:alert(1))')).toBe('\\[x\\](javascript:alert(1))');
  });

  it('should escape angle brackets when the text holds HTML or an autolink', () => {
    expect(escapeMarkdownInline('<img src=x onerror=alert(1)> <javascript:alert(1)>')).toBe(
      '\\<img src=x onerror=alert(1)\\> \\<javascript:alert(1)\\>',
    );
  });

  it('should escape emphasis, code and table markers when the text contains them', () => {
    expect(escapeMarkdownInline('*bold* _it_ `code` ~~del~~ a|b \\')).toBe(
      '\\*bold\\* \\_it\\_ \\`code\\` \\~\\~del\\~\\~ a\\|b \\\\',
    );
  });

  it('should fold line breaks into spaces when the text spans lines', () => {
    expect(escapeMarkdownInline('Bob\n## Owned\r\n- item')).toBe('Bob ## Owned - item');
  });

  it('should escape list and quote markers when the text starts with them', () => {
    expect(escapeMarkdownInline('- not a list')).toBe('\\- not a list');
    expect(escapeMarkdownInline('> not a quote')).toBe('\\> not a quote');
    expect(escapeMarkdownInline('1. not a list')).toBe('1\\. not a list');
    expect(escapeMarkdownInline('2026) not a list')).toBe('2026\\) not a list');
  });
});

describe('escapeMarkdownText', () => {
  it("should keep the writer's lines and lists when text spans lines", () => {
    expect(escapeMarkdownText('Intro line\n- one\n* two\n\n1) first\n2. second\nOutro')).toBe(
      'Intro line\n\n- one\n- two\n\n1. first\n2. second\n\nOutro',
    );
  });

  it('should escape markdown inside list items when an item carries it', () => {
    expect(escapeMarkdownText('- # heading\n- [x](y)')).toBe('- \\# heading\n- \\[x\\](y)');
  });

  it('should drop a setext underline when a line of = or - would make a heading', () => {
    expect(escapeMarkdownText('Title\n===\nTitle\n---')).toBe('Title\n\n\\===\n\nTitle\n\n\\---');
  });
});

describe('quoteMarkdown', () => {
  it('should quote every line when the text spans paragraphs', () => {
    expect(quoteMarkdown('Great job!\n# Very tidy.')).toBe('> Great job!\n>\n> \\# Very tidy.');
  });
});
