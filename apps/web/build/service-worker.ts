import path from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { navigationDenylist } from './navigation-denylist';
import { precacheOfflinePages } from './precache-pages';

// Brand colours: the mark's green (public/favicon.svg, index.html's theme-color) and the page background
// (--background in src/index.css, oklch(0.99 0.003 120)).
const THEME_COLOR = '#1f5132';
const BACKGROUND_COLOR = '#fbfcfa';

/**
 * The installable, offline-first app (issue 15, item 1): the web app manifest, and a Workbox service worker that
 * precaches the shell and the market-day pages, answers navigations with index.html, never touches API calls,
 * and waits for the user's "Reload" (src/pwa/) before a new version takes over. Built only by `vite build`: never
 * active in `vite dev` (devOptions off) nor in Vitest (apps/web/vitest.config.ts does not load it).
 */
export function serviceWorker({ apiPrefixes }: { apiPrefixes: readonly string[] }): Plugin[] {
  // The build's folder as resolved (`vite build --outDir` may move it), for the precache's Vite manifest.
  let outDir = '';
  const readOutDir: Plugin = {
    name: 'marketday-service-worker-out-dir',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
  };
  return [
    readOutDir,
    ...VitePWA({
      registerType: 'prompt',
      // src/pwa/register-sw.ts registers it from the app, after the first page has loaded.
      injectRegister: false,
      devOptions: { enabled: false },
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'Marketday',
        short_name: 'Marketday',
        description:
          'Run farmers markets: vendors, tokens, the end-of-day checkout with receipts, day reports and documents.',
        id: '/',
        start_url: '/home',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // Code and styles; the icons and the web app manifest come from includeAssets and manifest above. The
        // build writes .br/.gz copies beside each file (build/precompress.ts) and source maps: the server picks
        // the copy per request, the cache holds each file once.
        globPatterns: ['**/*.{js,css,html}'],
        globIgnores: ['**/*.br', '**/*.gz', '**/*.map', '.vite/**'],
        manifestTransforms: [precacheOfflinePages(() => outDir)],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: navigationDenylist(apiPrefixes),
        // The first visit is controlled as soon as the worker is ready, so it opens offline from then on;
        // an update waits for the prompt (skipWaiting is sent by src/pwa/register-sw.ts).
        clientsClaim: true,
        skipWaiting: false,
        cleanupOutdatedCaches: true,
        // API answers are never kept by the service worker (the query cache is persisted to IndexedDB by the app
        // instead). A page not precached (build/precache-pages.ts) keeps its files the first time it is opened:
        // hashed files never change, so the cached copy is always right, and old builds' files age out.
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'marketday-assets',
              expiration: { maxEntries: 400, maxAgeSeconds: 60 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ];
}
