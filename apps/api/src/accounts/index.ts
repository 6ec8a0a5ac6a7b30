// What other contexts may use of accounts: who is signed in, the company and its people, and the
// module that guards routes.
export { AccountsModule } from './accounts.module.js';
export {
  AccountsDirectory,
  companyLogoPath,
  companySignature,
  findAddressees,
  findCompanyDetails,
  findUsername,
} from './accounts-directory.js';
export type { CompanyDetails, Contact } from './accounts-directory.js';
export { clientOf } from './client-info.js';
export { actedBy, Authenticated, CurrentPrincipal, ForbiddenMessage } from './principal.js';
export type { Principal, RequestWithPrincipal } from './principal.js';
export { foundSession, SessionService, sessionSql } from './session.service.js';
export type { FoundSession, SessionRow } from './session.service.js';
export { sessionSocketAuthenticator } from './session-socket-authenticator.js';
export { AuthenticatedInStatement } from './statement-session.js';
export { TIER_READER } from './tier-reader.js';
export type { TierReader } from './tier-reader.js';
