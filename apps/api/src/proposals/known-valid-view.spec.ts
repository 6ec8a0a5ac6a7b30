import { TrackProposalViewRequest } from '@vanilla/contracts/dto';
import { validationPipe } from '../infrastructure/http/validation.js';
import { knownValidView } from './known-valid-view.js';

const metadata = { type: 'body', metatype: TrackProposalViewRequest } as const;

// What class-validator answers for a body: the request it builds, or its messages.
const throughClassValidator = (body: Record<string, unknown>) =>
  validationPipe()
    .transform(structuredClone(body), metadata)
    .catch((error: { getResponse(): unknown }) => error.getResponse());

const throughPipe = (body: Record<string, unknown>) =>
  validationPipe(new Map([[TrackProposalViewRequest, knownValidView]]))
    .transform(structuredClone(body), metadata)
    .catch((error: { getResponse(): unknown }) => error.getResponse());

describe(knownValidView.name, () => {
  it('should build what class-validator builds when a view sends its token alone', async () => {
    for (const token of ['abc', 'x'.repeat(100), '😀'.repeat(50)]) {
      const built = knownValidView({ token });
      expect(built).toBeInstanceOf(TrackProposalViewRequest);
      expect(built).toEqual(await throughClassValidator({ token }));
    }
  });

  it('should leave the body to class-validator when it is not a bare valid token', async () => {
    const bodies = [
      {},
      { token: '' },
      { token: 42 },
      { token: 'x'.repeat(101) },
      { token: '😀'.repeat(51) },
      { token: 'abc', signature: 'data:image/png;base64,AAAA', name: ' Ava ' },
      { token: 'abc', unknown: 'dropped' },
    ];
    for (const body of bodies) {
      expect(knownValidView(body)).toBeNull();
      expect(await throughPipe(body)).toEqual(await throughClassValidator(body));
    }
    expect(await throughClassValidator({ token: '' })).toMatchObject({
      message: 'Invalid proposal token',
    });
  });
});
