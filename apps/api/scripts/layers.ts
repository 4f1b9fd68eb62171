// The API's import rules (docs/decisions/031-api-tiers.md), checked over apps/api/src by `npm run lint`
// (`npm run lint:layers`) and by apps/api/test/layers.test.ts:
//   1. a module is imported from outside only through its index.ts;
//   2. a module imports only modules of its own tier or a lower one, and the modules' folder graph has no cycle;
//   3. lib/, plugins/ and db/ import no module (they sit under every tier);
//   4. drizzle-orm and db/schema are imported only by repositories (*.repository.ts) and db/.
// Test files are exempt: a test may reach into the files it tests.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type Tier = 'platform' | 'workflows' | 'read-models';

export const TIERS: Record<Tier, number> = {
  platform: 1,
  workflows: 2,
  'read-models': 3,
};

// Which tier each module belongs to. A new module must be added here (the check fails until it is).
export const MODULE_TIERS: Record<string, Tier> = {
  auth: 'platform',
  users: 'platform',
  account: 'platform',
  associations: 'platform',
  audit: 'platform',
  markets: 'platform',
  vendors: 'platform',
  products: 'platform',
  tokens: 'platform',
  notifications: 'platform',
  health: 'platform',
  transactions: 'workflows',
  'day-reports': 'workflows',
  documents: 'workflows',
  applications: 'workflows',
  staff: 'workflows',
  billing: 'workflows',
  'vendor-balances': 'workflows',
  // Market dates, attendance, schedules and the booth map (docs/season.md): what the manager and staff do over markets and vendors.
  season: 'workflows',
  // Booth fee rates and the charges they make on vendors' balances; season charges through it.
  'booth-fees': 'workflows',
  // The vendor's Agree or Dispute on a checkout's receipt, and the manager's list of disputes.
  'receipt-answers': 'workflows',
  // The info booth's token float (docs/product.md §20): tokens issued to shoppers and refunded, against redemptions.
  'token-float': 'workflows',
  reports: 'read-models',
  'program-report': 'read-models',
  // The funders' own report formats (docs/product.md §21): the checkouts, the token float and the day reports.
  'funder-reports': 'read-models',
  // The books (docs/product.md §22): journals for QuickBooks and Xero from checkouts, charges, payments and the float.
  accounting: 'read-models',
  cdfa: 'read-models',
  reconciliation: 'read-models',
  receipts: 'read-models',
  statements: 'read-models',
  'public-page': 'read-models',
  // The market's public feed and each vendor's private feed of market days (docs/season.md).
  calendars: 'read-models',
  // The vendor's own pages: a view over markets, products, transactions and receipts.
  'vendor-self': 'read-models',
  // Every PDF the app draws, for the worker thread (lib/pdf/pdf-renderer.ts runs it).
  'pdf-jobs': 'read-models',
  'booth-map-pdf': 'read-models',
};

// Folders of src/ below every module (rule 3) and the composition roots above them all.
const BELOW_MODULES = new Set(['lib', 'plugins', 'db']);
const SQL_PACKAGES = ['drizzle-orm'];

const IMPORT_PATTERN =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

export type SourceFile = { file: string; source: string };
export type Violation = {
  rule: 'index' | 'tier' | 'tier-unknown' | 'base' | 'cycle' | 'sql';
  file: string;
  specifier: string;
};
type Unit = { kind: 'module' | 'base' | 'top' | 'other'; name?: string };

export function isTestFile(file: string) {
  return /\.test\.ts$/.test(file) || file.startsWith('test/');
}

export function importsOf(source: string) {
  const found: string[] = [];
  for (const match of source.matchAll(IMPORT_PATTERN)) found.push((match[1] ?? match[2]) as string);
  return found;
}

// `file` is relative to apps/api (e.g. 'src/modules/auth/index.ts'); answers the unit it belongs to.
export function unitOf(file: string): Unit {
  const [root, folder = '', name = ''] = file.split('/');
  if (root !== 'src') return { kind: 'other' };
  if (folder === 'modules' && name) return { kind: 'module', name: name.replace(/\.ts$/, '') };
  if (BELOW_MODULES.has(folder)) return { kind: 'base', name: folder };
  return { kind: 'top', name: folder };
}

function resolveRelative(from: string, specifier: string) {
  if (!specifier.startsWith('.')) return null;
  return path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
}

function isRepository(file: string) {
  return /\.repository\.ts$/.test(file) || file.startsWith('src/db/');
}

function isSchemaImport(target: string | null) {
  return target !== null && /^src\/db\/schema(\/|$)/.test(target);
}

// files: [{ file, source }] relative to apps/api. Answers { violations, moduleEdges }.
export function checkLayers(files: SourceFile[]) {
  const violations: Violation[] = [];
  const moduleEdges = new Map<string, Set<string>>();
  for (const { file, source } of files) {
    if (isTestFile(file)) continue;
    const from = unitOf(file);
    for (const specifier of importsOf(source)) {
      const target = resolveRelative(file, specifier);
      if (
        SQL_PACKAGES.some((p) => specifier === p || specifier.startsWith(`${p}/`)) ||
        isSchemaImport(target)
      ) {
        if (!isRepository(file)) violations.push({ rule: 'sql', file, specifier });
      }
      if (target === null) continue;
      const to = unitOf(`${target}.ts`);
      if (to.kind !== 'module') continue;
      if (from.kind === 'module' && from.name === to.name) continue;
      const entry = target.replace(/\/index$/, '');
      if (entry !== `src/modules/${to.name}`) violations.push({ rule: 'index', file, specifier });
      if (from.kind === 'base') {
        violations.push({ rule: 'base', file, specifier });
        continue;
      }
      if (from.kind !== 'module') continue;
      const fromName = from.name as string;
      const toName = to.name as string;
      const fromTier = MODULE_TIERS[fromName];
      const toTier = MODULE_TIERS[toName];
      if (!fromTier) violations.push({ rule: 'tier-unknown', file, specifier: fromName });
      if (!toTier) violations.push({ rule: 'tier-unknown', file, specifier: toName });
      if (fromTier && toTier && TIERS[toTier] > TIERS[fromTier]) {
        violations.push({ rule: 'tier', file, specifier: `${specifier} (${fromTier} → ${toTier})` });
      }
      const edges = moduleEdges.get(fromName) ?? new Set<string>();
      edges.add(toName);
      moduleEdges.set(fromName, edges);
    }
  }
  for (const cycle of findCycles(moduleEdges)) {
    violations.push({ rule: 'cycle', file: `src/modules/${cycle[0]}`, specifier: cycle.join(' → ') });
  }
  return { violations, moduleEdges };
}

// Every module that sits on a cycle, reported once per strongly connected group (Tarjan).
export function findCycles(edges: Map<string, Set<string>>): string[][] {
  let index = 0;
  const stack: string[] = [];
  const onStack = new Set<string>();
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) as number, indices.get(next) as number));
      }
    }
    if (low.get(node) === indices.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of [...edges.keys()].sort()) if (!indices.has(node)) visit(node);
  return groups;
}

export function readApiFiles(apiRoot: string): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(apiRoot, dir), { withFileTypes: true })) {
      const rel = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (/\.(ts|mts|mjs)$/.test(entry.name)) {
        files.push({ file: rel, source: readFileSync(path.join(apiRoot, rel), 'utf8') });
      }
    }
  };
  walk('src');
  return files;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const apiRoot = path.resolve(import.meta.dirname, '..');
  const { violations, moduleEdges } = checkLayers(readApiFiles(apiRoot));
  const byRule = new Map<string, number>();
  for (const v of violations) byRule.set(v.rule, (byRule.get(v.rule) ?? 0) + 1);
  if (process.argv.includes('--summary')) {
    const edgeCount = [...moduleEdges.values()].reduce((n, s) => n + s.size, 0);
    console.info(`module edges: ${edgeCount}`);
    console.info(JSON.stringify(Object.fromEntries(byRule)));
    const sqlFiles = new Set(violations.filter((v) => v.rule === 'sql').map((v) => v.file));
    console.info(`files with SQL outside repositories: ${sqlFiles.size}`);
  }
  for (const v of violations) console.error(`${v.rule.padEnd(12)} ${v.file}: ${v.specifier}`);
  if (violations.length > 0) {
    console.error(`\n${violations.length} layering violations (docs/decisions/031-api-tiers.md)`);
    process.exit(1);
  }
}
