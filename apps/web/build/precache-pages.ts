import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { VitePWAOptions } from 'vite-plugin-pwa';

type ManifestTransform = NonNullable<VitePWAOptions['workbox']['manifestTransforms']>[number];

// Pages whose files the service worker does not precache: the reports page alone is about 400 KB of charts
// and PDF code (more than a third of all the app's JavaScript) and needs the server to compute its figures.
// Every other page, the manager's market-day screens (home, checkout options, checkout, transactions) first,
// opens offline.
export const ONLINE_ONLY_PAGES = ['src/app/routes/manager/reports.tsx'];

type Chunk = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type ViteManifest = Record<string, Chunk>;

/**
 * The built files (paths under dist) the app can reach from its entry, statically or on demand, without going
 * through an online-only page: what is left out is only what those pages alone use. Read from the Vite manifest
 * (`build.manifest`), the file scripts/check-bundle-budget.mjs reads too.
 */
export function offlineFiles(
  manifest: ViteManifest,
  onlineOnly: readonly string[] = ONLINE_ONLY_PAGES,
): Set<string> {
  for (const page of onlineOnly) {
    if (!manifest[page])
      throw new Error(`${page} is not in the Vite manifest (apps/web/build/precache-pages.ts)`);
  }
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key) || onlineOnly.includes(key)) return;
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
