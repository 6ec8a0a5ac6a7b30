import { TrackProposalViewRequest } from '@vanilla/contracts/dto';

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
