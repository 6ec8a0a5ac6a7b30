import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const composeFile = join(root, 'docker-compose.yml');
const dclint = join(root, 'node_modules/dclint/bin/dclint.cjs');

// No Docker engine runs here or in CI: dclint checks the file against the compose specification's
// schema and its rules (pinned image tags among them), which is what `docker compose config`
// would refuse before starting anything.
const lint = (file: string) => {
  const run = spawnSync(
    process.execPath,
    [dclint, file, '--max-warnings', '0', '--color', 'false'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
};

describe('docker-compose.yml', () => {
  let dir: string;
  let compose: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'compose-'));
    compose = await readFile(composeFile, 'utf8');
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const lintChanged = async (from: string, to: string) => {
    expect(compose).toContain(from);
    const file = join(dir, 'docker-compose.yml');
    await writeFile(file, compose.replace(from, to));
    return lint(file);
  };

  it('should pass the compose schema and every rule, warnings included', () => {
    const { status, output } = lint(composeFile);
    expect(output).not.toMatch(/problems?/);
    expect(status).toBe(0);
  });

  it('should fail when a service has a key the compose specification does not know', async () => {
    const { status, output } = await lintChanged('    image: redis:7', '    imag: redis:7');
    expect(output).toMatch(/invalid-schema/);
    expect(status).toBe(1);
  });

  it('should fail when a dependency waits for a condition that does not exist', async () => {
    const { status, output } = await lintChanged(
      'condition: service_healthy',
      'condition: service_helthy',
    );
    expect(output).toMatch(/invalid-schema/);
    expect(status).toBe(1);
  });

  it('should fail when an image is not pinned to a version', async () => {
    const { status, output } = await lintChanged('kurrentdb:26.1.1', 'kurrentdb:latest');
    expect(output).toMatch(/service-image-require-explicit-tag/);
    expect(status).toBe(1);
  });
});
