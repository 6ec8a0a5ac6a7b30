import { randomUUID } from 'node:crypto';
import { startTestApp } from '../../testing/test-app.js';
import type { TestApp } from '../../testing/test-app.js';
import { signUp } from '../../testing/accounts-fixtures.js';
import { collect, connectSocket } from '../../testing/socket-client.js';
import type { TestSocket } from '../../testing/socket-client.js';
import {
  appendProposalEvents,
  newProposalFixture,
  sharedEvent,
  viewedEvent,
} from '../../testing/proposal-fixtures.js';
import {
  createScratchPostgresUrl,
  NO_POSTGRES_REASON,
  postgresUrl,
} from '../../testing/test-database.js';
import type { SocketAuthenticator, SocketPrincipal } from './socket-authenticator.js';

// Test double of the accounts port: the handshake's `auth.token` names a known principal, whose
// session lasts an hour.
const tokenAuthenticator = (principals: Record<string, SocketPrincipal>): SocketAuthenticator => ({
  authenticate: async ({ auth }) => principals[String(auth.token)] ?? null,
  timeLeft: async (sessionIds) => new Map(sessionIds.map((id) => [id, 60 * 60 * 1000])),
});

const principal = (companyId: string, role: SocketPrincipal['role']): SocketPrincipal => ({
  userId: randomUUID(),
  companyId,
  role,
  sessionId: randomUUID(),
});

const redisUrl = process.env.REDIS_URL || null;

describe('realtime gateway', () => {
  const companyA = randomUUID();
  const companyB = randomUUID();
  const managerA = principal(companyA, 'manager');
  const memberA = principal(companyA, 'member');
  const otherMemberA = principal(companyA, 'member');
  const managerB = principal(companyB, 'manager');
  let app: TestApp;
  const sockets: TestSocket[] = [];

  const connectAs = async (token: string) => {
    const socket = await connectSocket(app.url, { token });
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    app = await startTestApp({
      databaseUrl: null,
      socketAuthenticator: tokenAuthenticator({ managerA, memberA, otherMemberA, managerB }),
    });
  });

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await app.close();
  });

  it('should refuse a socket the accounts port does not recognise', async () => {
    await expect(connectSocket(app.url, { token: 'forged' })).rejects.toThrow('unauthorized');
    await expect(connectSocket(app.url)).rejects.toThrow('unauthorized');
  });

  it("should push a proposal's changes to its company's managers and its creator only", async () => {
    const seenBy = {
      managerA: collect(await connectAs('managerA'), 'proposal.updated'),
      memberA: collect(await connectAs('memberA'), 'proposal.updated'),
      otherMemberA: collect(await connectAs('otherMemberA'), 'proposal.updated'),
      managerB: collect(await connectAs('managerB'), 'proposal.updated'),
    };
    const proposal = newProposalFixture({ companyId: companyA, creatorId: memberA.userId });
    await appendProposalEvents(app.store, proposal, [sharedEvent(proposal)]);
    await appendProposalEvents(app.store, proposal, [viewedEvent(proposal)]);

    const isViewed = (row: { proposal_id: string; view_count: number }) =>
      row.proposal_id === proposal.proposalId && row.view_count === 1;
    await expect(seenBy.managerA.waitFor(isViewed)).resolves.toMatchObject({
      status: 'viewed',
      engagement: 20,
    });
    await expect(seenBy.memberA.waitFor(isViewed)).resolves.toMatchObject({ status: 'viewed' });
    await app.runner.waitUntilCaughtUp();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seenBy.otherMemberA.received).toEqual([]);
    expect(seenBy.managerB.received).toEqual([]);
  });

  it('should push a row once to a manager who created it, though in both its rooms', async () => {
    const updates = collect(await connectAs('managerA'), 'proposal.updated');
    const proposal = newProposalFixture({ companyId: companyA, creatorId: managerA.userId });
    await appendProposalEvents(app.store, proposal, [sharedEvent(proposal)]);
    await updates.waitFor((row) => row.proposal_id === proposal.proposalId);
    await app.runner.waitUntilCaughtUp();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(updates.received.filter((row) => row.proposal_id === proposal.proposalId)).toHaveLength(
      1,
    );
  });
});

describe('realtime gateway with the application accounts port', () => {
  it('should refuse a socket without a session cookie', async () => {
    const app = await startTestApp({ databaseUrl: null });
    await expect(connectSocket(app.url, { token: 'anything' })).rejects.toThrow('unauthorized');
    await app.close();
  });
});

if (postgresUrl && redisUrl) {
  describe('scale-out: two API instances sharing Postgres and Redis', () => {
    it('should deliver an event appended through instance A to a socket connected to instance B', async () => {
      const scratch = await createScratchPostgresUrl();
      const a = await startTestApp({ databaseUrl: scratch.url, redisUrl });
      await a.runner.waitUntilCaughtUp();
      const b = await startTestApp({ databaseUrl: scratch.url, redisUrl });
      try {
        // A took the projection's lock first, so B only stands by: B's socket can hear of the
        // change only through the Redis adapter.
        expect((await a.runner.health())[0].status).toBe('running');
        expect((await b.runner.health())[0].status).toBe('standby');

        // A real manager signs up through instance A; their cookie opens a socket on B.
        const { cookie, user } = await signUp(a.url);
        const { rows } = await a.db.query<{ company_id: string }>(
          'SELECT company_id FROM users WHERE id = $1',
          [user.id],
        );
        const socket = await connectSocket(b.url, {}, { Cookie: cookie });
        const updates = collect(socket, 'proposal.updated');
        const proposal = newProposalFixture({ companyId: rows[0].company_id, creatorId: user.id });
        await appendProposalEvents(a.store, proposal, [sharedEvent(proposal, 4200)]);
        await expect(
          updates.waitFor((row) => row.proposal_id === proposal.proposalId),
        ).resolves.toMatchObject({ status: 'sent', value: 4200, company_id: rows[0].company_id });
        socket.close();
      } finally {
        await b.close();
        await a.close();
        await scratch.drop();
      }
    });
  });
} else {
  describe.skip(`scale-out: two API instances (${postgresUrl ? 'skipped: REDIS_URL is not set' : NO_POSTGRES_REASON})`, () => {
    it('delivers across instances through Redis', () => undefined);
  });
}
