import { signVapiRequest } from './providers/webhook-verification.js';
import { readOrCreateVapiSecret } from '../system/index.js';
import { joinTeam, newAgent, signUp } from '../testing/accounts-fixtures.js';
import { createBody } from '../testing/receptionist-fixtures.js';
import type { Agent } from '../testing/accounts-fixtures.js';
import { collect, connectSocket } from '../testing/socket-client.js';
import { startSuiteApp } from '../testing/test-app.js';
import type { TestApp } from '../testing/test-app.js';
import { databaseKinds } from '../testing/test-database.js';

for (const kind of databaseKinds()) {
  describe(`receptionists API in test mode on ${kind}`, () => {
    let app: TestApp;

    beforeAll(async () => {
      app = await startSuiteApp(kind);
    });

    afterAll(async () => {
      await app.close();
    });

    it('should create a receptionist on the shared number with the spec defaults, edit and delete it', async () => {
      const { agent } = await signUp(app.url, { company_name: 'Arctic Comfort HVAC' });
      const created = await agent
        .post('/api/ai-receptionist/create-with-vapi')
        .send(createBody({ companyName: '  ', goals: [], tone: '' }))
        .expect(200);
      expect(created.body).toMatchObject({
        success: true,
        phone_number: '+14155550100',
        receptionist: {
          name: 'Ava',
          phone_number: '+14155550100',
          is_active: true,
          goals: ['General receptionist duties'],
          tone: 'Professional',
          greeting: 'Hello, this is Ava. How may I help you today?',
          follow_ups: '["Send a text summary"]',
          answer_timing: '["24/7"]',
          call_forwarding: '+14155550199',
          company_name: 'Arctic Comfort HVAC',
          twilio_sid: null,
          test_mode: true,
        },
      });
      const id = created.body.receptionist.id as string;
      expect(JSON.parse(created.body.receptionist.operating_hours)).toEqual({
        timezone: 'America/Los_Angeles',
        days: { monday: { open: '09:00', close: '17:00' } },
      });

      const list = await agent.get('/api/ai-receptionist/list').expect(200);
      expect(list.body.receptionists.map((r: { id: string }) => r.id)).toEqual([id]);

      // Renamed with the greeting the edit form loaded: still the default, so it follows the name.
      const renamed = await agent
        .put(`/api/ai-receptionist/${id}`)
        .send({ name: 'Bea', greeting: 'Hello, this is Ava. How may I help you today?' })
        .expect(200);
      expect(renamed.body.receptionist).toMatchObject({
        name: 'Bea',
        greeting: 'Hello, this is Bea. How may I help you today?',
      });

      const updated = await agent
        .put(`/api/ai-receptionist/${id}`)
        .send({
          name: 'Ava Two',
          companyName: 'Arctic Comfort',
          greeting: 'Thanks for calling Arctic Comfort.',
          tone: 'Friendly',
          goals: '["Answer questions","Book appointments"]',
          follow_ups: '[]',
          answer_timing: '["after-hours"]',
          call_forwarding: '',
          operating_hours: '{"timezone":"America/New_York","days":{}}',
          is_active: true,
        })
        .expect(200);
      expect(updated.body.receptionist).toMatchObject({
        name: 'Ava Two',
        phone_number: '+14155550100',
        goals: ['Answer questions', 'Book appointments'],
        call_forwarding: '',
        operating_hours: '{"timezone":"America/New_York","days":{}}',
      });

      await agent.delete(`/api/ai-receptionist/${id}`).expect(200);
      expect((await agent.get('/api/ai-receptionist/list').expect(200)).body.receptionists).toEqual(
        [],
      );
      await agent.get(`/api/ai-receptionist/${id}`).expect(404);
    });

    it('should refuse a bad receptionist with the spec messages and store nothing', async () => {
      const { agent } = await signUp(app.url);
      const cases: Array<[Record<string, unknown>, string]> = [
        [
          { phoneNumber: '41' },
          'Please enter a valid area code in the phone number field (e.g., 415).',
        ],
        [{ receptionistName: '  ' }, 'Please enter a name for your AI receptionist.'],
        [{ termsAgreed: false }, 'You must agree to the terms to continue.'],
        [
          { operatingHours: { timezone: 'Mars/Olympus', days: {} } },
          'Unknown timezone: Mars/Olympus',
        ],
        [{ callForwarding: '555-01' }, 'Call forwarding must be a 10-digit US phone number'],
      ];
      for (const [overrides, message] of cases) {
        const response = await agent
          .post('/api/ai-receptionist/create-with-vapi')
          .send(createBody(overrides))
          .expect(400);
        expect(response.body).toMatchObject({ success: false, error: message });
      }
      expect((await agent.get('/api/ai-receptionist/list').expect(200)).body.receptionists).toEqual(
        [],
      );
      await agent
        .post('/api/receptionist-feedback')
        .send({ email: 'x@example.com', feedback: ' ' })
        .expect(400);
      await agent
        .post('/api/receptionist-feedback')
        .send({ email: 'x@example.com', feedback: 'Great!', timestamp: new Date().toISOString() })
        .expect(200, { success: true });
    });

    it('should report test mode that cannot be left without provider credentials', async () => {
      const { agent } = await signUp(app.url);
      await agent
        .get('/api/system/test-mode-status')
        .expect(200, { success: true, testMode: true, canToggle: false, baseTestMode: true });
      await agent
        .get('/api/system/test-mode-status')
        .set('X-Test-Mode-Override', 'false')
        .expect(200, { success: true, testMode: true, canToggle: false, baseTestMode: true });
      await agent.post('/api/system/toggle-test-mode').send({ testMode: false }).expect(403);
    });

    it("should scope receptionists and calls to the caller's company and role", async () => {
      const manager = await signUp(app.url);
      const member = (await joinTeam(app.url, manager.agent)).agent;
      const colleague = (await joinTeam(app.url, manager.agent)).agent;
      const outsider = await signUp(app.url);
      const mine = (
        await member
          .post('/api/ai-receptionist/create-with-vapi')
          .send(createBody({ receptionistName: 'Member Line' }))
          .expect(200)
      ).body.receptionist.id as string;
      await manager.agent
        .post('/api/ai-receptionist/create-with-vapi')
        .send(createBody({ receptionistName: 'Office Line' }))
        .expect(200);
      const names = async (agent: Agent) =>
        (await agent.get('/api/ai-receptionist/list').expect(200)).body.receptionists
          .map((r: { name: string }) => r.name)
          .sort();
      expect(await names(manager.agent)).toEqual(['Member Line', 'Office Line']);
      expect(await names(member)).toEqual(['Member Line']);
      expect(await names(colleague)).toEqual([]);
      expect(await names(outsider.agent)).toEqual([]);

      const call = (
        await member.post('/api/calls/simulate').send({ receptionistId: mine }).expect(200)
      ).body.call_id as string;
      await app.runner.waitUntilCaughtUp();
      for (const caller of [outsider.agent, colleague]) {
        await caller.get(`/api/ai-receptionist/${mine}`).expect(404);
        await caller.put(`/api/ai-receptionist/${mine}`).send({ name: 'Taken' }).expect(404);
        await caller.delete(`/api/ai-receptionist/${mine}`).expect(404);
        await caller.get(`/api/calls/${call}`).expect(404);
        expect((await caller.get('/api/calls').expect(200)).body.calls).toEqual([]);
        await caller.post('/api/calls/simulate').send({ receptionistId: mine }).expect(404);
      }
      await manager.agent.get(`/api/calls/${call}`).expect(200);
      await member.get(`/api/calls/${call}`).expect(200);
      await newAgent(app.url).get('/api/calls').expect(401);
      await newAgent(app.url).get('/api/ai-receptionist/list').expect(401);
    });

    it('should show a simulated call live, tagged, and keep it once when its webhook repeats', async () => {
      const manager = await signUp(app.url);
      const receptionist = (
        await manager.agent
          .post('/api/ai-receptionist/create-with-vapi')
          .send(createBody())
          .expect(200)
      ).body.receptionist as { id: string; vapi_assistant_id: string };
      const socket = await connectSocket(app.url, {}, { Cookie: manager.cookie });
      const pushed = collect(socket, 'call.completed');
      try {
        const callId = (
          await manager.agent
            .post('/api/calls/simulate')
            .send({ callerName: 'Sam Lee', goal: 'quote' })
            .expect(200)
        ).body.call_id as string;
        const row = await pushed.waitFor((c) => c.id === callId && c.status === 'Completed');
        expect(row).toMatchObject({
          ai_receptionist: 'Ava',
          contact: 'Sam Lee',
          customer_name: 'Sam Lee',
          customer_email: 'jordan.rivera@example.com',
          direction: 'inbound',
          routed_to: 'ai',
        });
        expect(row.transcript.length).toBeGreaterThan(4);
        expect(row.transcript.find((line) => /quote/.test(line.text))?.tags).toContain('sale');
        expect(row.audio_url).toMatch(/\/voice-agents\/sample-call\.wav$/);

        const listed = (await manager.agent.get('/api/calls?limit=3').expect(200)).body.calls;
        expect(listed.map((c: { id: string }) => c.id)).toEqual([callId]);
        const detail = (await manager.agent.get(`/api/calls/${callId}`).expect(200)).body.call;
        expect(detail).toEqual(row);
      } finally {
        socket.close();
      }

      // The provider retries: five identical reports at once make one call.
      const secret = await readOrCreateVapiSecret(app.db);
      const report = JSON.stringify({
        message: {
          type: 'end-of-call-report',
          endedReason: 'customer-ended-call',
          startedAt: '2026-11-22T10:00:00.000Z',
          endedAt: '2026-11-22T10:01:00.000Z',
          call: {
            id: 'vapi-dup-1',
            assistantId: receptionist.vapi_assistant_id,
            customer: { number: '+15125550111' },
          },
          artifact: { messages: [{ role: 'user', message: 'Hello', secondsFromStart: 1 }] },
          analysis: { summary: 'Duplicate test.' },
        },
      });
      const deliver = () =>
        fetch(`${app.url}/webhooks/vapi`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...signVapiRequest(secret, report) },
          body: report,
        });
      const statuses = await Promise.all(Array.from({ length: 5 }, deliver));
      expect(statuses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      await app.runner.waitUntilCaughtUp();
      const all = (await manager.agent.get('/api/calls').expect(200)).body.calls as Array<{
        id: string;
      }>;
      expect(all.filter((c) => c.id === 'vapi-dup-1')).toHaveLength(1);
      const { rows } = await app.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM es_events WHERE stream_name = 'call-vapi-dup-1'`,
      );
      expect(rows[0].n).toBe(1);
    });

    it('should refuse a webhook without valid credentials and store nothing', async () => {
      const body = JSON.stringify({
        message: { type: 'end-of-call-report', call: { id: 'forged-1', assistantId: 'x' } },
      });
      const attempts: Array<Record<string, string>> = [
        {},
        { 'x-vapi-secret': 'wrong' },
        signVapiRequest('not-the-secret', body),
      ];
      for (const headers of attempts) {
        const response = await fetch(`${app.url}/webhooks/vapi`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body,
        });
        expect(response.status).toBe(403);
      }
      const twilio = await fetch(`${app.url}/webhooks/twilio/voice`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'CallSid=CA1&From=%2B15125550111&To=%2B14155550100',
      });
      expect(twilio.status).toBe(403);
      const { rows } = await app.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM es_events WHERE stream_name LIKE 'call-%' AND stream_name IN ('call-forged-1', 'call-CA1')`,
      );
      expect(rows[0].n).toBe(0);
    });

    it('should tell a visitor that test mode places no calls and simulate one for a signed-in user', async () => {
      const demo = {
        customerName: 'Riley',
        agentName: 'Ava',
        phone: '+15125550142',
        companyName: 'Riley Roofing',
        sector: 'roofing',
        goal: 'appointment',
      };
      const visitor = await newAgent(app.url).post('/api/request-call').send(demo).expect(503);
      expect(visitor.body.error).toMatch(
        /^This server runs in test mode and cannot place phone calls/,
      );
      await newAgent(app.url)
        .post('/api/request-call')
        .send({ ...demo, phone: '5125550142' })
        .expect(400)
        .expect(({ body }) =>
          expect(body.error).toBe('Please enter a valid 10-digit phone number.'),
        );

      const manager = await signUp(app.url);
      await manager.agent
        .post('/api/ai-receptionist/create-with-vapi')
        .send(createBody())
        .expect(200);
      await manager.agent
        .post('/api/request-call')
        .send(demo)
        .expect(200, { success: true, outcome: 'simulated' });
      await app.runner.waitUntilCaughtUp();
      const calls = (await manager.agent.get('/api/calls').expect(200)).body.calls;
      expect(calls).toHaveLength(1);
      expect(calls[0]).toMatchObject({ customer_name: 'Riley', phoneNumber: '+15125550142' });
    });
  });
}
