import { jest } from '@jest/globals';
import { ValidationPipe } from '@nestjs/common';
import { DashboardQuery, TrackProposalViewRequest } from '@vanilla/contracts/dto';
import Fastify from 'fastify';
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
  // The query object Fastify hands a route for this query string (its parser's objects have no
  // Object.prototype).
  const parsed = async (queryString: string): Promise<Record<string, unknown>> => {
    const server = Fastify();
    let query: Record<string, unknown> = {};
    server.get('/api/dashboard', (request, reply) => {
      query = request.query as Record<string, unknown>;
      return reply.send('');
    });
    await server.inject(`/api/dashboard${queryString}`);
    await server.close();
    return query;
  };
  const through = async (pipe: ReturnType<typeof validationPipe>, queryString: string) =>
    pipe
      .transform(await parsed(queryString), queryMetadata)
      .catch((error: { getResponse(): unknown }) => error.getResponse());
  const classValidator = jest.spyOn(ValidationPipe.prototype, 'transform');
  afterAll(() => classValidator.mockRestore());

  it("should build what class-validator builds for a dashboard's usual query, without it", async () => {
    for (const queryString of ['', '?include_team=true', '?include_team=false']) {
      const built = knownValidDashboardQuery(await parsed(queryString));
      expect(built).toBeInstanceOf(DashboardQuery);
      expect(built).toEqual(await through(validationPipe(), queryString));
      classValidator.mockClear();
      expect(await through(validationPipe(knownValidRequests), queryString)).toEqual(built);
      expect(classValidator).not.toHaveBeenCalled();
    }
  });

  it('should leave any other query to class-validator, with its messages', async () => {
    const queryStrings = [
      '?include_team=yes',
      '?include_team=true&include_team=false',
      '?include_team=true&page=2',
      '?page=2',
    ];
    for (const queryString of queryStrings) {
      expect(knownValidDashboardQuery(await parsed(queryString))).toBeNull();
      classValidator.mockClear();
      expect(await through(validationPipe(knownValidRequests), queryString)).toEqual(
        await through(validationPipe(), queryString),
      );
      expect(classValidator).toHaveBeenCalled();
    }
    expect(await through(validationPipe(), '?include_team=yes')).toMatchObject({
      message: 'include_team must be true or false',
    });
  });
});
