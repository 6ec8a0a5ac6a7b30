import { depositMessages } from '@vanilla/contracts';
import { newAgent, signUp } from '../testing/accounts-fixtures.js';
import type { Agent } from '../testing/accounts-fixtures.js';
import { heatPumpContent, signingBody } from '../testing/proposal-fixtures.js';
import { startSuiteApp } from '../testing/test-app.js';
import type { TestApp } from '../testing/test-app.js';
import { databaseKinds } from '../testing/test-database.js';

const priceOptions = [
  { id: 'basic', name: 'Basic', price: 12_400, description: '', recommended: false },
  { id: 'standard', name: 'Standard', price: 15_900, description: '', recommended: true },
];
const addOns = [{ id: 'parts', name: 'Extended Parts Protection', price: 800.5 }];

for (const kind of databaseKinds()) {
  describe(`deposit terms on a shared proposal on ${kind}`, () => {
    let app: TestApp;

    beforeAll(async () => {
      app = await startSuiteApp(kind);
    });

    afterAll(async () => {
      await app.close();
    });

    const share = (agent: Agent, extra: Record<string, unknown>) =>
      agent.post('/api/share-proposal').send({
        proposalContent: heatPumpContent,
        clientName: 'Dana Smith',
        clientEmail: 'dana@example.com',
        ...extra,
      });

    it('should ask the percent of the recommended option, then of the chosen total when signed', async () => {
      const { agent } = await signUp(app.url);
      const { token } = (
        await share(agent, { priceOptions, addOns, deposit: { percent: 20 } }).expect(201)
      ).body;
      const client = newAgent(app.url);
      expect((await client.get(`/api/proposal/${token}`).expect(200)).body.deposit).toEqual({
        percent: 20,
        amount: null,
        due: 3_180,
        paid: false,
        paid_at: null,
        offered: false,
      });

      await client
        .post('/api/track-proposal-view')
        .send({ ...signingBody(token), optionId: 'basic', addOnIds: ['parts'] })
        .expect(200);
      const page = (await client.get(`/api/proposal/${token}`).expect(200)).body;
      expect(page.chosen.total).toBe(13_200.5);
      expect(page.deposit).toMatchObject({ percent: 20, due: 2_640.1, paid: false });

      const history = (await agent.get(`/api/proposals/${token}/history`).expect(200)).body;
      expect(history.events[0].data.deposit).toEqual({ percent: 20 });
    });

    it('should ask a fixed amount of the value, and record only the named field, when the share gives an amount', async () => {
      const { agent } = await signUp(app.url);
      const { token } = (
        await share(agent, { value: 9_000, deposit: { amount: 1_500.25, percent: null } }).expect(
          201,
        )
      ).body;
      const page = (await newAgent(app.url).get(`/api/proposal/${token}`).expect(200)).body;
      expect(page.deposit).toEqual({
        percent: null,
        amount: 1_500.25,
        due: 1_500.25,
        paid: false,
        paid_at: null,
        offered: false,
      });
      const history = (await agent.get(`/api/proposals/${token}/history`).expect(200)).body;
      expect(history.events[0].data.deposit).toEqual({ amount: 1_500.25 });
    });

    it('should answer no deposit when the share asks for none', async () => {
      const { agent } = await signUp(app.url);
      const { token } = (await share(agent, {}).expect(201)).body;
      const page = (await newAgent(app.url).get(`/api/proposal/${token}`).expect(200)).body;
      expect(page.deposit).toBeNull();
    });

    it('should refuse deposit terms that are not one valid percent or amount, sharing nothing', async () => {
      const { agent } = await signUp(app.url);
      const refusals: Array<[unknown, string]> = [
        [{}, depositMessages.shape],
        [{ percent: 20, amount: 100 }, depositMessages.shape],
        ['20%', depositMessages.shape],
        [{ percent: 0 }, depositMessages.percent],
        [{ percent: 150 }, depositMessages.percent],
        [{ percent: 12.5 }, depositMessages.percent],
        [{ amount: 0 }, depositMessages.amount],
        [{ amount: '500' }, depositMessages.amount],
        [{ amount: 10.001 }, depositMessages.amount],
      ];
      for (const [deposit, error] of refusals) {
        const answer = await share(agent, { deposit }).expect(400);
        expect(answer.body).toMatchObject({ success: false, error });
      }
      await app.runner.waitUntilCaughtUp();
      expect((await agent.get('/api/dashboard').expect(200)).body.proposals).toEqual([]);
    });
  });
}
