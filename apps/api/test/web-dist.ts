import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// A built web app with only its page, so GET /* has an index.html to serve.
export const INDEX_ONLY = { 'index.html': '<!doctype html><div id="root"></div>' };

// Writes a built web app (its files by path) to a new temporary folder, for the app's WEB_DIST; the test removes it.
export function writeWebDist(files: Record<string, string | Buffer> = INDEX_ONLY) {
  const web = mkdtempSync(path.join(os.tmpdir(), 'marketday-web-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(web, name)), { recursive: true });
    writeFileSync(path.join(web, name), content);
  }
  return web;
}
