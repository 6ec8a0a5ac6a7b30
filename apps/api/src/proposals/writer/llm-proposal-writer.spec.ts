import { parseModelProposal, proposalSystemPrompt } from './llm-proposal-writer.js';
import { requestExamples } from './request-examples.js';

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

describe('proposalSystemPrompt', () => {
  const examples = requestExamples.filter((example) => example.inPrompt);

  it('should show typed and spoken examples of every trade when built from the request table', () => {
    expect(new Set(examples.map((example) => example.facts.trade))).toEqual(
      new Set(['HVAC', 'Roofing', 'Plumbing', 'Electrical', 'Solar', 'Real Estate']),
    );
    expect(new Set(examples.map((example) => example.style))).toEqual(new Set(['typed', 'spoken']));
    for (const { request } of examples) expect(proposalSystemPrompt).toContain(request);
  });

  it('should spell out a missing client, price and start when an example gives none', () => {
    const bare = examples.find((example) => !example.facts.clientName && !example.facts.prices);

    expect(bare).toBeDefined();
    expect(proposalSystemPrompt).toMatch(
      /Facts: client: not given \| address: not given .*\| price: not given \| start: not given/,
    );
  });

  it('should stay a few thousand characters when the examples are added', () => {
    expect(proposalSystemPrompt.length).toBeLessThan(7_000);
  });
});
