import { readFile } from 'node:fs/promises';
import { verifyEvidence } from '../proposals/index.js';

// `npm run verify -- <signed proposal PDF or certificate JSON>`: recomputes every hash offline and
// prints one line per part, OK or FAIL with why. Exits 0 only when every part holds.
const main = async () => {
  const path = process.argv[2];
  if (!path || process.argv.length > 3) {
    process.stderr.write('Usage: npm run verify -- <signed proposal PDF or certificate JSON>\n');
    return 2;
  }
  const checks = verifyEvidence(await readFile(path));
  for (const { part, ok, detail } of checks) {
    process.stdout.write(ok ? `OK    ${part}\n` : `FAIL  ${part}: ${detail}\n`);
  }
  const failed = checks.filter((check) => !check.ok).length;
  process.stdout.write(
    failed === 0
      ? `Verified: all ${checks.length} checks hold.\n`
      : `NOT verified: ${failed} of ${checks.length} checks fail.\n`,
  );
  return failed === 0 ? 0 : 1;
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
