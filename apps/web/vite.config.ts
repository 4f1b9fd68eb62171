import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { API_PREFIXES } from './build/api-prefixes';
import { compiledCatalogues } from './build/compiled-catalogues';
import { precompress } from './build/precompress';
import { serviceWorker } from './build/service-worker';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
// In development every API path (build/api-prefixes.ts) is proxied to the Fastify server.
const apiPrefixes = API_PREFIXES;

export default defineConfig({
  // React is Preact 11 through preact/compat (docs/decisions/041-preact.md): its JSX, and Prefresh for hot reload.
  plugins: [compiledCatalogues(), preact(), tailwindcss(), precompress(), serviceWorker({ apiPrefixes })],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      apiPrefixes.map((prefix) => [
        prefix,
        {
          target: apiTarget,
          // Let the SPA answer browser navigations to routes that share a prefix (e.g. /vendors).
          bypass: (req: { headers: { accept?: string } }) =>
            req.headers.accept?.includes('text/html') ? '/index.html' : undefined,
        },
      ]),
    ),
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The manifest feeds scripts/check-bundle-budget.mjs.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Each module goes in a chunk per set of pages sharing it, which made about 70 small chunks for the
          // signed-in shell alone, each a round trip on a phone's network. Common chunks under 16 KB of source are
          // copied into the chunks that import them instead: 173 files became 77, a page loads 18 to 27 of them,
          // and no page loads more bytes (docs/decisions/038-page-weight-and-first-screen.md).
          experimentalInlineCommonChunks: { maxSize: 16_000 },
        },
      },
      treeshake: {
        // packages/shared's modules have no side effects, so a page takes only the modules it uses. The
        // exceptions: missing-values.ts sets zod's message for a missing value, and the barrel (index.ts) must
        // count as having effects so that module runs wherever the shared package is imported. Every other
        // module keeps the default (its package.json's sideEffects, else assumed to have some).
        moduleSideEffects: (id: string) =>
          /\/packages\/shared\/src\/(?!index\.ts$|missing-values\.ts$)/.test(id) ? false : undefined,
      },
    },
  },
});
