import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const fixture = fileURLToPath(new URL('./fixtures/hook-timeout.fixture.ts', import.meta.url));

type JestRun = { code: number | null; output: string; exited: boolean };

// The fixture under the int project's own settings (setup files included), in a jest of its own.
const runFixture = async (): Promise<JestRun> => {
  const { default: config } = (await import(`${root}jest.config.js`)) as {
    default: { projects: Array<Record<string, unknown>>; testTimeout: number };
  };
  const int = config.projects.find((project) => project.displayName === 'int')!;
  const project = { ...int, displayName: 'fixture', testMatch: [fixture] };
  const child = spawn(
    process.execPath,
    [`${root}node_modules/jest/bin/jest.js`, '--config', JSON.stringify(project), '--ci'],
    { cwd: root, env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules' } },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // Far beyond the fixture's one second of opening: a jest still running then never exits.
  const hung = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(hung);
  return { code, output, exited: child.signalCode === null };
};

describe('suite resources', () => {
  it('should let jest exit when a hook timed out while a child process was still starting', async () => {
    const run = await runFixture();
    expect(run.output).toContain('Exceeded timeout of 100 ms for a hook');
    expect(run.exited).toBe(true);
    expect(run.code).toBe(1);
  });
});
