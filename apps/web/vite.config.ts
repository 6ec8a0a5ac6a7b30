import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

// In development the API runs on its own port; the browser only ever talks to the Vite origin so
// session cookies stay first-party.
const apiOrigin = 'http://localhost:3000';
const httpPrefixes = ['/api', '/auth', '/health', '/webhooks'];

const proxy: Record<string, ProxyOptions> = {
  ...Object.fromEntries(httpPrefixes.map((prefix) => [prefix, { target: apiOrigin }])),
  '/socket.io': { target: apiOrigin, ws: true },
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    // The web only imports types from contracts; pointing at the source spares dev a build step.
    alias: {
      '@vanilla/contracts': fileURLToPath(
        new URL('../../libs/contracts/src/index.ts', import.meta.url),
      ),
    },
  },
  server: { proxy },
  preview: { proxy },
  build: { outDir: 'dist', emptyOutDir: true },
});
