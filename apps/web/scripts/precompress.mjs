// Writes a brotli (.br, best quality) and a gzip (.gz) copy beside every text file of the web
// build, which the API serves to clients that take them (@fastify/static preCompressed): a phone
// on a weak network downloads a third of the bytes, and no request pays for compressing. A copy
// no smaller than its file is not written.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT = /\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;
const dist = fileURLToPath(new URL('../dist', import.meta.url));

const all = async (dir) => {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await all(path)));
    else if (TEXT.test(entry.name)) found.push(path);
  }
  return found;
};

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
let before = 0;
let after = 0;
for (const path of await all(dist)) {
  const content = await readFile(path);
  const [br, gzipped] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gz(content, { level: 9 }),
  ]);
  if (br.length < content.length) await writeFile(`${path}.br`, br);
  if (gzipped.length < content.length) await writeFile(`${path}.gz`, gzipped);
  before += content.length;
  after += Math.min(br.length, content.length);
}
console.log(
  `precompressed ${(before / 1024).toFixed(0)} KB of text to ${(after / 1024).toFixed(0)} KB (brotli)`,
);
