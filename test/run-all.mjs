// `npm test`: builds the app (browser journeys load the production build), then runs every jest
// project — unit, int (PGlite always; Postgres, Redis and EventStoreDB suites when their URLs are
// set) and e2e — and ends with one summary line.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = (command, args, env = process.env) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env }).status ?? 1;

if (!process.argv.includes('--no-build') && run('npm', ['run', 'build']) !== 0) process.exit(1);

// Jest writes its results and then waits for every open handle; one a suite forgot would keep it
// (and CI) waiting forever. Once the results exist, it gets this long to exit.
const EXIT_GRACE_MS = 60_000;

const jestArgs = process.argv.slice(2).filter((arg) => arg !== '--no-build');
const dir = mkdtempSync(join(tmpdir(), 'vanilla-jest-'));
const results = join(dir, 'results.json');
const jest = spawn(
  process.execPath,
  [join(root, 'node_modules/jest/bin/jest.js'), '--json', `--outputFile=${results}`, ...jestArgs],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim(),
    },
  },
);
let hung = false;
const watch = setInterval(() => {
  if (!existsSync(results)) return;
  clearInterval(watch);
  setTimeout(() => {
    hung = true;
    console.error(
      `\njest did not exit ${EXIT_GRACE_MS / 1000} s after writing its results: a suite left a handle open. Stopping it.`,
    );
    jest.kill('SIGKILL');
  }, EXIT_GRACE_MS).unref();
}, 1000);
const status = await new Promise((resolve) =>
  jest.once('exit', (code) => resolve(hung ? 1 : (code ?? 1))),
);
clearInterval(watch);
try {
  const summary = JSON.parse(readFileSync(results, 'utf8'));
  const skipped = summary.numPendingTests + summary.numTodoTests;
  console.log(
    `\ntests: ${summary.numPassedTests} passed, ${summary.numFailedTests} failed, ${skipped} skipped`,
  );
} catch {
  console.log('\ntests: 0 passed, 1 failed (jest wrote no results)');
}
rmSync(dir, { recursive: true, force: true });
process.exit(status);
