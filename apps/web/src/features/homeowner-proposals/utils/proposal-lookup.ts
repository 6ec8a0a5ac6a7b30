import { homeProjectTypes } from '@vanilla/contracts';
import { contractorProposals } from '../sample-data/contractor-proposals';
import {
  type ContractorProposal,
  type DemoStatus,
  type ProjectType,
  type ProposalSummary,
} from '../sample-data/sample-types';

export const isProjectType = (value: string): value is ProjectType =>
  (homeProjectTypes as readonly string[]).includes(value);

export type FoundProject = { projectType: ProjectType; proposals: ContractorProposal[] };

/** The proposals a project type received, or null for a type the demo does not know. */
export const findProjectProposals = (projectType: string): FoundProject | null =>
  isProjectType(projectType) ? { projectType, proposals: contractorProposals[projectType] } : null;

export type FoundProposal = { projectType: ProjectType; proposal: ContractorProposal };

/** One proposal by its route's project type and id, or null when either is unknown. */
export const findProposal = (projectType: string, proposalId: string): FoundProposal | null => {
  if (!isProjectType(projectType)) return null;
  const proposal = contractorProposals[projectType].find(({ id }) => id === proposalId);
  return proposal ? { projectType, proposal } : null;
};

/** Latest contact first. */
export const byLastContacted = (summaries: readonly ProposalSummary[]): ProposalSummary[] =>
  [...summaries].sort((a, b) => b.lastContacted.localeCompare(a.lastContacted));

export type StatusFilter = DemoStatus | 'All';

export const filterByStatus = (
  summaries: readonly ProposalSummary[],
  status: StatusFilter,
): ProposalSummary[] =>
  status === 'All' ? [...summaries] : summaries.filter((summary) => summary.status === status);

export type PriceRange = { low: number; high: number };

/** The lowest and highest price among proposals; null when there are none. */
export const priceRange = (proposals: readonly ContractorProposal[]): PriceRange | null =>
  proposals.length === 0
    ? null
    : {
        low: Math.min(...proposals.map(({ amount }) => amount)),
        high: Math.max(...proposals.map(({ amount }) => amount)),
      };
