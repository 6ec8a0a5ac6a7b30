import type { AiTeamMember, CallRecord } from '@vanilla/contracts';
import { joinTeam, newAgent, signUp } from '../testing/accounts-fixtures.js';
import type { Agent } from '../testing/accounts-fixtures.js';
import { createBody } from '../testing/receptionist-fixtures.js';
import { startSuiteApp } from '../testing/test-app.js';
import type { TestApp } from '../testing/test-app.js';
import { databaseKinds } from '../testing/test-database.js';

const teamOf = async (agent: Agent) => {
  const { body } = await agent.get('/api/ai-team').expect(200);
  expect(body.success).toBe(true);
  return body.members as AiTeamMember[];
};

const createReceptionist = async (agent: Agent, name: string) =>
  (
    await agent
      .post('/api/ai-receptionist/create-with-vapi')
      .send(createBody({ receptionistName: name, goals: ['Book appointments', 'Answer FAQs'] }))
      .expect(200)
  ).body.receptionist.id as string;

const simulateCall = async (agent: Agent, receptionistId: string, body: object = {}) =>
  (
    await agent
      .post('/api/calls/simulate')
      .send({ receptionistId, ...body })
      .expect(200)
  ).body.call_id as string;

// GET /api/ai-team on each database: every receptionist the caller sees, with the figures of the
// calls it answered, scoped like the receptionists themselves.
for (const kind of databaseKinds()) {
  describe(`AI team on ${kind}`, () => {
    let app: TestApp;

    beforeAll(async () => {
      app = await startSuiteApp(kind);
    });

    afterAll(async () => {
      await app.close();
    });

    it('should count answered calls, captured contacts and the last call per receptionist', async () => {
      const manager = await signUp(app.url);
      const ava = await createReceptionist(manager.agent, 'Ava');
      await app.runner.waitUntilCaughtUp();

      // Before any call: a member with no figures yet.
      expect(await teamOf(manager.agent)).toEqual([
        {
          id: ava,
          name: 'Ava',
          role: 'AI Receptionist',
          status: 'active',
          lastUtilized: null,
          jobsCompleted: 0,
          accuracy: null,
          notes: 'Book appointments, Answer FAQs',
        },
      ]);

      // Two callers who left their details, one who gave no name: 2 of 3 captured.
      await simulateCall(manager.agent, ava, { callerName: 'Dana Smith', goal: 'quote' });
      await simulateCall(manager.agent, ava, {
        callerName: 'Lee Park',
        callerPhone: '+15125550100',
        callerEmail: 'lee@example.com',
      });
      await simulateCall(manager.agent, ava, { callerName: '' });

      const member = await joinTeam(app.url, manager.agent);
      const max = await createReceptionist(member.agent, 'Max');
      await simulateCall(member.agent, max, { callerName: 'Sam Lee' });
      await app.runner.waitUntilCaughtUp();

      const calls = (await manager.agent.get('/api/calls').expect(200)).body.calls as CallRecord[];
      const latestOf = (id: string) =>
        calls
          .filter((call) => call.receptionist_id === id)
          .map((call) => call.started_at)
          .sort()
          .at(-1);

      expect(await teamOf(manager.agent)).toEqual([
        expect.objectContaining({
          id: ava,
          jobsCompleted: 3,
          accuracy: 67,
          lastUtilized: latestOf(ava),
        }),
        expect.objectContaining({
          id: max,
          name: 'Max',
          jobsCompleted: 1,
          accuracy: 100,
          lastUtilized: latestOf(max),
        }),
      ]);

      // A member sees the receptionists they set up; another company sees none of these.
      expect((await teamOf(member.agent)).map((row) => [row.id, row.jobsCompleted])).toEqual([
        [max, 1],
      ]);
      const outsider = await signUp(app.url);
      expect(await teamOf(outsider.agent)).toEqual([]);
    });

    it('should refuse a signed-out caller', async () => {
      await newAgent(app.url).get('/api/ai-team').expect(401);
    });
  });
}
