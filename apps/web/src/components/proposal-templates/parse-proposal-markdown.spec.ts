import { describe, expect, it } from '@jest/globals';
import { parseProposalMarkdown, proposalDefaults } from './parse-proposal-markdown';

describe(parseProposalMarkdown.name, () => {
  const sut = parseProposalMarkdown;

  describe('title', () => {
    it('should take the title from a first line starting "# " when there is one', () => {
      const { header } = sut('# Heat Pump Proposal\n\n## Summary\nText', { title: 'Other' });
      expect(header.title).toBe('Heat Pump Proposal');
    });

    it('should look past blank lines above the title when the content starts with them', () => {
      expect(sut('\n\n  \n# Roof Replacement\nBody').header.title).toBe('Roof Replacement');
    });

    it('should strip a closing run of hashes and keep hashes inside the text when present', () => {
      expect(sut('# New Furnace ##').header.title).toBe('New Furnace');
      expect(sut('# C# and F# tuning').header.title).toBe('C# and F# tuning');
    });

    it('should not read "##", "#word" or a later "# " line as the title when the first line is not "# "', () => {
      expect(sut('## Summary\nText').header.title).toBe(proposalDefaults.title);
      expect(sut('#hashtag\nText').header.title).toBe(proposalDefaults.title);
      expect(sut('Intro\n# Late Title').header.title).toBe(proposalDefaults.title);
    });

    it('should fall back to the title field, then to "HVAC Proposal", when the markdown has none', () => {
      expect(sut('Text', { title: 'Shared Title' }).header.title).toBe('Shared Title');
      expect(sut('Text', { title: '   ' }).header.title).toBe('HVAC Proposal');
      expect(sut('# \nText').header.title).toBe('HVAC Proposal');
    });
  });

  describe('sections', () => {
    it('should split the rest on "## " headings into titled sections when headings exist', () => {
      const { sections } = sut(
        '# T\n\n## Summary\nA heat pump.\n\n## Investment\n- $12,500\n- 0% financing\n',
      );
      expect(sections).toEqual([
        { title: 'Summary', content: 'A heat pump.' },
        { title: 'Investment', content: '- $12,500\n- 0% financing' },
      ]);
    });

    it('should make one "Proposal Details" section when there are no "## " headings', () => {
      expect(sut('# Title\n\nJust a paragraph.\n\n### A sub-heading\nMore.').sections).toEqual([
        { title: 'Proposal Details', content: 'Just a paragraph.\n\n### A sub-heading\nMore.' },
      ]);
      expect(sut('').sections).toEqual([{ title: 'Proposal Details', content: '' }]);
      expect(sut(undefined).sections).toEqual([{ title: 'Proposal Details', content: '' }]);
    });

    it('should keep text before the first heading as a "Proposal Details" section when there is some', () => {
      expect(sut('# T\nWelcome!\n## Scope\nWork.').sections).toEqual([
        { title: 'Proposal Details', content: 'Welcome!' },
        { title: 'Scope', content: 'Work.' },
      ]);
      expect(sut('# T\n\n\n## Scope\nWork.').sections).toEqual([
        { title: 'Scope', content: 'Work.' },
      ]);
    });

    it('should keep a titled section even when its body is empty', () => {
      expect(sut('## A\n## B\ntext').sections).toEqual([
        { title: 'A', content: '' },
        { title: 'B', content: 'text' },
      ]);
    });

    it('should leave "###" and deeper headings inside the section body', () => {
      expect(sut('## Scope\n### Indoor\nAir handler\n#### Notes\nNone').sections).toEqual([
        { title: 'Scope', content: '### Indoor\nAir handler\n#### Notes\nNone' },
      ]);
    });

    it('should not split on "## " inside fenced code blocks', () => {
      const markdown =
        '## Config\n```\n## not a heading\n~~~\n```\nafter\n## Next\n~~~~\n## x\n~~~~';
      expect(sut(markdown).sections).toEqual([
        { title: 'Config', content: '```\n## not a heading\n~~~\n```\nafter' },
        { title: 'Next', content: '~~~~\n## x\n~~~~' },
      ]);
    });

    it('should accept up to three spaces of indent and a closing hash run on headings', () => {
      expect(sut('   ## Indented ##\nx\n    ## code\n').sections).toEqual([
        { title: 'Indented', content: 'x\n    ## code' },
      ]);
    });

    it('should read Windows and old Mac line endings like Unix ones', () => {
      expect(sut('# T\r\n## A\r\none\r\n## B\rtwo').sections).toEqual([
        { title: 'A', content: 'one' },
        { title: 'B', content: 'two' },
      ]);
    });

    it('should not treat "##word" as a heading', () => {
      expect(sut('##nospace\ntext').sections).toEqual([
        { title: 'Proposal Details', content: '##nospace\ntext' },
      ]);
    });
  });

  describe('header fields', () => {
    it('should use the given fields, trimmed, when present', () => {
      const { header } = sut('x', {
        companyName: ' Cool Air HVAC ',
        clientName: 'Dana Smith',
        propertyAddress: '12 Oak Lane',
        date: '2026-03-04T10:00:00.000Z',
      });
      expect(header).toEqual({
        title: 'HVAC Proposal',
        companyName: 'Cool Air HVAC',
        clientName: 'Dana Smith',
        propertyAddress: '12 Oak Lane',
        date: '2026-03-04T10:00:00.000Z',
      });
    });

    it('should apply the spec defaults when fields are missing or blank', () => {
      const { header, photos } = sut('x', { companyName: '', clientName: null });
      expect(header).toEqual({
        title: 'HVAC Proposal',
        companyName: 'HVAC Company',
        clientName: 'Client',
        propertyAddress: 'Property Address',
        date: '',
      });
      expect(photos).toEqual([]);
    });
  });
});
