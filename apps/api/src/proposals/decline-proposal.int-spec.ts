import { declineMessages, DECLINE_REASON_MAX_LENGTH } from '@vanilla/contracts';
import { proposalStreamName } from '@vanilla/domain';
import { newAgent, signUp } from '../testing/accounts-fixtures.js';
import {
  shareThroughApi,
  signingBody,
  signThroughApi,
  dashboardRow,
} from '../testing/proposal-fixtures.js';
import { collect, connectSocket } from '../testing/socket-client.js';
import type { TestSocket } from '../testing/socket-client.js';
import { startSuiteApp } from '../testing/test-app.js';
import type { TestApp } from '../testing/test-app.js';
import { databaseKinds } from '../testing/test-database.js';

const declineUrl = (token: string) => `/api/proposals/${token}/decline`;

for (const kind of databaseKinds()) {
  describe(`declining a shared proposal on ${kind}`, () => {
    let app: TestApp;
    const sockets: TestSocket[] = [];

    beforeAll(async () => {
      app = await startSuiteApp(kind);
    });

    afterAll(async () => {
      for (const socket of sockets) socket.close();
      await app.close();
    });

    const declinedEvents = async (proposalId: string) =>
      (await app.store.readStream(proposalStreamName(proposalId))).filter(
        (event) => event.type === 'ProposalDeclined',
      );

    it('should record a decline with its reason, push the row as declined and show it to the client and the auditor', async () => {
      const manager = await signUp(app.url);
      const socket = await connectSocket(app.url, {}, { Cookie: manager.cookie });
      sockets.push(socket);
      const pushed = collect(socket, 'proposal.updated');
      const { token, proposalId } = await shareThroughApi(manager.agent);

      const client = newAgent(app.url, '198.51.100.77');
      const answer = await client
        .post(declineUrl(token))
        .set('User-Agent', 'Mozilla/5.0 (iPhone)')
        .send({ reason: '  We went with another contractor.  ' })
        .expect(200);
      expect(answer.body).toEqual({
        success: true,
        status: 'declined',
        declined_at: expect.any(String),
      });

      const row = await pushed.waitFor((r) => r.token === token && r.status === 'declined');
      expect(row).toEqual(await dashboardRow(app, manager.agent, token));

      expect((await client.get(`/api/proposal/${token}`).expect(200)).body).toMatchObject({
        is_signed: false,
        is_declined: true,
        declined_at: answer.body.declined_at,
        declined_reason: 'We went with another contractor.',
      });

      const history = (await manager.agent.get(`/api/proposals/${token}/history`).expect(200))
        .body as { events: Array<{ type: string; data: Record<string, unknown> }> };
      expect(history.events.map((e) => e.type)).toEqual(['ProposalShared', 'ProposalDeclined']);
      expect(history.events[1].data).toEqual({
        proposalId,
        reason: 'We went with another contractor.',
        title: 'Heat Pump Proposal',
        clientName: 'Dana Smith',
        declinedAt: answer.body.declined_at,
      });
      const [stored] = await declinedEvents(proposalId);
      expect(stored.metadata).toMatchObject({
        ip: '198.51.100.77',
        userAgent: 'Mozilla/5.0 (iPhone)',
      });
    });

    it('should decline without a reason when the body is empty or has none', async () => {
      const { agent } = await signUp(app.url);
      const first = await shareThroughApi(agent);
      await newAgent(app.url).post(declineUrl(first.token)).expect(200);
      const second = await shareThroughApi(agent);
      await newAgent(app.url).post(declineUrl(second.token)).send({ reason: '   ' }).expect(200);

      for (const { token } of [first, second]) {
        expect((await newAgent(app.url).get(`/api/proposal/${token}`)).body).toMatchObject({
          is_declined: true,
          declined_reason: '',
        });
        expect(await dashboardRow(app, agent, token)).toMatchObject({ status: 'declined' });
      }
    });

    it('should answer a repeated decline as the first, with one event and the first reason, when declined already', async () => {
      const { agent } = await signUp(app.url);
      const { token, proposalId } = await shareThroughApi(agent);
      const first = await newAgent(app.url)
        .post(declineUrl(token))
        .send({ reason: 'Too dear' })
        .expect(200);
      const again = await newAgent(app.url)
        .post(declineUrl(token))
        .send({ reason: 'Changed my mind' })
        .expect(200);
      expect(again.body).toEqual(first.body);
      expect(await declinedEvents(proposalId)).toHaveLength(1);
      expect((await newAgent(app.url).get(`/api/proposal/${token}`)).body).toMatchObject({
        declined_reason: 'Too dear',
      });
    });

    it('should record one decline when five arrive at once', async () => {
      const { agent } = await signUp(app.url);
      const { token, proposalId } = await shareThroughApi(agent);
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          newAgent(app.url)
            .post(declineUrl(token))
            .send({ reason: `Reason ${i}` }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(answers.map((a) => a.body.declined_at as string)).size).toBe(1);
      expect(await declinedEvents(proposalId)).toHaveLength(1);
    });

    it('should refuse a signature with 409 when the proposal was declined', async () => {
      const { agent } = await signUp(app.url);
      const { token } = await shareThroughApi(agent);
      await newAgent(app.url).post(declineUrl(token)).send({ reason: 'No' }).expect(200);
      const refused = await newAgent(app.url)
        .post('/api/track-proposal-view')
        .send(signingBody(token))
        .expect(409);
      expect(refused.body).toMatchObject({
        success: false,
        error: 'This proposal was declined.',
        code: 'ProposalDeclined',
      });
      expect(await dashboardRow(app, agent, token)).toMatchObject({ status: 'declined' });
    });

    it('should refuse a decline with 409 when the proposal is signed', async () => {
      const { agent } = await signUp(app.url);
      const { token, proposalId } = await shareThroughApi(agent);
      await signThroughApi(app.url, token, { name: 'Dana', email: 'dana@example.com' });
      const refused = await newAgent(app.url)
        .post(declineUrl(token))
        .send({ reason: 'Second thoughts' })
        .expect(409);
      expect(refused.body).toMatchObject({
        success: false,
        error: 'This proposal is already signed.',
        code: 'ProposalAlreadySigned',
      });
      expect(await declinedEvents(proposalId)).toHaveLength(0);
      expect((await newAgent(app.url).get(`/api/proposal/${token}`)).body).toMatchObject({
        is_signed: true,
        is_declined: false,
        declined_reason: null,
      });
    });

    it('should answer 404 for an unknown token and 410 for a deleted proposal', async () => {
      const missing = await newAgent(app.url).post(declineUrl('no-such-token')).send({});
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ success: false, error: 'Proposal not found' });

      const { agent } = await signUp(app.url);
      const { token } = await shareThroughApi(agent);
      await agent.post('/api/delete-proposal').send({ token }).expect(200);
      const gone = await newAgent(app.url).post(declineUrl(token)).send({});
      expect(gone.status).toBe(410);
      expect(gone.body).toMatchObject({ success: false, error: 'This proposal has been removed.' });
    });

    it('should refuse a reason over the limit with 400 and its message, and record nothing', async () => {
      const { agent } = await signUp(app.url);
      const { token, proposalId } = await shareThroughApi(agent);
      const tooLong = await newAgent(app.url)
        .post(declineUrl(token))
        .send({ reason: 'x'.repeat(DECLINE_REASON_MAX_LENGTH + 1) })
        .expect(400);
      expect(tooLong.body).toMatchObject({ success: false, error: declineMessages.reasonTooLong });
      expect(tooLong.body.error).toBe('Please keep the reason to 1,000 characters or fewer.');
      expect(await declinedEvents(proposalId)).toHaveLength(0);
      // The limit counts what is left once the spaces around it are trimmed.
      await newAgent(app.url)
        .post(declineUrl(token))
        .send({ reason: ` ${'x'.repeat(DECLINE_REASON_MAX_LENGTH)} ` })
        .expect(200);
    });

    it('should refuse malformed bodies below 500 and record nothing', async () => {
      const { agent } = await signUp(app.url);
      const { token, proposalId } = await shareThroughApi(agent);
      const post = () => newAgent(app.url).post(declineUrl(token));
      const answers = [
        await post().set('Content-Type', 'text/plain').send('I decline'),
        await post().set('Content-Type', 'application/json').send('{"reason": '),
        await post().send({ reason: 42 }),
        await post().send({ reason: ['a', 'b'] }),
        await post().set('Content-Type', 'application/json').send('"just text"'),
        await post().set('Content-Type', 'application/x-www-form-urlencoded').send('reason=no'),
      ];
      expect(answers.map((a) => a.status)).toEqual([415, 400, 400, 400, 400, 415]);
      expect(answers[2].body).toMatchObject({ error: declineMessages.reasonNotText });
      for (const answer of answers) expect(answer.body).toMatchObject({ success: false });
      expect(await declinedEvents(proposalId)).toHaveLength(0);
    });

    it('should refuse a decline sent from another origin', async () => {
      const { agent } = await signUp(app.url);
      const { token, proposalId } = await shareThroughApi(agent);
      await newAgent(app.url)
        .post(declineUrl(token))
        .set('Origin', 'https://evil.example')
        .send({ reason: 'Forged' })
        .expect(403);
      expect(await declinedEvents(proposalId)).toHaveLength(0);
    });
  });
}
