import { parseModelProposal } from './llm-proposal-writer.js';

const answer = (value: unknown) => JSON.stringify(value);

describe('parseModelProposal', () => {
  it('should return the title and sections when the answer matches the schema', () => {
    expect(
      parseModelProposal(
        answer({
          title: ' Your New Heat Pump ',
          sections: [{ title: 'Executive Summary', content: ' We will **install** it. ' }],
        }),
      ),
    ).toEqual({
      title: 'Your New Heat Pump',
      sections: [{ title: 'Executive Summary', content: 'We will **install** it.' }],
    });
  });

  it.each([
    ['not JSON', '{"title": "x", "sections": ['],
    ['an array', answer([])],
    ['an extra key', answer({ title: 'x', sections: [{ title: 'a', content: 'b' }], extra: 1 })],
    ['no title', answer({ sections: [{ title: 'a', content: 'b' }] })],
    ['a blank title', answer({ title: '  ', sections: [{ title: 'a', content: 'b' }] })],
    ['no sections', answer({ title: 'x', sections: [] })],
    ['sections not a list', answer({ title: 'x', sections: 'a' })],
    ['an empty section', answer({ title: 'x', sections: [{ title: 'a', content: ' ' }] })],
    ['a section without title', answer({ title: 'x', sections: [{ content: 'b' }] })],
    ['a number for content', answer({ title: 'x', sections: [{ title: 'a', content: 3 }] })],
    [
      'a title too long',
      answer({ title: 'x'.repeat(201), sections: [{ title: 'a', content: 'b' }] }),
    ],
    [
      'too many sections',
      answer({
        title: 'x',
        sections: Array.from({ length: 21 }, () => ({ title: 'a', content: 'b' })),
      }),
    ],
    [
      'a section too long',
      answer({ title: 'x', sections: [{ title: 'a', content: 'b'.repeat(20_001) }] }),
    ],
    [
      'a proposal too long',
      answer({
        title: 'x',
        sections: Array.from({ length: 6 }, () => ({ title: 'a', content: 'b'.repeat(19_000) })),
      }),
    ],
  ])('should refuse the answer when it has %s', (_case, raw) => {
    expect(() => parseModelProposal(raw)).toThrow();
  });

  it('should demote headings, escape HTML and disarm script links when the model writes them', () => {
    const { sections } = parseModelProposal(
      answer({
        title: 'x',
        sections: [
          {
            title: 'Scope\nof Work',
            content:
              '# Big\n## Split\n### Fine\n<script>alert(1)</script>\n[bad](javascript:alert(1)) [ok](https://example.com)',
          },
        ],
      }),
    );

    expect(sections).toEqual([
      {
        title: 'Scope of Work',
        content:
          '### Big\n### Split\n### Fine\n\\<script>alert(1)\\</script>\n[bad\\](javascript:alert(1)) [ok](https://example.com)',
      },
    ]);
  });
});
