import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { closeOnce, opening } from './suite-resources.js';

const root = fileURLToPath(new URL('../../../..', import.meta.url));

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

// `pid` lets a test freeze the process (SIGSTOP) as a long pause or a stuck host would; `stdout`
// is what it wrote there so far (its log lines); `kill` ends it with SIGKILL, as a crash or an
// out-of-memory killer would, and resolves once it is gone.
export type AppServer = {
  url: string;
  pid: number;
  stdout(): string;
  stop(): Promise<void>;
  kill(): Promise<void>;
};

// Starts the production build (`npm run build` first) exactly as `npm start` runs it, on a free
// port and an in-memory database, and waits until /health answers. `through: 'npm'` starts it
// through npm's start script (`pid` is then npm's), as an operator's process manager would.
export const startAppServer = (
  env: Record<string, string> = {},
  { through = 'node' }: { through?: 'node' | 'npm' } = {},
): Promise<AppServer> =>
  opening(async () => {
    const port = await freePort();
    const [command, args] =
      through === 'npm'
        ? ['npm', ['start', '--silent', '--workspace', 'apps/api']]
        : [process.execPath, ['apps/api/dist/main.js']];
    const child = spawn(command, args, {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: 'memory://',
        // Rate limits of its own: with REDIS_URL set, every app counts in one Redis, and journeys
        // (and earlier runs) all sign up from 127.0.0.1.
        RATE_LIMIT_PREFIX: `journey-${randomUUID()}`,
        ...env,
        PORT: String(port),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const url = `http://127.0.0.1:${port}`;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const stop = closeOnce(async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        // A frozen process handles its SIGTERM only once it runs again.
        child.kill('SIGCONT');
      }
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    });

    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The app exited while starting:\n${output}`);
      try {
        if ((await fetch(`${url}/health`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`The app did not start within 60 s:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    const kill = async () => {
      child.kill('SIGKILL');
      await stop();
    };

    return { url, pid: child.pid!, stdout: () => stdout, stop, kill };
  });
