import type {
  ContactRow,
  ContactTimelineEntry,
  JobRow,
  NoteRow,
  TransactionRow,
} from '@vanilla/contracts';
import { joinTeam, newAgent, signUp } from '../testing/accounts-fixtures.js';
import type { Agent } from '../testing/accounts-fixtures.js';
import { shareThroughApi, signThroughApi } from '../testing/proposal-fixtures.js';
import { createBody } from '../testing/receptionist-fixtures.js';
import { collect, connectSocket } from '../testing/socket-client.js';
import type { TestSocket } from '../testing/socket-client.js';
import { expectRebuildEqualsLive } from '../testing/rebuild.js';
import { startSuiteApp } from '../testing/test-app.js';
import type { TestApp } from '../testing/test-app.js';
import { databaseKinds } from '../testing/test-database.js';

const contactsOf = async (agent: Agent, query = '') =>
  (await agent.get(`/api/contacts${query}`).expect(200)).body.contacts as ContactRow[];

const contactOf = async (agent: Agent, id: string) =>
  (await agent.get(`/api/contacts/${id}`).expect(200)).body as {
    contact: ContactRow;
    timeline: ContactTimelineEntry[];
  };

const jobsOf = async (agent: Agent) =>
  (await agent.get('/api/jobs').expect(200)).body.jobs as JobRow[];

const step = async (agent: Agent, jobId: string, name: string, body: object = {}) =>
  (await agent.post(`/api/jobs/${jobId}/${name}`).send(body).expect(200)).body.job as JobRow;

// The pipeline from the first call to the payment, on each database: one person is one contact
// whatever told us of them (a call, a share, a signature), and their stage follows the log.
for (const kind of databaseKinds()) {
  describe(`pipeline on ${kind}`, () => {
    let app: TestApp;
    const sockets: TestSocket[] = [];

    beforeAll(async () => {
      app = await startSuiteApp(kind);
    });

    afterAll(async () => {
      for (const socket of sockets) socket.close();
      await app.close();
    });

    // A job's step reaches the contact through the contacts projection, which may lag the jobs'.
    const stageOf = async (agent: Agent) => {
      await app.runner.waitUntilCaughtUp();
      return (await contactsOf(agent))[0].status;
    };

    const simulateCall = async (agent: Agent, body: object) =>
      (await agent.post('/api/calls/simulate').send(body).expect(200)).body.call_id as string;

    it('should follow a caller from Lead to Paid as one contact, with the timeline in order', async () => {
      const manager = await signUp(app.url);
      const socket = await connectSocket(app.url, {}, { Cookie: manager.cookie });
      sockets.push(socket);
      const pushed = collect(socket, 'contact.updated');
      const { agent } = manager;
      await agent.post('/api/ai-receptionist/create-with-vapi').send(createBody()).expect(200);

      // A first call that asks for nothing: a lead, pushed to the open Clients page.
      const firstCall = await simulateCall(agent, {
        callerName: 'Dana Smith',
        callerPhone: '+15125550147',
        callerEmail: 'dana@example.com',
        goal: 'qualify',
      });
      await pushed.waitFor((row) => row.name === 'Dana Smith' && row.status === 'Lead');
      let [contact] = await contactsOf(agent);
      expect(contact).toMatchObject({
        name: 'Dana Smith',
        email: 'dana@example.com',
        phone: '+15125550147',
        status: 'Lead',
        source: 'call',
      });
      expect(pushed.received.at(-1)).toEqual(contact);

      // Calling again to book a visit: a request.
      await simulateCall(agent, {
        callerName: 'Dana Smith',
        callerPhone: '+15125550147',
        goal: 'appointment',
      });
      await app.runner.waitUntilCaughtUp();
      [contact] = await contactsOf(agent);
      expect(contact.status).toBe('Request');
      expect(contact.tags).toEqual(expect.arrayContaining(['appointment']));
      expect(contact.tags).not.toContain('greeting');

      // The proposal shared with the same email, then signed: still one contact.
      const { token, proposalId } = await shareThroughApi(agent);
      await app.runner.waitUntilCaughtUp();
      expect((await contactsOf(agent)).map((row) => [row.id, row.status])).toEqual([
        [contact.id, 'Proposal Sent'],
      ]);
      // Opened twice on the way: one timeline entry that counts.
      for (let i = 0; i < 2; i += 1) {
        await newAgent(app.url).post('/api/track-proposal-view').send({ token }).expect(200);
      }
      await signThroughApi(app.url, token, { name: 'Dana Smith', email: 'dana@example.com' });
      await app.runner.waitUntilCaughtUp();
      expect(await stageOf(agent)).toBe('Proposal Completed');

      // The signature opened a job to be scheduled, for that contact.
      const [job] = await jobsOf(agent);
      expect(job).toMatchObject({
        id: proposalId,
        proposal_id: `PROP-${token.slice(0, 8)}`,
        contact_id: contact.id,
        client: 'Dana Smith',
        status: 'unscheduled',
        invoice_status: '-',
      });
      expect(job.amount).toBeGreaterThan(0);
      await agent.post(`/api/jobs/${job.id}/start`).send({}).expect(409);

      expect(await step(agent, job.id, 'schedule', { date: '2026-12-03' })).toMatchObject({
        status: 'scheduled',
        scheduled_date: '2026-12-03',
        team_member_id: manager.user.id,
      });
      expect(await stageOf(agent)).toBe('Job Assigned');
      await step(agent, job.id, 'start');
      await step(agent, job.id, 'complete');
      expect(await stageOf(agent)).toBe('Job Completed');
      const invoiced = await step(agent, job.id, 'invoice', { amount: 1000 });
      expect(invoiced).toMatchObject({ status: 'invoiced', invoice_status: 'pending' });

      // More than is owed is refused; two payments settle it.
      const tooMuch = await agent
        .post(`/api/jobs/${job.id}/payments`)
        .send({ amount: 1000.01, date: '2026-12-10', method: 'card' })
        .expect(400);
      expect(tooMuch.body.error).toBe('The payment is more than the $1000.00 still owed.');
      await step(agent, job.id, 'payments', { amount: 400, date: '2026-12-10', method: 'check' });
      expect(await stageOf(agent)).toBe('Job Completed');
      // The same payment retried with its id is recorded once.
      const settle = { amount: 600, date: '2026-12-12', method: 'card', paymentId: 'pay-12345678' };
      await step(agent, job.id, 'payments', settle);
      const paid = await step(agent, job.id, 'payments', settle);
      expect(paid).toMatchObject({ invoice_status: 'paid', paid_amount: 1000 });
      expect(await stageOf(agent)).toBe('Paid');

      const transactions = (await agent.get('/api/transactions').expect(200)).body
        .transactions as TransactionRow[];
      expect(
        transactions.map((row) => [row.type, row.amount, row.date, row.status, row.client]),
      ).toEqual([
        ['received', 600, '2026-12-12', 'completed', 'Dana Smith'],
        ['received', 400, '2026-12-10', 'completed', 'Dana Smith'],
        ['sent', 1000, expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), 'completed', 'Dana Smith'],
      ]);
      const received = (await agent.get('/api/transactions?type=received').expect(200)).body
        .transactions as TransactionRow[];
      expect(received).toHaveLength(2);

      // The call's summary is an AI note about the client; a text note joins the timeline.
      const notes = (await agent.get('/api/notes').expect(200)).body.notes as NoteRow[];
      expect(notes.filter((note) => note.type === 'ai')).toHaveLength(2);
      expect(notes.find((note) => note.call_id === firstCall)?.linkedTo).toEqual({
        type: 'client',
        id: contact.id,
        name: 'Dana Smith',
      });
      const written = (
        await agent
          .post('/api/notes')
          .send({ content: 'Gate code 4411', linkedTo: { type: 'client', id: contact.id } })
          .expect(200)
      ).body.note as NoteRow;
      expect(written).toMatchObject({ type: 'text', content: 'Gate code 4411' });

      await app.runner.waitUntilCaughtUp();
      const { timeline } = await contactOf(agent, contact.id);
      const kinds = timeline.map((entry) => entry.kind);
      expect(kinds.slice(0, 9)).toEqual([
        'note',
        'payment',
        'payment',
        'job_invoiced',
        'job_completed',
        'job_started',
        'job_scheduled',
        'proposal_signed',
        'proposal_viewed',
      ]);
      expect(kinds.slice(9)).toEqual(['proposal_sent', 'call', 'call']);
      expect(timeline.find((entry) => entry.kind === 'proposal_viewed')).toMatchObject({
        title: 'Proposal opened: Heat Pump Proposal',
        detail: 'Opened 2 times',
        ref: { type: 'proposal', id: token },
      });
      expect(timeline.find((entry) => entry.kind === 'job_scheduled')).toMatchObject({
        title: 'Job scheduled for Dec 3, 2026',
        ref: { type: 'job', id: job.id },
      });
      expect(timeline.find((entry) => entry.kind === 'proposal_sent')?.ref).toEqual({
        type: 'proposal',
        id: token,
      });

      await agent.delete(`/api/notes/${written.id}`).expect(200);
      await agent.delete(`/api/notes/${written.id}`).expect(404);
      await app.runner.waitUntilCaughtUp();
      expect((await contactOf(agent, contact.id)).timeline[0].kind).toBe('payment');
    });

    it('should add, refuse doubles, import, tag and merge contacts', async () => {
      const { agent } = await signUp(app.url);
      const added = (
        await agent
          .post('/api/contacts')
          .send({ name: 'Lee Park', phone: '(512) 555-0101', tags: ['Roof', 'roof', ' VIP '] })
          .expect(200)
      ).body.contact as ContactRow;
      expect(added).toMatchObject({
        name: 'Lee Park',
        phone: '+15125550101',
        status: 'Lead',
        source: 'manual',
        tags: ['Roof', 'VIP'],
      });
      const twice = await agent
        .post('/api/contacts')
        .send({ name: 'Lee P.', phone: '+1 512 555 0101' })
        .expect(409);
      expect(twice.body.error).toBe('A contact with this phone number or email already exists.');
      for (const body of [{}, { name: 'No Way' }, { name: 'Bad', phone: '12' }]) {
        await agent.post('/api/contacts').send(body).expect(400);
      }

      const imported = (
        await agent
          .post('/api/contacts/import')
          .send({
            rows: [
              { name: 'Kim Ode', email: 'KIM@example.com', tags: 'Solar; lead' },
              { name: 'Kim again', email: 'kim@example.com' },
              { name: 'Lee Again', phone: '512-555-0101' },
              { name: '', email: 'nobody@example.com' },
              { name: 'L. Park', email: 'lee@example.com' },
            ],
          })
          .expect(200)
      ).body;
      expect(imported).toMatchObject({
        imported: 2,
        matched: 2,
        skipped: [{ row: 4, reason: 'Please enter the contact’s name.' }],
      });
      const all = await contactsOf(agent);
      expect(all.map((row) => row.name).sort()).toEqual(['Kim Ode', 'L. Park', 'Lee Park']);
      expect(await contactsOf(agent, '?q=kim&status=Lead')).toHaveLength(1);
      expect(await contactsOf(agent, '?status=Paid')).toHaveLength(0);
      expect(await contactsOf(agent, '?tag=Solar')).toHaveLength(1);
      await agent.get('/api/contacts?status=Nope').expect(400);

      const tagged = (
        await agent
          .put(`/api/contacts/${added.id}/tags`)
          .send({ tags: ['Roof', 'Repeat'] })
          .expect(200)
      ).body.contact as ContactRow;
      expect(tagged.tags).toEqual(['Roof', 'Repeat']);

      // Two halves of one person: the survivor keeps both ways to reach them, and the merged
      // contact's id still finds the survivor.
      const other = all.find((row) => row.name === 'L. Park')!;
      const merged = (
        await agent
          .post(`/api/contacts/${added.id}/merge`)
          .send({ contactId: other.id })
          .expect(200)
      ).body.contact as ContactRow;
      expect(merged).toMatchObject({
        id: added.id,
        phone: '+15125550101',
        email: 'lee@example.com',
      });
      expect((await contactOf(agent, other.id)).contact.id).toBe(added.id);
      expect(await contactsOf(agent)).toHaveLength(2);
      await agent.post(`/api/contacts/${added.id}/merge`).send({ contactId: added.id }).expect(400);
    });

    it('should open a job by hand for a contact and keep notes with their recordings', async () => {
      const { agent } = await signUp(app.url);
      const contact = (
        await agent
          .post('/api/contacts')
          .send({ name: 'Ana Ruiz', email: 'ana@example.com' })
          .expect(200)
      ).body.contact as ContactRow;
      const job = (
        await agent
          .post('/api/jobs')
          .send({
            contactId: contact.id,
            service: 'Gutter cleaning',
            amount: 250,
            scheduledDate: '2026-12-01',
          })
          .expect(200)
      ).body.job as JobRow;
      expect(job).toMatchObject({
        client: 'Ana Ruiz',
        contact_id: contact.id,
        proposal_id: '',
        status: 'scheduled',
        amount: 250,
      });
      await app.runner.waitUntilCaughtUp();
      expect((await contactOf(agent, contact.id)).contact.status).toBe('Job Assigned');
      await agent.post('/api/jobs').send({ service: 'Nobody', amount: 10 }).expect(400);
      await agent.post('/api/jobs').send({ client: 'X', service: 'Y', amount: -1 }).expect(400);
      await agent.post(`/api/jobs/${job.id}/schedule`).send({ date: '2026-13-01' }).expect(400);

      // A recording is kept as sent and played back; anything that is not audio is refused.
      const ogg = Buffer.concat([Buffer.from('OggS'), Buffer.alloc(60, 1)]);
      const voice = (
        await agent
          .post('/api/notes')
          .send({ audio: `data:audio/ogg;base64,${ogg.toString('base64')}`, durationSeconds: 4 })
          .expect(200)
      ).body.note as NoteRow;
      expect(voice).toMatchObject({ type: 'voice', duration_seconds: 4 });
      const audio = await agent.get(voice.audio_url!).expect(200);
      expect(audio.headers['content-type']).toBe('audio/ogg');
      expect(Buffer.from(audio.body as Buffer).equals(ogg)).toBe(true);
      await agent
        .post('/api/notes')
        .send({ audio: `data:audio/ogg;base64,${Buffer.from('<html></html>').toString('base64')}` })
        .expect(400);
      await agent.post('/api/notes').send({ content: '   ' }).expect(400);
      const typed = (await agent.get('/api/notes?type=voice').expect(200)).body.notes as NoteRow[];
      expect(typed.map((note) => note.id)).toEqual([voice.id]);
    });

    it('should keep a proposal written for a contact on that contact, whatever its email', async () => {
      const { agent } = await signUp(app.url);
      const outsider = await signUp(app.url);
      const caller = (
        await agent
          .post('/api/contacts')
          .send({ name: 'Max Byrne', phone: '5125550142' })
          .expect(200)
      ).body.contact as ContactRow;
      const foreign = (
        await outsider.agent
          .post('/api/contacts')
          .send({ name: 'Not Yours', phone: '5125550143' })
          .expect(200)
      ).body.contact as ContactRow;
      const share = (contactId: string, clientEmail: string) =>
        agent
          .post('/api/share-proposal')
          .send({
            proposalContent: '# Boiler Replacement\n\n## Investment\n$7,900',
            clientName: 'Max Byrne',
            clientEmail,
            contactId,
          })
          .expect(201);
      await share(caller.id, 'max@example.com');
      // Another company's contact id names nothing here: the client is found by email.
      await share(foreign.id, 'someone@example.com');
      await app.runner.waitUntilCaughtUp();
      const contacts = await contactsOf(agent);
      expect(contacts.map((row) => [row.name, row.email, row.status]).sort()).toEqual([
        ['Max Byrne', 'max@example.com', 'Proposal Sent'],
        ['Max Byrne', 'someone@example.com', 'Proposal Sent'],
      ]);
      expect(contacts.find((row) => row.email === 'max@example.com')?.id).toBe(caller.id);
      expect((await contactsOf(outsider.agent))[0]).toMatchObject({
        id: foreign.id,
        status: 'Lead',
      });
      await agent
        .post('/api/share-proposal')
        .send({ proposalContent: '# X', contactId: 'bad id!' })
        .expect(400);

      // A caller known by phone only: the proposal finds them by the phone the wizard holds.
      const phoneOnly = (
        await agent.post('/api/contacts').send({ name: 'Ron Ito', phone: '5125550144' }).expect(200)
      ).body.contact as ContactRow;
      await agent
        .post('/api/share-proposal')
        .send({
          proposalContent: '# Water Heater\n\n## Investment\n$2,100',
          clientName: 'Ron Ito',
          clientEmail: 'ron@example.com',
          clientPhone: '(512) 555-0144',
        })
        .expect(201);
      await app.runner.waitUntilCaughtUp();
      expect((await contactOf(agent, phoneOnly.id)).contact).toMatchObject({
        email: 'ron@example.com',
        status: 'Proposal Sent',
      });
    });

    it('should make one contact and one payment of requests repeated at once', async () => {
      const { agent } = await signUp(app.url);
      const adds = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          agent.post('/api/contacts').send({ name: `Same ${i}`, email: 'same@example.com' }),
        ),
      );
      expect(adds.every((response) => [200, 409].includes(response.status))).toBe(true);
      await app.runner.waitUntilCaughtUp();
      const contacts = await contactsOf(agent);
      expect(contacts).toHaveLength(1);
      for (const response of adds.filter((r) => r.status === 200)) {
        expect((response.body.contact as ContactRow).id).toBe(contacts[0].id);
      }

      const job = (
        await agent
          .post('/api/jobs')
          .send({
            client: 'Pat Doe',
            service: 'Panel upgrade',
            amount: 900,
            scheduledDate: '2026-12-02',
          })
          .expect(200)
      ).body.job as JobRow;
      await step(agent, job.id, 'complete');
      await step(agent, job.id, 'invoice');
      const payment = {
        amount: 300,
        date: '2026-12-05',
        method: 'cash',
        paymentId: 'same-payment-1',
      };
      const paid = await Promise.all(
        Array.from({ length: 5 }, () => agent.post(`/api/jobs/${job.id}/payments`).send(payment)),
      );
      expect(paid.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
      const received = (await agent.get('/api/transactions?type=received').expect(200)).body
        .transactions as TransactionRow[];
      expect(received.map((row) => row.amount)).toEqual([300]);
      expect((await jobsOf(agent))[0]).toMatchObject({
        paid_amount: 300,
        invoice_status: 'pending',
      });
    });

    it('should show another company nothing, and a member only their own', async () => {
      const manager = await signUp(app.url);
      const contact = (
        await manager.agent
          .post('/api/contacts')
          .send({ name: 'Private', email: 'p@example.com' })
          .expect(200)
      ).body.contact as ContactRow;
      const job = (
        await manager.agent
          .post('/api/jobs')
          .send({ contactId: contact.id, service: 'Secret job', amount: 100 })
          .expect(200)
      ).body.job as JobRow;
      const note = (
        await manager.agent.post('/api/notes').send({ content: 'Private note' }).expect(200)
      ).body.note as NoteRow;

      const outsider = await signUp(app.url);
      const member = await joinTeam(app.url, manager.agent);
      for (const { agent } of [outsider, member]) {
        expect(await contactsOf(agent)).toEqual([]);
        expect(await jobsOf(agent)).toEqual([]);
        expect((await agent.get('/api/notes').expect(200)).body.notes).toEqual([]);
        await agent.get(`/api/contacts/${contact.id}`).expect(404);
        await agent
          .put(`/api/contacts/${contact.id}/tags`)
          .send({ tags: ['x'] })
          .expect(404);
        await agent.post(`/api/jobs/${job.id}/schedule`).send({ date: '2026-12-01' }).expect(404);
        await agent.delete(`/api/notes/${note.id}`).expect(404);
        await agent.get(`/api/notes?contactId=${contact.id}`).expect(404);
        await agent
          .post('/api/notes')
          .send({ content: 'x', linkedTo: { type: 'client', id: contact.id } })
          .expect(404);
        await agent
          .post('/api/jobs')
          .send({ contactId: contact.id, service: 'x', amount: 1 })
          .expect(404);
      }
      await member.agent
        .post(`/api/contacts/${contact.id}/merge`)
        .send({ contactId: contact.id })
        .expect(403);
      // The member's own contact is theirs to see; the manager sees it too.
      const own = (
        await member.agent
          .post('/api/contacts')
          .send({ name: 'Mine', phone: '5125550177' })
          .expect(200)
      ).body.contact as ContactRow;
      expect((await contactsOf(member.agent)).map((row) => row.id)).toEqual([own.id]);
      expect((await contactsOf(manager.agent)).map((row) => row.id)).toContain(own.id);
      await manager.agent.get('/api/contacts').expect(200);
      await outsider.agent.get(`/api/contacts/${own.id}`).expect(404);
    });

    // Last: the pipeline's read models are what a replay of the log makes, nothing parked.
    it('should rebuild contacts, jobs and notes equal to the live ones', async () => {
      const [contacts] = await expectRebuildEqualsLive(
        app,
        ['contacts', 'jobs', 'notes'],
        [
          'contacts',
          'contact_keys',
          'contact_links',
          'contact_timeline',
          'jobs',
          'transactions',
          'notes',
        ],
      );
      expect(contacts.length).toBeGreaterThan(5);
    });
  });
}
