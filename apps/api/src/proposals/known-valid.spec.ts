import { DashboardQuery, TrackProposalViewRequest } from '@vanilla/contracts/dto';
import { validationPipe } from '../infrastructure/http/validation.js';
import { knownValidDashboardQuery, knownValidRequests, knownValidView } from './known-valid.js';

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

describe(knownValidDashboardQuery.name, () => {
  const queryMetadata = { type: 'query', metatype: DashboardQuery } as const;
  // As Fastify parses a query string: an object with no prototype.
  const parsed = (fields: Record<string, unknown>) =>
    Object.assign(Object.create(null) as Record<string, unknown>, fields);
  const through = (pipe: ReturnType<typeof validationPipe>, fields: Record<string, unknown>) =>
    pipe
      .transform(parsed(fields), queryMetadata)
      .catch((error: { getResponse(): unknown }) => error.getResponse());

  it("should build what class-validator builds for a dashboard's usual query", async () => {
    for (const fields of [{}, { include_team: 'true' }, { include_team: 'false' }]) {
      const built = knownValidDashboardQuery(parsed(fields));
      expect(built).toBeInstanceOf(DashboardQuery);
      expect(built).toEqual(await through(validationPipe(), fields));
      // The pipe answers with the built query itself, not class-validator's.
      expect(await through(validationPipe(knownValidRequests), fields)).toEqual(built);
    }
  });

  it('should leave any other query to class-validator, with its messages', async () => {
    const queries = [
      { include_team: 'yes' },
      { include_team: ['true', 'false'] },
      { include_team: 'true', page: '2' },
      { page: '2' },
    ];
    for (const fields of queries) {
      expect(knownValidDashboardQuery(parsed(fields))).toBeNull();
      expect(await through(validationPipe(knownValidRequests), fields)).toEqual(
        await through(validationPipe(), fields),
      );
    }
    expect(await through(validationPipe(), { include_team: 'yes' })).toMatchObject({
      message: 'include_team must be true or false',
    });
  });
});
