import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { LOCALES } from '@marketday/shared';
import { describe, expect, it } from 'vitest';

// The web's catalogues (docs/i18n.md): every `locales/<language>.json` under src, beside the code that uses it;
// and the server's (e-mails, PDFs, the public page) under apps/api/src, held to the same rules.
const SOURCE = path.resolve(import.meta.dirname, '../..');
const API_SOURCE = path.resolve(SOURCE, '../../api/src');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

const files = [...filesUnder(SOURCE), ...filesUnder(API_SOURCE)];
const catalogueDirs = files
  .filter((file) => file.endsWith(`${path.sep}locales${path.sep}en.json`))
  .map(path.dirname);
const sources = files
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => ({ file, text: readFileSync(file, 'utf8') }));
const read = (dir: string, locale: string) =>
  JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Record<string, string>;
const argumentsOf = (message: string) =>
  [...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((m) => m[1] as string).sort();

// The source files that import a catalogue's English, by relative path or through the `@/` alias.
function importersOf(dir: string) {
  const english = path.join(dir, 'en.json');
  return sources.filter(({ file, text }) =>
    [...text.matchAll(/from '([^']+\/locales\/en\.json)'/g)].some(([, spec = '']) => {
      const target = spec.startsWith('@/')
        ? path.join(SOURCE, spec.slice(2))
        : path.resolve(path.dirname(file), spec);
      return target === english;
    }),
  );
}

describe('the web catalogues', () => {
  it('exist', () => expect(catalogueDirs.length).toBeGreaterThan(0));

  it.each(catalogueDirs.map((dir) => [path.relative(SOURCE, dir), dir]))(
    '%s: every language has the same keys and arguments, every message is valid ICU, every key is used',
    (_name, dir) => {
      const en = read(dir, 'en');
      for (const locale of LOCALES) {
        const other = read(dir, locale);
        expect(Object.keys(other).sort(), `${locale} keys`).toEqual(Object.keys(en).sort());
        for (const [key, message] of Object.entries(other)) {
          expect(message.trim(), `${locale} ${key} is empty`).not.toBe('');
          expect(argumentsOf(message), `${locale} ${key}`).toEqual(argumentsOf(en[key] ?? ''));
          expect(() => compileMessageOrThrow(message), `${locale} ${key}`).not.toThrow();
        }
      }
      const importers = importersOf(dir);
      expect(importers.length, 'no source file imports this catalogue').toBeGreaterThan(0);
      // A server module imports its catalogue once (receipt-language.ts) and names its keys in the module's files.
      const folder = path.dirname(dir) + path.sep;
      const users = dir.startsWith(API_SOURCE)
        ? [...importers, ...sources.filter(({ file }) => file.startsWith(folder))]
        : importers;
      const unused = Object.keys(en).filter(
        (key) => !users.some(({ text }) => text.includes(`'${key}'`) || text.includes(`"${key}"`)),
      );
      expect(unused, 'keys no importer names').toEqual([]);
    },
  );
});

// The shared catalogues too: packages/shared/src/i18n/messages/<area>/<language>.json.
const SHARED_MESSAGES = path.resolve(SOURCE, '../../../packages/shared/src/i18n/messages');
const sharedDirs = readdirSync(SHARED_MESSAGES).map((area) => path.join(SHARED_MESSAGES, area));

// English that means two things, each said its own way (a document past due is "Vencido", a subscription "Pago
// vencido"; a document due today "Vence hoy", a subscription's payment "A pagar hoy"). Anything else said twice must
// be said the same way, so every screen uses one word for one thing.
const CONTEXTUAL = new Set(['Past due', 'Due today']);

describe('the words of every catalogue', () => {
  it('say the same phrase the same way, and a shared message one way only (it is found by its English)', () => {
    const said = new Map<string, Map<string, string[]>>();
    for (const dir of [...catalogueDirs, ...sharedDirs]) {
      const en = read(dir, 'en');
      for (const locale of LOCALES.filter((l) => l !== 'en')) {
        const other = read(dir, locale);
        for (const [key, english] of Object.entries(en)) {
          const byTranslation = said.get(`${locale}:${english}`) ?? new Map<string, string[]>();
          const where = path.relative(SOURCE, dir);
          byTranslation.set(other[key] ?? '', [...(byTranslation.get(other[key] ?? '') ?? []), where]);
          said.set(`${locale}:${english}`, byTranslation);
        }
      }
    }
    const conflicts = [...said.entries()]
      .filter(([key, byTranslation]) => {
        if (byTranslation.size < 2) return false;
        const english = key.slice(key.indexOf(':') + 1);
        const sharedWays = [...byTranslation.values()].filter((dirs) =>
          dirs.some((d) => d.includes('i18n/messages')),
        );
        // Single words may differ by context on screens (gender, noun or verb); never in the shared catalogues.
        return sharedWays.length > 1 || (english.includes(' ') && !CONTEXTUAL.has(english));
      })
      .map(([english, byTranslation]) => `${english} → ${JSON.stringify(Object.fromEntries(byTranslation))}`);
    expect(conflicts).toEqual([]);
  });
});
