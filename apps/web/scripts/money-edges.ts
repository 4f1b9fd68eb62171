// Money crosses between the wire's dollars and integer cents only in entities (issue 29, item 4;
// docs/conventions.md "Money"): outside apps/web/src/entities, no file imports the dollar ⇄ cent conversions or
// the dollar formatter from @marketday/shared. Features read cents from their entity and print them with
// formatCents; a form's typed text becomes cents through lib/money-text. Test files are exempt (a test may write
// the wire's dollars to prove an entity decodes them). Run by `npm run lint` and apps/web/src/entities/money-edges.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const EDGE_ONLY_NAMES = [
  'dollarsToCents',
  'centsToDollars',
  'formatDollars',
  'dollarsAsCents',
  'nullableDollarsAsCents',
] as const;

export type SourceFile = { file: string; source: string };
export type Violation = { file: string; name: string };

const IMPORT_FROM_SHARED = /import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]@marketday\/shared['"]/g;

function isExempt(file: string) {
  return (
    file.startsWith('src/entities/') ||
    /\.test\.tsx?$/.test(file) ||
    file.includes('/testing/') ||
    file.startsWith('src/test/')
  );
}

export function checkMoneyEdges(files: SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  for (const { file, source } of files) {
    if (isExempt(file)) continue;
    for (const match of source.matchAll(IMPORT_FROM_SHARED)) {
      const names = (match[1] ?? '')
        .split(',')
        .map(
          (part) =>
            part
              .trim()
              .replace(/^type\s+/, '')
              .split(/\s+as\s+/)[0] ?? '',
        )
        .filter(Boolean);
      for (const name of names)
        if ((EDGE_ONLY_NAMES as readonly string[]).includes(name)) violations.push({ file, name });
    }
  }
  return violations;
}

/** Every .ts/.tsx file under apps/web/src, with its path relative to apps/web. */
export function readWebFiles(webDir: string): SourceFile[] {
  const src = path.join(webDir, 'src');
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => {
      const relative = `src/${file.split(path.sep).join('/')}`;
      return { file: relative, source: readFileSync(path.join(webDir, relative), 'utf8') };
    });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const violations = checkMoneyEdges(readWebFiles(path.resolve(import.meta.dirname, '..')));
  for (const { file, name } of violations)
    console.error(
      `✖ apps/web/${file} imports ${name}: dollars become cents only in src/entities (docs/conventions.md)`,
    );
  if (violations.length > 0) process.exit(1);
}
