import { accountMessages } from '@vanilla/contracts';
import { SessionSockets } from '../infrastructure/realtime/session-sockets.js';
import { cookiesOf, joinTeam, newAgent, signUp } from '../testing/accounts-fixtures.js';
import {
  appendProposalEvents,
  newProposalFixture,
  sharedEvent,
} from '../testing/proposal-fixtures.js';
import { collect, connectSocket, watchDisconnect } from '../testing/socket-client.js';
import type { TestSocket } from '../testing/socket-client.js';
import { startSuiteApp, startTestApp } from '../testing/test-app.js';
import type { TestApp } from '../testing/test-app.js';
import {
  createScratchPostgresUrl,
  databaseKinds,
  NO_POSTGRES_REASON,
  postgresUrl,
} from '../testing/test-database.js';

// DESIGN §7: every socket of a session that ends is disconnected within a second, on every
// instance.
const WITHIN_MS = 1000;

const redisUrl = process.env.REDIS_URL || null;

type Watch = ReturnType<typeof watchDisconnect>;

const openSocket = (url: string, cookie: string) => connectSocket(url, {}, { Cookie: cookie });

const companyOf = async (app: TestApp, userId: string): Promise<string> => {
  const { rows } = await app.db.query<{ company_id: string }>(
    'SELECT company_id FROM users WHERE id = $1',
    [userId],
  );
  return rows[0].company_id;
};

// Another session of the same user, as from another browser.
const signIn = async (url: string, email: string, password: string, rememberMe = false) => {
  const agent = newAgent(url);
  const response = await agent
    .post('/auth/member/login')
    .send({ email, password, rememberMe })
    .expect(200);
  return { agent, cookie: cookiesOf(response) };
};

// The server dropped the socket, and within a second of `since` (taken before the request that
// ended the session was sent, or at the session's end).
const expectDropped = async (watch: Watch, since: number): Promise<number> => {
  const { at, reason } = await watch.waitFor(3000);
  expect(reason).toBe('io server disconnect');
  expect(at).toBeGreaterThanOrEqual(since);
  expect(at - since).toBeLessThan(WITHIN_MS);
  return at - since;
};

// Pushes a new proposal row to the company's managers and its creator, and waits until `witness`
// (a socket whose session did not end) has it: a dropped socket's silence afterwards is not a
// push still on its way.
const pushProposal = async (
  app: TestApp,
  companyId: string,
  creatorId: string,
  witness: TestSocket,
) => {
  const seen = collect(witness, 'proposal.updated');
  const proposal = newProposalFixture({ companyId, creatorId });
  await appendProposalEvents(app.store, proposal, [sharedEvent(proposal)]);
  await seen.waitFor((row) => row.proposal_id === proposal.proposalId);
  return proposal;
};

const resetLink = async (app: TestApp, email: string) => {
  await newAgent(app.url).post('/auth/request-reset').send({ email }).expect(200);
  const { rows } = await app.db.query<{ text: string }>(
    'SELECT text FROM mail_outbox WHERE "to" = $1 ORDER BY created_at DESC LIMIT 1',
    [email],
  );
  return new URL(/https?:\/\/\S+/.exec(rows[0].text)![0]).searchParams.get('token')!;
};

// Makes the user's sessions (the remembered ones, or all) end `ms` from now and look unused for
// ten minutes; answers when they end.
const endSoon = async (app: TestApp, userId: string, ms: number, rememberedOnly: boolean) => {
  const { rows } = await app.db.query<{ expires_at: Date }>(
    `UPDATE sessions
        SET expires_at = now() + make_interval(secs => $2),
            last_seen_at = now() - interval '10 minutes'
      WHERE user_id = $1 AND (remember OR NOT $3)
      RETURNING expires_at`,
    [userId, ms / 1000, rememberedOnly],
  );
  expect(rows).toHaveLength(1);
  return rows[0].expires_at.getTime();
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

for (const kind of databaseKinds()) {
  describe(`sockets of ended sessions on ${kind}`, () => {
    let app: TestApp;

    beforeAll(async () => {
      app = await startSuiteApp(kind);
    });

    afterAll(async () => {
      await app.close();
    });

    it('should drop the socket within a second when its session signs out', async () => {
      const manager = await signUp(app.url);
      const companyId = await companyOf(app, manager.user.id);
      const other = await signIn(app.url, manager.body.email, manager.body.password);
      const socket = await openSocket(app.url, manager.cookie);
      const kept = await openSocket(app.url, other.cookie);
      const dropped = watchDisconnect(socket);
      const stillThere = watchDisconnect(kept);
      const pushes = collect(socket, 'proposal.updated');

      const sent = Date.now();
      await manager.agent.get('/auth/logout').expect(200);
      await expectDropped(dropped, sent);

      await pushProposal(app, companyId, manager.user.id, kept);
      expect(pushes.received).toEqual([]);
      expect(stillThere.connected).toBe(true);
    });

    it('should drop the socket of a session that a new sign-in in the same browser replaces', async () => {
      const manager = await signUp(app.url);
      const socket = await openSocket(app.url, manager.cookie);
      const dropped = watchDisconnect(socket);

      const sent = Date.now();
      const login = await manager.agent
        .post('/auth/member/login')
        .send({ email: manager.body.email, password: manager.body.password })
        .expect(200);
      expect(login.body.already_authenticated).toBe(true);
      await expectDropped(dropped, sent);

      const fresh = await openSocket(app.url, cookiesOf(login));
      expect(fresh.connected).toBe(true);
      fresh.close();
    });

    it("should drop the user's other sessions' sockets and keep the current one when the password changes", async () => {
      const manager = await signUp(app.url);
      const companyId = await companyOf(app, manager.user.id);
      const other = await signIn(app.url, manager.body.email, manager.body.password);
      const current = await openSocket(app.url, manager.cookie);
      const elsewhere = await openSocket(app.url, other.cookie);
      const kept = watchDisconnect(current);
      const dropped = watchDisconnect(elsewhere);
      const pushes = collect(elsewhere, 'proposal.updated');

      const sent = Date.now();
      await manager.agent
        .post('/auth/change-password')
        .send({ currentPassword: manager.body.password, newPassword: 'changed-pass' })
        .expect(200);
      await expectDropped(dropped, sent);

      await pushProposal(app, companyId, manager.user.id, current);
      expect(pushes.received).toEqual([]);
      expect(kept.connected).toBe(true);
      current.close();
    });

    it('should drop every socket of the user within a second when the password is reset', async () => {
      const manager = await signUp(app.url);
      const other = await signIn(app.url, manager.body.email, manager.body.password, true);
      const first = watchDisconnect(await openSocket(app.url, manager.cookie));
      const second = watchDisconnect(await openSocket(app.url, other.cookie));
      const token = await resetLink(app, manager.body.email);

      const sent = Date.now();
      await newAgent(app.url)
        .post('/auth/reset-password')
        .send({ token, email: manager.body.email, password: 'brand-new-pass' })
        .expect(200);
      await expectDropped(first, sent);
      await expectDropped(second, sent);
    });

    it('should drop the socket within a second of its remembered session ending, use or not', async () => {
      const manager = await signUp(app.url);
      const remembered = await signIn(app.url, manager.body.email, manager.body.password, true);
      const endsAt = await endSoon(app, manager.user.id, 1500, true);
      const socket = await openSocket(app.url, remembered.cookie);
      const kept = await openSocket(app.url, manager.cookie);
      const dropped = watchDisconnect(socket);
      const stillThere = watchDisconnect(kept);
      // Use does not extend a remembered session: it keeps its end.
      expect((await remembered.agent.get('/auth/check-auth')).body.authenticated).toBe(true);

      await expectDropped(dropped, endsAt);
      expect((await remembered.agent.get('/auth/check-auth')).body.authenticated).toBe(false);
      await expect(openSocket(app.url, remembered.cookie)).rejects.toThrow('unauthorized');
      expect(stillThere.connected).toBe(true);
      kept.close();
    });

    it('should keep the socket of a browser session that use extended past its first end', async () => {
      const manager = await signUp(app.url);
      const endsAt = await endSoon(app, manager.user.id, 1500, false);
      const socket = await openSocket(app.url, manager.cookie);
      const kept = watchDisconnect(socket);
      // A request slides a browser session's end a day ahead.
      expect((await manager.agent.get('/auth/check-auth')).body.authenticated).toBe(true);

      await sleep(endsAt + WITHIN_MS - Date.now());
      expect(kept.connected).toBe(true);
      socket.close();
    });

    it("should drop a socket at the next sweep when its session's row went away some other way", async () => {
      const manager = await signUp(app.url);
      const socket = await openSocket(app.url, manager.cookie);
      const dropped = watchDisconnect(socket);
      await app.db.query('DELETE FROM sessions WHERE user_id = $1', [manager.user.id]);

      // What each instance runs every 30 s. The server looks a socket's session up as the socket
      // joins, and a sweep that runs before that lookup has armed the session knows nothing of it
      // (the next one would drop it), so sweeps repeat here until one has the socket to check.
      const sent = Date.now();
      const sockets = app.app.get(SessionSockets);
      const sweeps = setInterval(() => void sockets.sweep(), 50);
      try {
        await sockets.sweep();
        await expectDropped(dropped, sent);
      } finally {
        clearInterval(sweeps);
      }
    });

    it("should drop a removed member's sockets within a second, keep the company's others and the member's proposals", async () => {
      const manager = await signUp(app.url);
      const companyId = await companyOf(app, manager.user.id);
      const member = await joinTeam(app.url, manager.agent);
      const memberElsewhere = await signIn(app.url, member.body.email, member.body.password, true);
      const managerSocket = await openSocket(app.url, manager.cookie);
      const memberSocket = await openSocket(app.url, member.cookie);
      const managerKept = watchDisconnect(managerSocket);
      const dropped = [
        watchDisconnect(memberSocket),
        watchDisconnect(await openSocket(app.url, memberElsewhere.cookie)),
      ];
      const memberPushes = collect(memberSocket, 'proposal.updated');
      const before = await pushProposal(app, companyId, member.user.id, memberSocket);

      const sent = Date.now();
      await manager.agent
        .delete(`/auth/manager/team/${member.user.id}`)
        .expect(200, { success: true });
      for (const watch of dropped) await expectDropped(watch, sent);

      const after = await pushProposal(app, companyId, member.user.id, managerSocket);
      expect(memberPushes.received.map((row) => row.proposal_id)).toEqual([before.proposalId]);
      expect(managerKept.connected).toBe(true);

      // Their access is gone: no session, no sign-in, no socket.
      expect((await member.agent.get('/auth/check-auth')).body.authenticated).toBe(false);
      const login = await newAgent(app.url)
        .post('/auth/member/login')
        .send({ email: member.body.email, password: member.body.password })
        .expect(401);
      expect(login.body.error).toBe(accountMessages.invalidLogin);
      await expect(openSocket(app.url, memberElsewhere.cookie)).rejects.toThrow('unauthorized');

      // The team no longer lists them; the company keeps what they wrote.
      const team = await manager.agent.get('/auth/manager/team').expect(200);
      expect(team.body.team_members.map((m: { id: string }) => m.id)).toEqual([manager.user.id]);
      await app.runner.waitUntilCaughtUp();
      const dashboard = await manager.agent.get('/api/dashboard').expect(200);
      expect(JSON.stringify(dashboard.body)).toContain(before.proposalId);
      expect(JSON.stringify(dashboard.body)).toContain(after.proposalId);
      managerSocket.close();
    });

    it('should let a manager remove only a member of their own company, never themselves', async () => {
      const manager = await signUp(app.url);
      const member = await joinTeam(app.url, manager.agent);
      const outsider = await signUp(app.url);

      await outsider.agent.delete(`/auth/manager/team/${member.user.id}`).expect(404);
      const byMember = await member.agent
        .delete(`/auth/manager/team/${manager.user.id}`)
        .expect(403);
      expect(byMember.body).toEqual({ success: false, error: accountMessages.managersOnly });
      const self = await manager.agent.delete(`/auth/manager/team/${manager.user.id}`).expect(400);
      expect(self.body).toEqual({ success: false, error: accountMessages.cannotRemoveSelf });
      await manager.agent.delete('/auth/manager/team/not-a-user').expect(404);
      await newAgent(app.url).delete(`/auth/manager/team/${member.user.id}`).expect(401);
      expect((await member.agent.get('/auth/check-auth')).body.authenticated).toBe(true);

      await manager.agent.delete(`/auth/manager/team/${member.user.id}`).expect(200);
      await manager.agent.delete(`/auth/manager/team/${member.user.id}`).expect(404);
    });
  });
}

if (postgresUrl && redisUrl) {
  describe('scale-out: sessions ending through instance A drop their sockets on instance B', () => {
    let scratch: { url: string; drop(): Promise<void> };
    let a: TestApp;
    let b: TestApp;

    beforeAll(async () => {
      scratch = await createScratchPostgresUrl();
      a = await startTestApp({ databaseUrl: scratch.url, redisUrl });
      await a.runner.waitUntilCaughtUp();
      b = await startTestApp({ databaseUrl: scratch.url, redisUrl });
    });

    afterAll(async () => {
      await b.close();
      await a.close();
      await scratch.drop();
    });

    it("should drop a socket on B within a second when its session signs out through A, and keep the user's other session", async () => {
      const manager = await signUp(a.url);
      const companyId = await companyOf(a, manager.user.id);
      const other = await signIn(a.url, manager.body.email, manager.body.password);
      const socket = await openSocket(b.url, manager.cookie);
      const kept = await openSocket(b.url, other.cookie);
      const dropped = watchDisconnect(socket);
      const stillThere = watchDisconnect(kept);
      const pushes = collect(socket, 'proposal.updated');

      const sent = Date.now();
      await manager.agent.get('/auth/logout').expect(200);
      await expectDropped(dropped, sent);

      await pushProposal(a, companyId, manager.user.id, kept);
      expect(pushes.received).toEqual([]);
      expect(stillThere.connected).toBe(true);
      kept.close();
    });

    it("should drop the other sessions' sockets on B when the password changes through A, keeping the current one", async () => {
      const manager = await signUp(a.url);
      const other = await signIn(b.url, manager.body.email, manager.body.password);
      const current = await openSocket(b.url, manager.cookie);
      const kept = watchDisconnect(current);
      const dropped = [
        watchDisconnect(await openSocket(b.url, other.cookie)),
        watchDisconnect(await openSocket(a.url, other.cookie)),
      ];

      const sent = Date.now();
      await manager.agent
        .post('/auth/change-password')
        .send({ currentPassword: manager.body.password, newPassword: 'changed-pass' })
        .expect(200);
      for (const watch of dropped) await expectDropped(watch, sent);
      expect(kept.connected).toBe(true);
      current.close();
    });

    it('should drop every socket on B when the password is reset through A', async () => {
      const manager = await signUp(a.url);
      const dropped = watchDisconnect(await openSocket(b.url, manager.cookie));
      const token = await resetLink(a, manager.body.email);

      const sent = Date.now();
      await newAgent(a.url)
        .post('/auth/reset-password')
        .send({ token, email: manager.body.email, password: 'brand-new-pass' })
        .expect(200);
      await expectDropped(dropped, sent);
    });

    it("should drop a removed member's socket on B when the manager removes them through A", async () => {
      const manager = await signUp(a.url);
      const member = await joinTeam(a.url, manager.agent);
      const managerSocket = await openSocket(b.url, manager.cookie);
      const managerKept = watchDisconnect(managerSocket);
      const dropped = watchDisconnect(await openSocket(b.url, member.cookie));

      const sent = Date.now();
      await manager.agent.delete(`/auth/manager/team/${member.user.id}`).expect(200);
      await expectDropped(dropped, sent);
      expect(managerKept.connected).toBe(true);
      managerSocket.close();
    });

    it('should drop a socket on B within a second of its session ending', async () => {
      const manager = await signUp(a.url);
      const remembered = await signIn(a.url, manager.body.email, manager.body.password, true);
      const endsAt = await endSoon(a, manager.user.id, 1500, true);
      const dropped = watchDisconnect(await openSocket(b.url, remembered.cookie));
      await expectDropped(dropped, endsAt);
    });
  });
} else {
  describe.skip(`scale-out: sessions ending through another instance (${postgresUrl ? 'skipped: REDIS_URL is not set' : NO_POSTGRES_REASON})`, () => {
    it('drops sockets of ended sessions on every instance', () => undefined);
  });
}
