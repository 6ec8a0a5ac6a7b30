import { joinTeam, newAgent, signUp } from '../testing/accounts-fixtures.js';
import type { Agent } from '../testing/accounts-fixtures.js';
import { signatureDataUrl } from '../testing/png-fixtures.js';
import { startSuiteApp } from '../testing/test-app.js';
import type { TestApp } from '../testing/test-app.js';
import { databaseKinds } from '../testing/test-database.js';

const content =
  '# Roof Replacement\n\n## Summary\nNew architectural shingles.\n\n## Investment\n$18,500';

const shareBody = (overrides: Record<string, unknown> = {}) => ({
  proposalContent: content,
  clientName: 'Maria Lopez',
  clientEmail: 'maria@example.com',
  clientAddress: '9 Elm St',
  templateChoice: 'vanilla',
  keySellingPoints: { price: '$18,500' },
  ...overrides,
});

const generateDraft = async (agent: Agent) =>
  (
    await agent
      .post('/api/voice-to-proposal')
      .send({ voiceTranscript: 'Roof replacement for Maria Lopez at 9 Elm St, about $18,500' })
      .expect(201)
  ).body.proposalId as string;

for (const kind of databaseKinds()) {
  describe(`who may act on an existing proposal, on ${kind}`, () => {
    let app: TestApp;

    beforeAll(async () => {
      app = await startSuiteApp(kind);
    });

    afterAll(() => app?.close());

    const dashboardTokens = async (agent: Agent) => {
      await app.runner.waitUntilCaughtUp();
      return (
        (await agent.get('/api/dashboard').expect(200)).body.proposals as Array<{
          token: string;
        }>
      ).map((proposal) => proposal.token);
    };

    it("should refuse a member the manager's draft and keep the draft unshared", async () => {
      const manager = await signUp(app.url);
      const member = (await joinTeam(app.url, manager.agent)).agent;
      const draft = await generateDraft(manager.agent);

      const taken = await member
        .post('/api/share-proposal')
        .send(shareBody({ proposalId: draft }))
        .expect(404);
      expect(taken.body).toEqual({ success: false, error: 'Proposal not found' });
      const { rows } = await app.db.query('SELECT 1 FROM proposal_tokens WHERE proposal_id = $1', [
        draft,
      ]);
      expect(rows).toEqual([]);

      // The manager may share it; a member's own draft is theirs and their manager's to share.
      await manager.agent
        .post('/api/share-proposal')
        .send(shareBody({ proposalId: draft }))
        .expect(201);
      const membersDraft = await generateDraft(member);
      const shared = await manager.agent
        .post('/api/share-proposal')
        .send(shareBody({ proposalId: membersDraft }))
        .expect(201);
      // Shared by the manager, it stays the member's proposal.
      expect(await dashboardTokens(member)).toContain(shared.body.token);
    });

    it('should answer 409, never 500, when a draft is shared again or several times at once', async () => {
      const { agent } = await signUp(app.url);
      const draft = await generateDraft(agent);
      await agent
        .post('/api/share-proposal')
        .send(shareBody({ proposalId: draft }))
        .expect(201);
      const again = await agent
        .post('/api/share-proposal')
        .send(shareBody({ proposalId: draft }))
        .expect(409);
      expect(again.body).toEqual({ success: false, error: 'This proposal is already shared.' });

      const fresh = await generateDraft(agent);
      const statuses = await Promise.all(
        Array.from({ length: 5 }, () =>
          agent
            .post('/api/share-proposal')
            .send(shareBody({ proposalId: fresh }))
            .then((response) => response.status),
        ),
      );
      expect(statuses.sort()).toEqual([201, 409, 409, 409, 409]);
      const { rows } = await app.db.query(
        'SELECT token FROM proposal_tokens WHERE proposal_id = $1',
        [fresh],
      );
      expect(rows).toHaveLength(1);
    });

    it("should archive a signed proposal when it is deleted, keeping the client's link, history and certificate", async () => {
      const { agent } = await signUp(app.url);
      const { token } = (await agent.post('/api/share-proposal').send(shareBody()).expect(201))
        .body as { token: string };
      const client = newAgent(app.url);
      await client
        .post('/api/track-proposal-view')
        .send({
          token,
          signature: signatureDataUrl(),
          name: 'Maria Lopez',
          email: 'maria@example.com',
          consent: true,
        })
        .expect(200);

      await agent.post('/api/delete-proposal').send({ token }).expect(200);
      expect(await dashboardTokens(agent)).not.toContain(token);

      const page = await client.get(`/api/proposal/${token}`).expect(200);
      expect(page.body).toMatchObject({
        success: true,
        is_signed: true,
        title: 'Roof Replacement',
      });
      await client.post('/api/track-proposal-view').send({ token }).expect(200);
      const history = (await agent.get(`/api/proposals/${token}/history`).expect(200)).body;
      expect(history.events.map((event: { type: string }) => event.type)).toEqual([
        'ProposalShared',
        'ProposalConsentGiven',
        'ProposalSigned',
        'ProposalArchived',
        'ProposalViewed',
      ]);
      expect(history.state).toMatchObject({ status: 'accepted', deleted: false, archived: true });
      const certificate = (await agent.get(`/api/proposals/${token}/certificate`).expect(200)).body;
      expect(certificate.signer).toMatchObject({ name: 'Maria Lopez' });
      await agent.get(`/api/proposals/${token}/signature.png`).expect(200);

      // Archived once; deleting again finds nothing on the lists to remove.
      await agent.post('/api/delete-proposal').send({ token }).expect(410);

      // An unsigned proposal is still deleted outright: its link answers as removed.
      const unsigned = (await agent.post('/api/share-proposal').send(shareBody()).expect(201)).body
        .token as string;
      await agent.post('/api/delete-proposal').send({ token: unsigned }).expect(200);
      await client.get(`/api/proposal/${unsigned}`).expect(410);
    });
  });
}
