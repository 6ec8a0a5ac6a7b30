import { newAgent, signUp } from '../../testing/accounts-fixtures.js';
import { shareThroughApi } from '../../testing/proposal-fixtures.js';
import { createBody } from '../../testing/receptionist-fixtures.js';
import { collect, connectSocket } from '../../testing/socket-client.js';
import type { TestSocket } from '../../testing/socket-client.js';
import {
  deliverStripeEvent,
  stripeEvent,
  subscriptionObject,
} from '../../testing/stripe-fixtures.js';
import { startSuiteApp } from '../../testing/test-app.js';
import type { TestApp } from '../../testing/test-app.js';
import { databaseKinds } from '../../testing/test-database.js';

const WEBHOOK_SECRET = 'whsec_pushed_rows_secret';
const PRO_PRICE = 'price_pro_pushed_rows';

// DESIGN §7: a socket push is the very row its REST endpoint serves, so the web's cache patch is a
// replace. Each push is compared, once the projections have caught up, with what GET returns.
for (const kind of databaseKinds()) {
  describe(`pushed rows on ${kind}`, () => {
    let app: TestApp;
    const sockets: TestSocket[] = [];

    beforeAll(async () => {
      app = await startSuiteApp(kind, {
        env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_PRICE_PRO: PRO_PRICE },
      });
    });

    afterAll(async () => {
      for (const socket of sockets) socket.close();
      await app.close();
    });

    const signedInSocket = async () => {
      const account = await signUp(app.url);
      const socket = await connectSocket(app.url, {}, { Cookie: account.cookie });
      sockets.push(socket);
      return { ...account, socket };
    };

    it('should push a proposal as GET /api/dashboard lists it, and nothing for a draft', async () => {
      const { agent, socket } = await signedInSocket();
      const pushed = collect(socket, 'proposal.updated');
      await agent
        .post('/api/generate-proposal')
        .send({
          proposalName: 'Heat Pump',
          category: 'HVAC',
          clientName: 'Dana Smith',
          templateChoice: 'vanilla',
        })
        .expect(201);
      const { proposalId } = await shareThroughApi(agent);
      await pushed.waitFor((row) => row.proposal_id === proposalId);
      await app.runner.waitUntilCaughtUp();

      const listed = (await agent.get('/api/dashboard').expect(200)).body.proposals as unknown[];
      expect(listed).toHaveLength(1);
      expect(pushed.received.at(-1)).toEqual(listed[0]);
      // The draft written first never reached the list, so it was never pushed.
      expect(pushed.received.every((row) => row.proposal_id === proposalId)).toBe(true);
    });

    it('should list exactly what it pushed when text, amounts and counts are awkward', async () => {
      const { agent, socket } = await signedInSocket();
      const pushed = collect(socket, 'proposal.updated');
      const { token, proposalId } = (
        await agent
          .post('/api/share-proposal')
          .send({
            proposalContent:
              '# The \u201cQuiet\u201d heat pump \u2014 \u00f1 \\ "quoted" \u2028 \ud83d\ude00\n\nBody.',
            clientName: 'Zo\u00eb O\u2019Brien <b>',
            clientAddress: '12 Rue de l\u2019\u00c9glise\tApt 3',
            companyName: 'Cool Air HVAC',
            keySellingPoints: {
              price: '$12,499.95',
              whyChooseUs: '',
              testimonials: '',
              warrantyInfo: '',
            },
          })
          .expect(201)
      ).body as { token: string; proposalId: string };
      // A client opening the link (the company's own people do not count as views).
      await newAgent(app.url).post('/api/track-proposal-view').send({ token }).expect(200);
      await pushed.waitFor((row) => row.proposal_id === proposalId && row.view_count === 1);
      await app.runner.waitUntilCaughtUp();

      const listed = (await agent.get('/api/dashboard').expect(200)).body.proposals as unknown[];
      expect(listed).toEqual([
        pushed.received.filter((row) => row.proposal_id === proposalId).at(-1),
      ]);
      expect(listed[0]).toMatchObject({ value: 12499.95, engagement: 20, status: 'viewed' });
    });

    it('should push a call as GET /api/calls lists it', async () => {
      const { agent, socket } = await signedInSocket();
      const pushed = collect(socket, 'call.updated');
      await agent.post('/api/ai-receptionist/create-with-vapi').send(createBody()).expect(200);
      const callId = (
        await agent.post('/api/calls/simulate').send({ callerName: 'Sam Lee' }).expect(200)
      ).body.call_id as string;
      await pushed.waitFor((row) => row.id === callId && row.status === 'Completed');
      await app.runner.waitUntilCaughtUp();

      const listed = (await agent.get('/api/calls').expect(200)).body.calls as unknown[];
      expect(listed).toHaveLength(1);
      expect(pushed.received.filter((row) => row.id === callId).at(-1)).toEqual(listed[0]);
    });

    it('should push a receptionist as GET /api/ai-receptionist/list lists it, and its deletion', async () => {
      const { agent, socket } = await signedInSocket();
      const updated = collect(socket, 'receptionist.updated');
      const deleted = collect(socket, 'receptionist.deleted');
      const id = (
        await agent.post('/api/ai-receptionist/create-with-vapi').send(createBody()).expect(200)
      ).body.receptionist.id as string;
      await agent.put(`/api/ai-receptionist/${id}`).send({ name: 'Bea' }).expect(200);
      await updated.waitFor((row) => row.id === id && row.name === 'Bea');
      await app.runner.waitUntilCaughtUp();

      const listed = (await agent.get('/api/ai-receptionist/list').expect(200)).body
        .receptionists as unknown[];
      expect(listed).toHaveLength(1);
      expect(updated.received.at(-1)).toEqual(listed[0]);

      await agent.delete(`/api/ai-receptionist/${id}`).expect(200);
      await expect(deleted.waitFor((row) => row.id === id)).resolves.toEqual(listed[0]);
    });

    it('should push the plan as GET /api/payments/subscription returns it when Stripe changes it', async () => {
      const { agent, user, socket } = await signedInSocket();
      const pushed = collect(socket, 'subscription.updated');
      const payload = stripeEvent(
        'customer.subscription.created',
        subscriptionObject(user.id, PRO_PRICE, { status: 'active' }),
      );
      const delivered = await deliverStripeEvent(app.url, payload, WEBHOOK_SECRET);
      expect(delivered.status).toBe(200);
      const row = await pushed.waitFor((summary) => summary.tier === 'pro');
      await app.runner.waitUntilCaughtUp();

      expect(row).toEqual((await agent.get('/api/payments/subscription').expect(200)).body);
    });

    it('should push contacts, jobs, transactions and notes as their GET endpoints list them', async () => {
      const { agent, socket } = await signedInSocket();
      const contacts = collect(socket, 'contact.updated');
      const mergedAway = collect(socket, 'contact.deleted');
      const jobs = collect(socket, 'job.updated');
      const transactions = collect(socket, 'transaction.updated');
      const notes = collect(socket, 'note.updated');
      const deletedNotes = collect(socket, 'note.deleted');
      const add = async (body: object) =>
        (await agent.post('/api/contacts').send(body).expect(200)).body.contact as { id: string };
      const contact = await add({ name: 'Ivy Chen', email: 'ivy@example.com', tags: ['Solar'] });
      const other = await add({ name: 'I. Chen', phone: '5125550123' });
      const lastListed = async () =>
        (await agent.get('/api/contacts').expect(200)).body.contacts as Array<{ id: string }>;
      const before = (await lastListed()).find((row) => row.id === other.id);
      await agent
        .post(`/api/contacts/${contact.id}/merge`)
        .send({ contactId: other.id })
        .expect(200);
      const job = (
        await agent
          .post('/api/jobs')
          .send({
            contactId: contact.id,
            service: 'Solar install',
            amount: 800,
            scheduledDate: '2026-12-04',
          })
          .expect(200)
      ).body.job as { id: string };
      await agent.post(`/api/jobs/${job.id}/complete`).send({}).expect(200);
      await agent.post(`/api/jobs/${job.id}/invoice`).send({}).expect(200);
      await agent
        .post(`/api/jobs/${job.id}/payments`)
        .send({ amount: 800, date: '2026-12-06', method: 'card' })
        .expect(200);
      const note = (
        await agent
          .post('/api/notes')
          .send({ content: 'Call back Friday', linkedTo: { type: 'client', id: contact.id } })
          .expect(200)
      ).body.note as { id: string };
      await app.runner.waitUntilCaughtUp();
      await contacts.waitFor((row) => row.id === contact.id && row.status === 'Paid');
      await transactions.waitFor((row) => row.type === 'sent' && row.status === 'completed');
      await notes.waitFor((row) => row.id === note.id);

      const [listedContact] = await lastListed();
      expect(contacts.received.filter((row) => row.id === contact.id).at(-1)).toEqual(
        listedContact,
      );
      expect(await mergedAway.waitFor((row) => row.id === other.id)).toEqual(before);
      const [listedJob] = (await agent.get('/api/jobs').expect(200)).body.jobs as unknown[];
      expect(jobs.received.at(-1)).toEqual(listedJob);
      const listedTransactions = (await agent.get('/api/transactions').expect(200)).body
        .transactions as Array<{ id: string }>;
      expect(listedTransactions).toHaveLength(2);
      for (const row of listedTransactions) {
        expect(transactions.received.filter((pushed) => pushed.id === row.id).at(-1)).toEqual(row);
      }
      const [listedNote] = (await agent.get('/api/notes').expect(200)).body.notes as unknown[];
      expect(notes.received.at(-1)).toEqual(listedNote);
      await agent.delete(`/api/notes/${note.id}`).expect(200);
      await expect(deletedNotes.waitFor((row) => row.id === note.id)).resolves.toEqual(listedNote);
    });
  });
}
