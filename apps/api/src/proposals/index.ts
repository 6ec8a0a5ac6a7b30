// What other contexts may use of proposals: the module and its projections; and for the app's
// bootstrap, the client's page rendered by the server and the views' bodies validated up front.
export { ProposalsModule, proposalProjections } from './proposals.module.js';
export { ProposalSummaryProjection } from './projections/proposal-summary.projection.js';
export { serveSharedProposalPage } from './shared-proposal-page.js';
export { knownValidRequests } from './known-valid.js';
// For `npm run verify`: a sealed PDF or a certificate checked offline.
export { verifyEvidence } from './sealed-pdf/verify-sealed-pdf.js';
export type { Check } from './sealed-pdf/verify-sealed-pdf.js';
// For the receptionist: what it may know of a caller, and the link it may text them.
export { GetCallerProposalsQuery } from './queries/get-caller-proposals.query.js';
export type { CallerProposals } from './queries/get-caller-proposals.query.js';
export { TextLinkToCallerCommand } from './commands/text-link-to-caller.command.js';
