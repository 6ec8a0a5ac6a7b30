import { networkInterfaces } from 'node:os';
import type { AddressInfo } from 'node:net';
import { createApp, listen } from '../../bootstrap.js';
import { loadConfig } from '../../config/app-config.js';
import { closeOnce } from '../../testing/suite-resources.js';
import { startSuiteApp } from '../../testing/test-app.js';
import type { TestApp } from '../../testing/test-app.js';

// An address of this machine that is not loopback, which a client elsewhere would reach it by.
const externalAddress = Object.values(networkInterfaces())
  .flat()
  .find((address) => address?.family === 'IPv4' && !address.internal)?.address;

const requestReset = (url: string, email: string) =>
  fetch(`${url}/auth/request-reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });

// The app as `npm start` runs it (main.ts's `listen`), on a free port of HOST.
const startListening = async (env: Record<string, string>) => {
  const config = loadConfig({
    DATA_DIR: 'memory://',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    ...env,
    PORT: '0',
  });
  const app = await createApp({ config, runProjections: false, logger: false });
  const close = closeOnce(() => app.close());
  await listen(app, config);
  return { port: (app.getHttpServer().address() as AddressInfo).port, close };
};

describe('development aids', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startSuiteApp('pglite', { env: { NODE_ENV: 'development' } });
  });

  afterAll(() => app?.close());

  it('should show the outbox to a client on this machine outside production', async () => {
    await requestReset(app.url, 'nobody@example.com');
    const page = await fetch(`${app.url}/dev/outbox`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1>Outbox</h1>');
  });

  it('should answer 404 under /dev when a local proxy forwards another client', async () => {
    const forwarded = {
      'x-forwarded-for': '203.0.113.9',
      forwarded: 'for=203.0.113.9',
      'x-real-ip': '203.0.113.9',
    };
    for (const [header, value] of Object.entries(forwarded)) {
      const page = await fetch(`${app.url}/dev/outbox`, { headers: { [header]: value } });
      expect(page.status).toBe(404);
      expect(await page.text()).not.toContain('Outbox');
    }
  });
});

describe('development aids in production', () => {
  it('should answer 404 under /dev even to a client on this machine', async () => {
    const app = await startSuiteApp('pglite', { env: { NODE_ENV: 'production' } });
    try {
      expect((await fetch(`${app.url}/dev/outbox`)).status).toBe(404);
      // The failure drill too: production answers no 500 on request.
      expect((await fetch(`${app.url}/dev/error`)).status).toBe(404);
    } finally {
      await app.close();
    }
  });
});

(externalAddress ? describe : describe.skip)(
  `a development start and the network${externalAddress ? '' : ' (skipped: this machine has no non-loopback IPv4 address to call from)'}`,
  () => {
    it('should not be reachable from another address when HOST is not set', async () => {
      const { port, close } = await startListening({});
      try {
        expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
        await expect(fetch(`http://${externalAddress}:${port}/health`)).rejects.toThrow();
      } finally {
        await close();
      }
    });

    it("should not show a stranger an account's reset link when HOST exposes it", async () => {
      const { port, close } = await startListening({ HOST: '0.0.0.0' });
      try {
        const exposed = `http://${externalAddress}:${port}`;
        expect((await requestReset(exposed, 'victim@example.com')).status).toBe(200);
        for (const path of ['/dev/outbox', '/dev/outbox/', '/dev/outbox?x=1', '/dev', '/dev/x']) {
          const page = await fetch(`${exposed}${path}`);
          expect(page.status).toBe(404);
          expect(await page.text()).not.toContain('reset-password');
        }
      } finally {
        await close();
      }
    });
  },
);
