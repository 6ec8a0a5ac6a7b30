// What other contexts may use of proposals: the module and its projections; and for the app's
// bootstrap, the client's page rendered by the server.
export { ProposalsModule, proposalProjections } from './proposals.module.js';
export { ProposalSummaryProjection } from './projections/proposal-summary.projection.js';
export { serveSharedProposalPage } from './shared-proposal-page.js';
