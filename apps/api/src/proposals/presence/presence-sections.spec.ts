import { describe, expect, it } from '@jest/globals';
import { sectionTitlesOf } from './presence-sections.js';

describe(sectionTitlesOf.name, () => {
  it('should read the "## " headings as the page titles them, with the default section', () => {
    const content =
      '# Heat Pump\n\nIntro\n\n## Summary\ntext\n  ## Investment ##\r\n$1\n### Detail\n##NoSpace';
    expect(sectionTitlesOf(content)).toEqual(
      new Set(['Proposal Details', 'Summary', 'Investment']),
    );
  });
});
