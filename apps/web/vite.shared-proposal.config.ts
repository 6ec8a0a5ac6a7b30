import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig, type UserConfig } from 'vite';
import base from './vite.config';

// The client's shared proposal page (shared-proposal.html), built on its own after the app into
// the same dist: its entry shares no chunk with the app's, so a phone opening the link loads React
// and this page, and nothing of the router, the store, the navigation or the other pages.
export default defineConfig((env) =>
  mergeConfig(base(env) as UserConfig, {
    build: {
      emptyOutDir: false,
      copyPublicDir: false,
      rolldownOptions: {
        input: fileURLToPath(new URL('shared-proposal.html', import.meta.url)),
      },
    },
  }),
);
