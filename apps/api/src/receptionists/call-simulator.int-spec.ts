import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signUp } from '../testing/accounts-fixtures.js';
import { createBody } from '../testing/receptionist-fixtures.js';
import { closeOnce } from '../testing/suite-resources.js';
import { startSuiteApp } from '../testing/test-app.js';
import type { TestApp } from '../testing/test-app.js';

// Plain http: the suite's client talks http, and an https base would make its cookies Secure.
const PUBLIC_BASE_URL = 'http://app.vanilla.test';

// A service inside the network that no request of ours should ever reach.
const startInternalService = async () => {
  const hits: string[] = [];
  const server = createServer((request, response) => {
    hits.push(`${request.method} ${request.url}`);
    response.end('internal');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const close = closeOnce(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { host: `127.0.0.1:${(server.address() as AddressInfo).port}`, hits, close };
};

describe('the call simulator and the Host header', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startSuiteApp('pglite', { env: { PUBLIC_BASE_URL } });
  });

  afterAll(() => app?.close());

  it('should post to itself and link the recording under PUBLIC_BASE_URL whatever Host a caller sends', async () => {
    const internal = await startInternalService();
    try {
      const { agent } = await signUp(app.url);
      await agent.post('/api/ai-receptionist/create-with-vapi').send(createBody()).expect(200);

      const simulated = await agent
        .post('/api/calls/simulate')
        .set('Host', internal.host)
        .send({ callerName: 'Sam Lee' })
        .expect(200);
      await agent
        .post('/api/request-call')
        .set('Host', internal.host)
        .send({ phone: '+15125550147', companyName: 'Arctic', sector: 'hvac', goal: 'quote' })
        .expect(200, { success: true, outcome: 'simulated' });

      expect(internal.hits).toEqual([]);
      await app.runner.waitUntilCaughtUp();
      const { calls } = (await agent.get('/api/calls').expect(200)).body as {
        calls: Array<{ id: string; audio_url: string }>;
      };
      expect(calls.map((call) => call.id)).toContain(simulated.body.call_id);
      for (const call of calls) {
        expect(call.audio_url).toBe(`${PUBLIC_BASE_URL}/voice-agents/sample-call.wav`);
      }
    } finally {
      await internal.close();
    }
  });
});
