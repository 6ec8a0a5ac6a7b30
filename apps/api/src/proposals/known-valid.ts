import { DashboardQuery, TrackProposalViewRequest } from '@vanilla/contracts/dto';
import type { KnownValid, KnownValidBodies } from '../infrastructure/http/validation.js';

// ProposalTokenRequest's @MaxLength: class-validator counts a surrogate pair as one character, so
// a token of at most this many UTF-16 units always passes it.
const TOKEN_MAX_LENGTH = 100;

// A client opening a shared link sends the token alone, hundreds of times a second at peak: such
// a body is built here as class-validator would build it. Anything else (a signature, a wrong or
// over-long token, another field) is left to class-validator.
export const knownValidView = (body: Record<string, unknown>): TrackProposalViewRequest | null => {
  const { token } = body;
  if (typeof token !== 'string' || token === '' || token.length > TOKEN_MAX_LENGTH) return null;
  for (const key in body) if (key !== 'token') return null;
  return Object.assign(new TrackProposalViewRequest(), { token });
};

// A dashboard asks for its list on every load and reconnect, with no query or `include_team`
// alone: such a query (Fastify's, an object with no prototype) is built here as class-validator
// would build it. Anything else is left to class-validator.
export const knownValidDashboardQuery = (query: Record<string, unknown>): DashboardQuery | null => {
  let fields = 0;
  for (const key in query) {
    if (key !== 'include_team' || ++fields > 1) return null;
  }
  const { include_team } = query;
  if (include_team === undefined) return new DashboardQuery();
  if (include_team !== 'true' && include_team !== 'false') return null;
  return Object.assign(new DashboardQuery(), { include_team });
};

// The hottest routes' usual requests, spared class-validator (see validationPipe).
export const knownValidRequests: KnownValidBodies = new Map<abstract new () => object, KnownValid>([
  [TrackProposalViewRequest, knownValidView],
  [DashboardQuery, knownValidDashboardQuery],
]);
