import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { VitePWAOptions } from 'vite-plugin-pwa';

type ManifestTransform = NonNullable<VitePWAOptions['workbox']['manifestTransforms']>[number];

// The pages whose files the service worker precaches: what a market day needs with no signal (issue 15) — the
// manager's home, checkout options, checkout and transactions, the staff's home, and the vendor's markets and
// documents — and the public pages reached from the sign-in page. Every other page is cached the first time it
// is opened (build/service-worker.ts: the assets' runtime cache), so it opens offline once visited; issue 32
// measured the full precache at 210 files, 1.5 MB, downloaded by every phone at its first visit.
export const OFFLINE_FIRST_PAGES = [
  'src/app/routes/manager/home.tsx',
  'src/app/routes/manager/checkout-options.tsx',
  'src/app/routes/manager/checkout.tsx',
  'src/app/routes/manager/transactions.tsx',
  'src/app/routes/staff/home.tsx',
  'src/app/routes/vendor/home.tsx',
  'src/app/routes/shared/documents.tsx',
  'src/app/routes/shared/permission-denied.tsx',
  'src/app/routes/public/reset-password-request.tsx',
  'src/app/routes/public/create-account.tsx',
];

const isPage = (key: string) => key.startsWith('src/app/routes/');

type Chunk = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type ViteManifest = Record<string, Chunk>;

/**
 * The built files (paths under dist) the app reaches from its entry, statically or on demand (the shell, the
 * outbox, the offline restore), without opening a page other than `firstPages`: what is left out is only what
 * the other pages use. Read from the Vite manifest (`build.manifest`), the file scripts/check-bundle-budget.mjs
 * reads too.
 */
export function offlineFiles(
  manifest: ViteManifest,
  firstPages: readonly string[] = OFFLINE_FIRST_PAGES,
): Set<string> {
  for (const page of firstPages) {
    if (!manifest[page])
      throw new Error(`${page} is not in the Vite manifest (apps/web/build/precache-pages.ts)`);
  }
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key) || (isPage(key) && !firstPages.includes(key) && !manifest[key]?.isEntry)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    keys.add(key);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The Vite manifest has no entry chunk');
  visit(entry);
  return new Set([...keys].flatMap((key) => [manifest[key]!.file, ...(manifest[key]!.css ?? [])]));
}

/**
 * Workbox manifest transform: keeps every precache entry outside assets/ (index.html, the web app manifest,
 * icons) and, of the hashed files in assets/, those the offline pages use.
 */
export function precacheOfflinePages(outDir: () => string): ManifestTransform {
  return async (entries) => {
    const manifestFile = path.join(outDir(), '.vite/manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest;
    const keep = offlineFiles(manifest);
    return { manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || keep.has(entry.url)) };
  };
}
