// What other contexts may use of proposals: the module and its projections.
export { ProposalsModule, proposalProjections } from './proposals.module.js';
export { ProposalSummaryProjection } from './projections/proposal-summary.projection.js';
