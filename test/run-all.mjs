// `npm test`: builds the app (browser journeys load the production build), then runs every jest
// project — unit, int (PGlite always; Postgres, Redis and EventStoreDB suites when their URLs are
// set) and e2e — and ends with one summary line.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = (command, args, env = process.env) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env }).status ?? 1;

if (!process.argv.includes('--no-build') && run('npm', ['run', 'build']) !== 0) process.exit(1);

const jestArgs = process.argv.slice(2).filter((arg) => arg !== '--no-build');
const dir = mkdtempSync(join(tmpdir(), 'vanilla-jest-'));
const results = join(dir, 'results.json');
const status = run(
  process.execPath,
  [join(root, 'node_modules/jest/bin/jest.js'), '--json', `--outputFile=${results}`, ...jestArgs],
  {
    ...process.env,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim(),
  },
);
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
