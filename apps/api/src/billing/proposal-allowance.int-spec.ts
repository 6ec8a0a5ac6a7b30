import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { proposalLimitMessage } from '@vanilla/contracts';
import { allowanceStreamName, monthOf, proposalStreamName } from '@vanilla/domain';
import type { ProposalGenerated } from '@vanilla/domain';
import { signUp } from '../testing/accounts-fixtures.js';
import { startTestApp } from '../testing/test-app.js';
import type { TestApp } from '../testing/test-app.js';
import {
  createScratchPostgresUrl,
  createTestDatabase,
  databaseKinds,
} from '../testing/test-database.js';

const form = {
  proposalName: 'Heat Pump',
  category: 'HVAC',
  clientName: 'Dana Smith',
  templateChoice: 'vanilla',
};

const completion = {
  id: 'chatcmpl-test',
  object: 'chat.completion',
  created: 1_795_000_000,
  model: 'proposal-model-1',
  choices: [
    {
      index: 0,
      message: {
        role: 'assistant',
        content: JSON.stringify({
          title: 'Your New Heat Pump',
          sections: [{ title: 'Executive Summary', content: 'A **heat pump** for Dana.' }],
        }),
        refusal: null,
      },
      logprobs: null,
      finish_reason: 'stop',
    },
  ],
  usage: { prompt_tokens: 800, completion_tokens: 600, total_tokens: 1400 },
};

// An OpenAI-compatible LLM that answers once `batch` requests wait: every generation of a batch
// has passed the early allowance check before any of them takes the allowance, so the instances
// really race for it.
const startGatedLlm = async () => {
  let batch = 1;
  const waiting: ServerResponse[] = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      waiting.push(res);
      if (waiting.length < batch) return;
      for (const response of waiting.splice(0)) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(completion));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    answerInBatchesOf: (size: number) => {
      batch = size;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

type Instances = { a: TestApp; b: TestApp; close(): Promise<void> };

// Two API instances on one database. On Postgres each has its own connections and projection
// runner (one leads, the other stands by); PGlite lives in one process, so there both use the same
// embedded database and only the first runs the projections.
const startTwoInstances = async (
  kind: 'pglite' | 'postgres',
  env: Record<string, string>,
): Promise<Instances> => {
  if (kind === 'postgres') {
    const scratch = await createScratchPostgresUrl();
    const a = await startTestApp({ databaseUrl: scratch.url, env });
    const b = await startTestApp({ databaseUrl: scratch.url, env });
    return {
      a,
      b,
      close: async () => {
        await b.close();
        await a.close();
        await scratch.drop();
      },
    };
  }
  const database = await createTestDatabase('pglite');
  // Each app closes its database when it stops: the shared one closes once, after both.
  const shared = { ...database.db, close: async () => undefined };
  const a = await startTestApp({ databaseUrl: null, database: shared, env });
  const b = await startTestApp({ databaseUrl: null, database: shared, env, runProjections: false });
  return {
    a,
    b,
    close: async () => {
      await b.close();
      await a.close();
      await database.drop();
    },
  };
};

for (const kind of databaseKinds()) {
  describe(`proposal allowance across two API instances on ${kind}`, () => {
    let llm: Awaited<ReturnType<typeof startGatedLlm>>;
    let instances: Instances;

    beforeAll(async () => {
      llm = await startGatedLlm();
      instances = await startTwoInstances(kind, { LLM_BASE_URL: llm.url, LLM_API_KEY: 'sk-test' });
    });

    afterAll(async () => {
      await instances?.close();
      await llm?.close();
    });

    it('should let exactly one of four concurrent generations through when one proposal of the month is left', async () => {
      const { a, b } = instances;
      const { agent, cookie, user } = await signUp(a.url);
      for (let i = 1; i <= 4; i += 1) {
        await agent.post('/api/generate-proposal').send(form).expect(201);
      }
      const onB = () => request(b.url).post('/api/generate-proposal').set('Cookie', cookie);

      llm.answerInBatchesOf(4);
      const results = await Promise.all([
        agent.post('/api/generate-proposal').send(form),
        onB().send(form),
        agent.post('/api/generate-proposal').send(form),
        onB().send(form),
      ]);

      llm.answerInBatchesOf(1);
      expect(results.map((r) => r.status).sort()).toEqual([201, 402, 402, 402]);
      for (const refused of results.filter((r) => r.status === 402)) {
        expect(refused.body).toEqual({ success: false, error: proposalLimitMessage('free') });
      }
      const counted = await a.store.readStream(allowanceStreamName(user.id, monthOf(new Date())));
      expect(counted.map((event) => event.type)).toEqual(
        Array.from({ length: 5 }, () => 'ProposalAllowanceUsed'),
      );
      const summary = (await agent.get('/api/payments/subscription').expect(200)).body;
      expect(summary.usage).toMatchObject({ proposals_generated: 5, proposal_limit: 5 });
    });

    it('should count the proposals of the month generated before allowances were in the log', async () => {
      const { a, b } = instances;
      const { agent, cookie, user } = await signUp(a.url);
      const { rows } = await a.db.query<{ company_id: string }>(
        'SELECT company_id FROM users WHERE id = $1',
        [user.id],
      );
      for (let i = 1; i <= 4; i += 1) {
        const proposalId = randomUUID();
        const generated: ProposalGenerated = {
          type: 'ProposalGenerated',
          data: {
            proposalId,
            companyId: rows[0].company_id,
            creatorId: user.id,
            source: 'form',
            templateChoice: 'vanilla',
            title: 'Heat Pump',
            generatedAt: new Date().toISOString(),
          },
        };
        await a.store.append(proposalStreamName(proposalId), [generated]);
      }
      await a.runner.waitUntilCaughtUp();

      await request(b.url)
        .post('/api/generate-proposal')
        .set('Cookie', cookie)
        .send(form)
        .expect(201);
      const refused = await agent.post('/api/generate-proposal').send(form);
      expect(refused.status).toBe(402);
      expect(refused.body).toEqual({ success: false, error: proposalLimitMessage('free') });
    });
  });
}
