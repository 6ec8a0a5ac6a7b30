import { registration } from '../../apps/api/src/testing/accounts-fixtures.js';
import { eventually } from '../../apps/api/src/testing/eventually.js';
import { startAppServer } from '../../apps/api/src/testing/app-server.js';
import type { AppServer } from '../../apps/api/src/testing/app-server.js';

type LogLine = Record<string, unknown> & { level: string; msg: string; reqId?: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

// What an operator's log collector reads: the built server (`npm run build`) started as
// `npm start` starts it, its standard output a pipe, LOG_FORMAT=json.
describe('logs of the running server', () => {
  let app: AppServer;

  const lines = (): LogLine[] =>
    app
      .stdout()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);

  const accessLinesOf = (reqId: string) =>
    lines().filter((line) => line.reqId === reqId && typeof line.statusCode === 'number');

  // The request's access line is written once its answer has gone out: wait for it.
  const answeredLines = async (reqId: string) => {
    await eventually(
      `the access line of ${reqId} is written`,
      () => accessLinesOf(reqId).length > 0,
    );
    // Anything written twice would be written by now.
    await new Promise((resolve) => setTimeout(resolve, 200));
    return lines().filter((line) => line.reqId === reqId);
  };

  beforeAll(async () => {
    app = await startAppServer({ LOG_FORMAT: 'json', NODE_ENV: 'test' });
  });

  afterAll(() => app?.stop());

  it('should answer with the X-Request-Id it was sent and write exactly one access line with it', async () => {
    const answer = await fetch(`${app.url}/health/live?token=SECRET-QUERY-TOKEN`, {
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-request-id')).toBe('abc-123');

    const written = await answeredLines('abc-123');
    expect(written).toEqual([
      expect.objectContaining({
        level: 'info',
        reqId: 'abc-123',
        method: 'GET',
        url: '/health/live?token=[redacted]',
        route: '/health/live',
        statusCode: 200,
        remoteAddress: '127.0.0.1',
        responseTime: expect.any(Number),
      }),
    ]);
    expect(app.stdout()).not.toContain('SECRET-QUERY-TOKEN');
  });

  it('should replace a request id with spaces or of 500 characters by one of its own', async () => {
    for (const bogus of ['has spaces in it', 'x'.repeat(500)]) {
      const answer = await fetch(`${app.url}/health/live`, { headers: { 'x-request-id': bogus } });
      const id = answer.headers.get('x-request-id') ?? '';
      expect(id).toMatch(UUID);
      expect(await answeredLines(id)).toEqual([
        expect.objectContaining({ reqId: id, statusCode: 200 }),
      ]);
      expect(lines().some((line) => line.reqId === bogus)).toBe(false);
    }
  });

  it("should never write a session cookie's value, and write every line as JSON without colour codes", async () => {
    const signUp = await fetch(`${app.url}/auth/member/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'sign-up-1' },
      body: JSON.stringify(registration()),
    });
    expect(signUp.status).toBe(201);
    const cookies = signUp.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
    const values = cookies.map((cookie) => cookie.slice(cookie.indexOf('=') + 1)).filter(Boolean);
    expect(values.length).toBeGreaterThan(0);
    const me = await fetch(`${app.url}/auth/me`, {
      headers: { cookie: cookies.join('; '), 'x-request-id': 'me-1' },
    });
    expect(me.status).toBe(200);
    await answeredLines('me-1');

    const stdout = app.stdout();
    for (const value of values) expect(stdout).not.toContain(value);
    expect(stdout).not.toContain(String.fromCharCode(27));
    expect(stdout).not.toContain('correct-horse');
    expect(() => lines()).not.toThrow();
    // Nest's own lines are in the same stream, with their context.
    expect(lines()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ context: 'NestApplication', level: 'info' }),
      ]),
    );
  });

  it('should name the request in a 500 answer and log the failure once with its stack and the same id', async () => {
    const answer = await fetch(`${app.url}/dev/error`, { headers: { 'x-request-id': 'fail-1' } });
    expect(answer.status).toBe(500);
    expect(answer.headers.get('x-request-id')).toBe('fail-1');
    expect(await answer.json()).toEqual({
      success: false,
      error: 'Something went wrong on our side.',
      request_id: 'fail-1',
    });

    const written = await answeredLines('fail-1');
    expect(written).toEqual([
      expect.objectContaining({
        level: 'error',
        err: expect.objectContaining({
          message: 'A failure asked for at /dev/error',
          stack: expect.stringContaining('DevelopmentAidsController.fail'),
        }),
      }),
      expect.objectContaining({ level: 'error', statusCode: 500, url: '/dev/error' }),
    ]);

    const generated = await fetch(`${app.url}/dev/error`);
    const id = generated.headers.get('x-request-id');
    expect(id).toMatch(UUID);
    expect(((await generated.json()) as { request_id: string }).request_id).toBe(id);
  });
});
