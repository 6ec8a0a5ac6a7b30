import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

// In development the API runs on its own port; the browser only ever talks to the Vite origin so
// session cookies stay first-party.
const librarySource = (name: string) =>
  fileURLToPath(new URL(`../../libs/${name}/src/index.ts`, import.meta.url));

const apiOrigin = 'http://localhost:3000';
const httpPrefixes = ['/api', '/auth', '/health', '/webhooks'];

const proxy: Record<string, ProxyOptions> = {
  ...Object.fromEntries(httpPrefixes.map((prefix) => [prefix, { target: apiOrigin }])),
  '/socket.io': { target: apiOrigin, ws: true },
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    // The plain contracts (and the domain values they re-export) are bundled from their source,
    // which spares dev a build step. Only exact names: `@vanilla/contracts/dto` is never bundled.
    alias: [
      { find: /^@vanilla\/contracts$/, replacement: librarySource('contracts') },
      { find: /^@vanilla\/domain$/, replacement: librarySource('domain') },
    ],
  },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // What every page needs (React, the router, the store, the shell) travels as one file
        // rather than twenty small ones: fewer requests on a slow network, and it compresses
        // better. Each page's own chunk, and what only some pages share, stay split.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
});
