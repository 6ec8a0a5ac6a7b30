import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { signUp } from '../../apps/api/src/testing/accounts-fixtures.js';
import { connectSocket } from '../../apps/api/src/testing/socket-client.js';
import { freePort, startAppServer } from '../../apps/api/src/testing/app-server.js';
import type { AppServer } from '../../apps/api/src/testing/app-server.js';
import { rawGet as get, writeWebDist } from '../support/web-dist.js';

const NGINX = '/usr/sbin/nginx';
const siteConfig = fileURLToPath(new URL('../../apps/web/nginx.conf', import.meta.url));

const listening = async (port: number, deadline: number): Promise<void> => {
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

// The compose file's front door, as the image runs it: the site file the web image copies, inside
// the http block the image's own nginx.conf gives it, pointed at one API on this machine instead
// of the two in compose (only the upstream's servers, the port and the cache's place change).
const startNginx = async (apiPort: number) => {
  const dir = await mkdtemp(join(tmpdir(), 'nginx-'));
  // Workers run as nobody: they write the cache and their temporary files here.
  await chmod(dir, 0o777);
  const site = (await readFile(siteConfig, 'utf8'))
    .replace(/(\n\s*server api-\d:3000;)+/, `\n  server 127.0.0.1:${apiPort};`)
    .replace('/var/cache/nginx/assets', join(dir, 'cache'));
  const port = await freePort();
  await writeFile(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${join(dir, 'body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  ${site.replace('listen 80;', `listen 127.0.0.1:${port};`)}
}
`,
  );
  const child: ChildProcess = spawn(
    NGINX,
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  try {
    await listening(port, Date.now() + 10_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${String(error)}\n${errors}`, { cause: error });
  }
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
};

// docker-compose.yml's nginx in front of the API: what passes through it must reach a phone as
// the API sends it (compressed, cached for as long as the API says, with its security headers),
// live sockets must upgrade, and the build's hashed files are kept at the door.
const describeIfNginx = existsSync(NGINX) ? describe : describe.skip;
describeIfNginx(
  `the compose file's nginx in front of the API${existsSync(NGINX) ? '' : ` (${NGINX} is not installed; .ci/run installs it)`}`,
  () => {
    let app: AppServer;
    let web: Awaited<ReturnType<typeof writeWebDist>>;
    let nginx: Awaited<ReturnType<typeof startNginx>>;

    beforeAll(async () => {
      web = await writeWebDist();
      app = await startAppServer({ WEB_DIST_DIR: web.dir });
      nginx = await startNginx(Number(new URL(app.url).port));
    });

    afterAll(async () => {
      await nginx?.stop();
      await app?.stop();
      await web?.remove();
    });

    it('should pass a hashed file on compressed and immutable, and answer it from its cache after the first time', async () => {
      const url = `${nginx.url}${web.scriptPath}`;
      const first = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(first.status).toBe(200);
      expect(first.headers['content-encoding']).toBe('br');
      expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(first.body).toString()).toBe(web.script);
      expect(first.headers['x-cache-status']).toBe('MISS');

      const again = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(again.headers['x-cache-status']).toBe('HIT');
      expect(brotliDecompressSync(again.body).toString()).toBe(web.script);
      // The API's headers, kept with the copy, and not a second time from nginx.
      expect(again.headers['x-content-type-options']).toBe('nosniff');
      expect(again.headers['content-security-policy']).toBe(
        first.headers['content-security-policy'],
      );

      // Another encoding is another copy, never the brotli one to a client that cannot read it.
      const gz = await get(url, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.body).toString()).toBe(web.script);
      const plain = await get(url, {});
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(web.script);
    });

    it("should pass a page on revalidated on every visit, with the API's security headers", async () => {
      const page = await get(`${nginx.url}/pricing`, {
        accept: 'text/html',
        'accept-encoding': 'br',
      });
      expect(page.status).toBe(200);
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(page.body).toString()).toBe(web.page);
      expect(page.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['x-frame-options']).toBe('DENY');
      expect(page.headers.server).toBe('nginx');
      expect(page.headers['x-cache-status']).toBeUndefined();
    });

    it("should give nginx's own answer the API's baseline security headers when no instance answers", async () => {
      const nobody = await startNginx(await freePort());
      try {
        const down = await get(`${nobody.url}/pricing`, { accept: 'text/html' });
        expect(down.status).toBe(502);
        expect(down.headers['x-content-type-options']).toBe('nosniff');
        expect(down.headers['x-frame-options']).toBe('DENY');
        expect(down.headers['content-security-policy']).toBe(
          "default-src 'none'; frame-ancestors 'none'",
        );
        expect(down.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      } finally {
        await nobody.stop();
      }
    });

    it('should compress API answers once, and upgrade a signed-in socket to a WebSocket', async () => {
      const health = await get(`${nginx.url}/health`, { 'accept-encoding': 'gzip' });
      expect(health.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(health.body).toString())).toMatchObject({ status: 'ok' });

      const manager = await signUp(app.url);
      const socket = await connectSocket(nginx.url, {}, { cookie: manager.cookie });
      expect(socket.io.engine.transport.name).toBe('websocket');
      socket.close();
      await expect(connectSocket(nginx.url)).rejects.toThrow();
    });
  },
);
