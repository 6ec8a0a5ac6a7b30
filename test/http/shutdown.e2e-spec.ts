import { eventually } from '../../apps/api/src/testing/eventually.js';
import { startAppServer } from '../../apps/api/src/testing/app-server.js';
import type { AppServer } from '../../apps/api/src/testing/app-server.js';

const listening = async (url: string) => {
  try {
    await fetch(`${url}/health/live`);
    return true;
  } catch {
    return false;
  }
};

// A process manager stops the server by signalling the process it started: npm's, for `npm start`.
describe('stopping the running server', () => {
  let app: AppServer | undefined;

  afterEach(async () => {
    // Had the server outlived npm, it would hold the test's pipes open: end it by its own pid,
    // which its log lines carry.
    const pid = Number(/"pid":(\d+)/.exec(app?.stdout() ?? '')?.[1]);
    if (pid) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Gone already, as it should be.
      }
    }
    await app?.stop();
  });

  it('should stop the server and say so when npm start is sent SIGTERM', async () => {
    app = await startAppServer({ LOG_FORMAT: 'json', NODE_ENV: 'test' }, { through: 'npm' });
    expect((await fetch(`${app.url}/health/live`)).status).toBe(200);

    process.kill(app.pid, 'SIGTERM');

    await eventually('the server stops listening', async () => !(await listening(app!.url)));
    await eventually('the server logs its stop', () => app!.stdout().includes('"msg":"Stopped"'));
    expect(app.stdout()).toContain('"msg":"SIGTERM: stopping after the requests in flight"');
  });
});
