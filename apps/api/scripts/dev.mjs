// `npm run dev`: TypeScript watch for libs and API, the API restarted on every rebuild, and Vite's
// dev server with hot reload (http://localhost:5173, proxying /api, /auth, sockets to :3000).
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

if (
  spawnSync(npx, ['tsc', '-b', 'libs/contracts', 'libs/domain', 'apps/api'], {
    cwd: root,
    stdio: 'inherit',
  }).status !== 0
) {
  process.exit(1);
}

const children = [
  spawn(
    npx,
    ['tsc', '-b', '-w', '--preserveWatchOutput', 'libs/contracts', 'libs/domain', 'apps/api'],
    { cwd: root, stdio: 'inherit' },
  ),
  spawn(
    process.execPath,
    ['--watch-path=apps/api/dist', '--watch-path=libs/domain/dist', 'apps/api/dist/main.js'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { NODE_ENV: 'development', ...process.env },
    },
  ),
  spawn(npx, ['vite'], { cwd: `${root}/apps/web`, stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
