import { describe, expect, it } from '@jest/globals';
import { contractorProposals } from '../sample-data/contractor-proposals';
import { homeProjectTypes } from '@vanilla/contracts';
import { buildProposalDocument, type SectionBlock } from './proposal-document';
import { sectionAnchors } from './proposal-sections';

const text = (blocks: SectionBlock[]) => JSON.stringify(blocks);

const section = (document: ReturnType<typeof buildProposalDocument>, anchor: string) =>
  document.groups.flatMap((group) => group.sections).find((entry) => entry.anchor === anchor)
    ?.blocks ?? [];

describe('buildProposalDocument', () => {
  const [hvac] = contractorProposals.HVAC;
  const document = buildProposalDocument('HVAC', hvac);

  it('should name the project and contractor when built for HVAC/1', () => {
    expect(document.title).toBe('HVAC System Replacement proposal from Comfort Air Pros');
  });

  it('should fill every section of both groups when built for any sample proposal', () => {
    for (const type of homeProjectTypes) {
      for (const proposal of contractorProposals[type]) {
        const built = buildProposalDocument(type, proposal);
        const anchors = built.groups.flatMap((group) => group.sections.map(({ anchor }) => anchor));
        expect(anchors).toEqual(sectionAnchors);
        for (const anchor of anchors) {
          expect(section(built, anchor).length).toBeGreaterThan(0);
        }
      }
    }
  });

  it('should price the investment lines to add up near the total when the shares sum to 1', () => {
    const [investment] = section(document, 'full-investment');
    if (investment.kind !== 'facts') throw new Error('investment should be facts');
    const sum = investment.items.reduce(
      (total, { value }) => total + Number(value.replace(/[$,]/g, '')),
      0,
    );
    expect(Math.abs(sum - hvac.amount)).toBeLessThanOrEqual(investment.items.length);
    expect(investment.total).toEqual({ label: 'Total investment', value: '$12,450' });
  });

  it('should state the demo terms with this price when the terms section is built', () => {
    const terms = text(section(document, 'full-terms'));
    expect(terms).toContain('$2,490');
    expect(terms).toContain('3 business days');
    expect(terms).toContain('$1,245');
  });
});
