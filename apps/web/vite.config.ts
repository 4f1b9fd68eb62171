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

// React Router 7's package exports name its development build for every condition, so a production bundle carries
// its development warnings (remix-run/react-router#14102, open). The build takes the production build beside it,
// the same code with those warnings off (docs/decisions/038-page-weight-and-first-screen.md, sixth pass).
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ command }) => ({
  // React is Preact 11 through preact/compat (docs/decisions/041-preact.md): its JSX, and Prefresh for hot reload.
  plugins: [compiledCatalogues(), preact(), tailwindcss(), precompress(), serviceWorker({ apiPrefixes })],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
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
          // Libraries most pages share, each kept whole in a chunk of its own. Left to the split by pages, a change in
          // which page imports what broke them into a few chunks each, with their small shared modules copied into
          // every one: 2–6 KB more on most signed-in pages (decision 038, "Fifth pass"). Higher priority wins, so
          // each group takes its own modules and not those of the groups above it.
          groups: [
            { name: 'preact', test: /node_modules[\\/]preact[\\/]/, priority: 30 },
            {
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/,
              priority: 28,
            },
            {
              name: 'radix-slot',
              test: /node_modules[\\/]@radix-ui[\\/]react-(primitive|slot|compose-refs)[\\/]/,
              priority: 25,
            },
            {
              name: 'radix-base',
              test: /node_modules[\\/]@radix-ui[\\/](react-(context|id|use-(?!size)[a-z-]+|presence|direction)|primitive)[\\/]/,
              priority: 20,
            },
            {
              name: 'floating',
              test: /node_modules[\\/](@floating-ui[\\/]|@radix-ui[\\/]react-(popper|arrow)[\\/])/,
              priority: 10,
            },
            {
              name: 'layers',
              test: /node_modules[\\/]@radix-ui[\\/]react-(use-size|visually-hidden|dismissable-layer|focus-scope|portal)[\\/]/,
              priority: 12,
            },
          ],
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
}));
