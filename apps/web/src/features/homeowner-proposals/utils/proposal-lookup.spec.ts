import { describe, expect, it } from '@jest/globals';
import { homeProjectTypes, homeProposalIds } from '@vanilla/contracts';
import { contractorProposals } from '../sample-data/contractor-proposals';
import { proposalSummaries } from '../sample-data/proposal-summaries';
import type { ContractorProposal, ProposalSummary } from '../sample-data/sample-types';
import {
  byLastContacted,
  filterByStatus,
  findProjectProposals,
  findProposal,
  isProjectType,
  priceRange,
} from './proposal-lookup';

const summary = (id: string, lastContacted: string): ProposalSummary => ({
  id,
  project: `Project ${id}`,
  projectType: 'HVAC',
  status: 'Pending',
  lastContacted,
  amount: 100,
});

describe('isProjectType', () => {
  it.each(['HVAC', 'Roofing', 'Plumbing', 'Landscaping'])(
    'should know %s when it is one of the four project types',
    (type) => {
      expect(isProjectType(type)).toBe(true);
    },
  );

  it.each(['hvac', 'Solar', ''])('should not know %p when it is no project type', (type) => {
    expect(isProjectType(type)).toBe(false);
  });
});

describe('findProjectProposals', () => {
  it('should list the proposals of a project type when the type is known', () => {
    expect(findProjectProposals('Roofing')?.proposals.map(({ contractor }) => contractor)).toEqual([
      'Peak Roofing Co.',
      'Shield Exteriors',
      'Hometown Roofers',
    ]);
  });

  it('should return null when the project type is unknown', () => {
    expect(findProjectProposals('Solar')).toBeNull();
  });
});

describe('findProposal', () => {
  it('should find the HVAC/1 proposal when the congratulations page links to it', () => {
    expect(findProposal('HVAC', '1')).toMatchObject({
      projectType: 'HVAC',
      proposal: { id: '1', contractor: 'Comfort Air Pros' },
    });
  });

  it.each([
    ['HVAC', '99'],
    ['Solar', '1'],
    ['hvac', '1'],
  ])('should return null when %s/%s names no proposal', (type, id) => {
    expect(findProposal(type, id)).toBeNull();
  });
});

describe('byLastContacted', () => {
  it('should put the latest contact first when dates are out of order', () => {
    const sorted = byLastContacted([
      summary('a', '2026-10-01'),
      summary('b', '2026-11-20'),
      summary('c', '2026-11-02'),
    ]);
    expect(sorted.map(({ id }) => id)).toEqual(['b', 'c', 'a']);
  });
});

describe('filterByStatus', () => {
  it('should keep every project when the filter is All', () => {
    expect(filterByStatus(proposalSummaries, 'All')).toHaveLength(proposalSummaries.length);
  });

  it('should keep only the projects with that status when a status is chosen', () => {
    expect(filterByStatus(proposalSummaries, 'Accepted').map(({ project }) => project)).toEqual([
      'Water Heater Replacement',
    ]);
  });
});

describe('priceRange', () => {
  const proposal = (amount: number) => ({ amount }) as ContractorProposal;

  it('should give the lowest and highest price when there are proposals', () => {
    expect(priceRange([proposal(900), proposal(300), proposal(1200)])).toEqual({
      low: 300,
      high: 1200,
    });
  });

  it('should return null when there are no proposals', () => {
    expect(priceRange([])).toBeNull();
  });
});

describe('contractorProposals', () => {
  it('should hold exactly the proposal ids the route table knows when the server answers a detail page', () => {
    for (const type of homeProjectTypes) {
      expect(contractorProposals[type].map(({ id }) => id)).toEqual([...homeProposalIds]);
    }
  });
});
