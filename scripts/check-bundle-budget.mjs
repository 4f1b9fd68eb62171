// `npm run check:bundle`: how much JavaScript (gzip) each page loads before it can be used, against
// apps/web/bundle-budgets.json. Reads the Vite manifest of a finished build (`npm run build` first).
// A page's eager JS is the entry chunk with its static imports (index.html preloads them all), plus, for a page
// loaded on demand, its chunk and the static imports of that chunk the entry does not already bring.
// Usage: node scripts/check-bundle-budget.mjs [--dist <built web app>]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const distFlag = process.argv.indexOf('--dist');
const dist = distFlag > 0 ? path.resolve(process.argv[distFlag + 1] ?? '') : path.join(web, 'dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
const budgets = JSON.parse(readFileSync(path.join(web, 'bundle-budgets.json'), 'utf8'));

if (!existsSync(manifestFile)) {
  console.error(`✖ ${path.relative(root, manifestFile)} not found: build the web app first (npm run build)`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

const gzipKb = new Map();
function kbOf(file) {
  if (!gzipKb.has(file)) gzipKb.set(file, gzipSync(readFileSync(path.join(dist, file))).length / 1024);
  return gzipKb.get(file);
}

// A chunk and everything it imports statically (dynamic imports load later, on demand).
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const sum = (keys) => [...keys].reduce((total, key) => total + kbOf(manifest[key].file), 0);
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('The manifest has no entry chunk');
const entry = staticClosure(entryKey);
const entryKb = sum(entry);

// A signed-in page also waits for the signed-in layout (the guard and the app shell), loaded on demand too.
const isSignedInPage = (src) =>
  src.startsWith('src/app/routes/') && !src.startsWith('src/app/routes/public/');

// A page whose module is not a chunk of its own was bundled into the entry's static graph: it costs the entry.
function eagerKb(src) {
  if (!existsSync(path.join(web, src)))
    throw new Error(`bundle-budgets.json names ${src}, which does not exist`);
  const chunks = [src, ...(isSignedInPage(src) ? [budgets.signedInLayout] : [])].filter(
    (key) => manifest[key],
  );
  const own = new Set(chunks.flatMap((key) => [...staticClosure(key)]).filter((key) => !entry.has(key)));
  return entryKb + sum(own);
}

// Every page has a budget: one without a line of its own gets the public or the signed-in figure.
const listed = new Set(Object.values(budgets.routes).map((route) => route.src));
const pageChunks = Object.keys(manifest).filter(
  (key) => key.startsWith('src/app/routes/') && manifest[key].isDynamicEntry && !listed.has(key),
);
const rows = [
  ...Object.entries(budgets.routes).map(([page, { src, kb }]) => ({ page, kb: eagerKb(src), budget: kb })),
  ...pageChunks.map((src) => ({
    page: src.replace(/^src\/app\/routes\//, '').replace(/\.tsx$/, ''),
    kb: eagerKb(src),
    budget: isSignedInPage(src) ? budgets.signedInKb : budgets.publicKb,
  })),
];

const width = Math.max(...rows.map((row) => row.page.length), 5);
console.info(`${'page'.padEnd(width)}  eager JS (KB gzip)  budget (KB)`);
for (const row of rows) {
  const mark = row.kb > row.budget ? '  ✖ over budget' : '';
  console.info(
    `${row.page.padEnd(width)}  ${row.kb.toFixed(1).padStart(18)}  ${String(row.budget).padStart(11)}${mark}`,
  );
}
const over = rows.filter((row) => row.kb > row.budget);
if (over.length > 0) {
  console.error(`✖ ${over.map((row) => row.page).join(', ')} over budget (apps/web/bundle-budgets.json)`);
  process.exit(1);
}
console.info(`✔ every page within its budget (entry alone ${entryKb.toFixed(1)} KB gzip)`);
