import { signUp } from '../../testing/accounts-fixtures.js';
import {
  appendProposalEvents,
  newProposalFixture,
  sharedEvent,
} from '../../testing/proposal-fixtures.js';
import { connectSocket } from '../../testing/socket-client.js';
import { startSuiteApp } from '../../testing/test-app.js';
import type { TestApp } from '../../testing/test-app.js';
import { databaseKinds } from '../../testing/test-database.js';

const METRICS_TOKEN = 'scrape-token-0123456789abcdef';

const scrape = (app: TestApp, authorization?: string) =>
  fetch(`${app.url}/metrics`, { headers: authorization ? { authorization } : {} });

// The samples of one metric: `name{labels} value` lines, without the HELP and TYPE comments.
const samplesOf = (text: string, name: string) =>
  text.split('\n').filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));

describe('/metrics when METRICS_TOKEN is not set', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startSuiteApp('pglite');
  });

  afterAll(() => app?.close());

  it('should answer 404 like an unknown route, with or without a bearer token', async () => {
    expect(await (await fetch(`${app.url}/no-such-route`)).json()).toEqual({
      success: false,
      error: 'Cannot GET /no-such-route',
    });
    for (const answer of [await scrape(app), await scrape(app, `Bearer ${METRICS_TOKEN}`)]) {
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ success: false, error: 'Cannot GET /metrics' });
    }
  });
});

for (const kind of databaseKinds()) {
  describe(`/metrics on ${kind}`, () => {
    let app: TestApp;

    beforeAll(async () => {
      app = await startSuiteApp(kind, { env: { METRICS_TOKEN } });
    });

    afterAll(() => app?.close());

    it('should answer 401 asking for a bearer token when the token is missing or wrong', async () => {
      for (const authorization of [
        undefined,
        METRICS_TOKEN,
        `Basic ${Buffer.from(`x:${METRICS_TOKEN}`).toString('base64')}`,
        'Bearer wrong-token-0123456789abcdef',
        `Bearer ${METRICS_TOKEN}x`,
        `Bearer ${METRICS_TOKEN.slice(0, -1)}`,
        'Bearer ',
      ]) {
        const answer = await scrape(app, authorization);
        expect({ authorization, status: answer.status }).toEqual({ authorization, status: 401 });
        expect(answer.headers.get('www-authenticate')).toBe('Bearer');
        expect(await answer.json()).toMatchObject({ success: false });
      }
    });

    it('should answer every metric in the Prometheus text format with the bearer token, labelling requests by route pattern', async () => {
      const proposal = newProposalFixture();
      await appendProposalEvents(app.store, proposal, [sharedEvent(proposal)]);
      await app.runner.waitUntilCaughtUp();
      // Its company does not exist, so the link answers 404: the label is the route's either way.
      await fetch(`${app.url}/api/proposal/${proposal.token}`);
      await fetch(`${app.url}/api/proposal/${proposal.token}?token=${proposal.token}`);
      await fetch(`${app.url}/no-such-route/${proposal.token}`);
      const account = await signUp(app.url);
      const socket = await connectSocket(app.url, {}, { Cookie: account.cookie });
      await account.agent.post('/auth/request-reset').send({ email: account.body.email });

      const answer = await scrape(app, `bearer ${METRICS_TOKEN}`);
      socket.close();
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      const text = await answer.text();

      expect(text).not.toContain(proposal.token);
      for (const name of [
        'process_cpu_seconds_total',
        'nodejs_eventloop_lag_seconds',
        'http_request_duration_seconds_bucket',
        'eventstore_append_duration_seconds_bucket',
        'projection_lag_events',
        'projection_lag_seconds',
        'socketio_connections',
        'mail_outbox_pending',
      ]) {
        expect({ name, samples: samplesOf(text, name).length > 0 }).toEqual({
          name,
          samples: true,
        });
      }
      expect(samplesOf(text, 'http_request_duration_seconds_count')).toEqual(
        expect.arrayContaining([
          'http_request_duration_seconds_count{method="GET",route="/api/proposal/:token",status_class="4xx"} 2',
          'http_request_duration_seconds_count{method="GET",route="unmatched",status_class="4xx"} 1',
          'http_request_duration_seconds_count{method="POST",route="/auth/member/register",status_class="2xx"} 1',
        ]),
      );
      expect(samplesOf(text, 'eventstore_append_duration_seconds_count')).toEqual(
        expect.arrayContaining([
          expect.stringMatching(
            new RegExp(
              `^eventstore_append_duration_seconds_count\\{adapter="${kind}",outcome="appended"\\} [1-9]`,
            ),
          ),
        ]),
      );
      expect(samplesOf(text, 'projection_lag_events')).toEqual(
        expect.arrayContaining(['projection_lag_events{projection="proposal-summaries"} 0']),
      );
      expect(samplesOf(text, 'projection_lag_seconds')).toEqual(
        expect.arrayContaining(['projection_lag_seconds{projection="proposal-summaries"} 0']),
      );
      expect(samplesOf(text, 'socketio_connections')).toEqual(['socketio_connections 1']);
      expect(samplesOf(text, 'mail_outbox_pending')).toEqual(['mail_outbox_pending 1']);
    });
  });
}
