import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startAppServer } from '../../apps/api/src/testing/app-server.js';
import type { AppServer } from '../../apps/api/src/testing/app-server.js';
import { rawGet as get, writeWebDist } from '../support/web-dist.js';

// What a phone on a weak network downloads: every text answer compressed when the client takes
// it, the build's files precompressed at build time, hashed assets kept for good. The built
// server (`npm run build`), serving a web build of known files.
describe('compression and caching of answers', () => {
  let app: AppServer;
  let web: Awaited<ReturnType<typeof writeWebDist>>;
  let script: string;
  let page: string;

  beforeAll(async () => {
    web = await writeWebDist();
    ({ script, page } = web);
    app = await startAppServer({ WEB_DIST_DIR: web.dir });
  });

  afterAll(async () => {
    await app?.stop();
    await web?.remove();
  });

  it('should send a hashed asset as its brotli or gzip copy, kept for a year, and as is to a client that takes neither', async () => {
    const url = `${app.url}/assets/index-abc123.js`;
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.body.length).toBeLessThan(script.length / 5);

    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);

    const plain = await get(url, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('should send a page compressed and revalidated on every visit, so a new build is seen at once', async () => {
    for (const path of ['/pricing', '/no-such-page']) {
      const answer = await get(`${app.url}${path}`, {
        accept: 'text/html',
        'accept-encoding': 'br',
      });
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(answer.body).toString()).toBe(page);
    }
    const icon = await get(`${app.url}/favicon.svg`, {});
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('should compress API answers of 1 KB and more, and leave the small ones', async () => {
    const health = await get(`${app.url}/health`, { 'accept-encoding': 'br, gzip' });
    expect(health.status).toBe(200);
    expect(health.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(health.body).toString()) as { status: string };
    expect(body.status).toBe('ok');

    const gz = await get(`${app.url}/health`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toMatchObject({ status: 'ok' });

    const small = await get(`${app.url}/api/no-such-route`, { 'accept-encoding': 'br, gzip' });
    expect(small.status).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toMatchObject({ success: false });
  });
});
