import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { fastify } from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createLogger } from './logger.js';
import { NestPinoLogger } from './nest-logger.js';
import { requestIdOf } from './request-ids.js';
import { AccessLog, useRequestIds, useRequestLogContext } from './request-logging.js';

// The logging of createApp on a bare Fastify server over a real socket: a body arrives through the
// socket's own async context, which is where a request's context gets lost.
describe('request logging', () => {
  let server: FastifyInstance;
  let url: string;
  const chunks: string[] = [];
  const lines = () =>
    chunks
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  beforeAll(async () => {
    const out = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk.toString());
        done();
      },
    });
    const logger = createLogger({ env: 'production', log: { level: 'info', format: 'json' } }, out);
    const nest = new NestPinoLogger(logger);
    server = fastify({
      loggerInstance: logger as FastifyBaseLogger,
      logController: new AccessLog(),
      genReqId: requestIdOf,
    });
    useRequestIds(server);
    useRequestLogContext(server);
    server.post('/api/notes', async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      nest.warn(`Kept ${JSON.stringify(request.body)}`, 'Notes');
      return { ok: true };
    });
    server.get('/api/proposal/:token', async () => {
      nest.log('Read a shared proposal', 'Proposals');
      return { ok: true };
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });

  afterAll(() => server?.close());

  beforeEach(() => {
    chunks.length = 0;
  });

  it("should give Nest's lines written while serving a request with a body that request's id", async () => {
    const answer = await fetch(`${url}/api/notes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'post-1' },
      body: JSON.stringify({ text: 'call back' }),
    });
    expect(answer.headers.get('x-request-id')).toBe('post-1');

    expect(lines()).toEqual([
      expect.objectContaining({
        level: 'warn',
        reqId: 'post-1',
        context: 'Notes',
        msg: 'Kept {"text":"call back"}',
      }),
      expect.objectContaining({
        level: 'info',
        reqId: 'post-1',
        method: 'POST',
        url: '/api/notes',
        route: '/api/notes',
        statusCode: 200,
        remoteAddress: '127.0.0.1',
        responseTime: expect.any(Number),
        msg: 'POST /api/notes 200',
      }),
    ]);
  });

  it('should keep the id when the body arrives in parts, after the request was routed', async () => {
    await new Promise<void>((resolve, reject) => {
      const request = httpRequest(`${url}/api/notes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': 'slow-1' },
      });
      request.on('error', reject);
      request.on('response', (response) => {
        response.resume();
        response.on('end', resolve);
      });
      request.write('{"text":');
      setTimeout(() => request.end('"later"}'), 50);
    });
    expect(lines().map(({ reqId, msg }) => ({ reqId, msg }))).toEqual([
      { reqId: 'slow-1', msg: 'Kept {"text":"later"}' },
      { reqId: 'slow-1', msg: 'POST /api/notes 200' },
    ]);
  });

  it('should keep concurrent requests apart, each line with its own id and one access line each', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        fetch(`${url}/api/notes`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-request-id': `req-${n}` },
          body: JSON.stringify({ n }),
        }),
      ),
    );
    const written = lines();
    expect(written).toHaveLength(40);
    for (let n = 0; n < 20; n++) {
      const own = written.filter((line) => line.reqId === `req-${n}`);
      expect(own.map((line) => line.msg)).toEqual([`Kept {"n":${n}}`, 'POST /api/notes 200']);
    }
  });

  it('should log the route pattern and hide the token of a share link', async () => {
    const token = 'c2VjcmV0LXNoYXJlLWxpbmstdG9rZW4';
    await fetch(`${url}/api/proposal/${token}?email=dana%40example.com`);
    expect(chunks.join('')).not.toContain(token);
    expect(chunks.join('')).not.toContain('dana');
    expect(lines().at(-1)).toMatchObject({
      url: '/api/proposal/[redacted]?email=[redacted]',
      route: '/api/proposal/:token',
      statusCode: 200,
    });
  });

  it('should write one access line for a request no route matched', async () => {
    await fetch(`${url}/api/nothing-here`);
    expect(lines()).toEqual([
      expect.objectContaining({
        statusCode: 404,
        url: '/api/nothing-here',
        msg: 'GET /api/nothing-here 404',
      }),
    ]);
  });
});
