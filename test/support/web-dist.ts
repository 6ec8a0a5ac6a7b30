import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export { rawGet } from '../../apps/api/src/testing/raw-get.js';

// A web build of known files, precompressed as `npm run build` leaves it: a page, a hashed
// script and an icon. `WEB_DIST_DIR` points the server at `dir`.
export const writeWebDist = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'web-dist-'));
  const script = `console.log(${JSON.stringify('a proposal '.repeat(500))});`;
  const page = `<!doctype html><html><head><title>App</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), page);
  await writeFile(join(dir, 'index.html.br'), brotliCompressSync(page));
  await writeFile(join(dir, 'index.html.gz'), gzipSync(page));
  await writeFile(join(dir, 'assets', 'index-abc123.js'), script);
  await writeFile(join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  await writeFile(join(dir, 'assets', 'index-abc123.js.gz'), gzipSync(script));
  await writeFile(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return {
    dir,
    script,
    page,
    scriptPath: '/assets/index-abc123.js',
    remove: () => rm(dir, { recursive: true, force: true }),
  };
};
