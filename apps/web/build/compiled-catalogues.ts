import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const WEB_SOURCE = path.resolve(import.meta.dirname, '../src');

/** The namespace of a catalogue: its folder under apps/web/src (`features/auth`), or `shared` for the shared one. */
export function catalogueNamespace(file: string): string {
  const shared = /\/i18n\/messages\/([a-z0-9-]+)\/[a-z]{2}\.json$/.exec(file);
  if (shared) return `shared/${shared[1]}`;
  return path
    .relative(WEB_SOURCE, path.dirname(path.dirname(file)))
    .split(path.sep)
    .join('/');
}

// A web catalogue (`…/locales/<language>.json`) or a shared catalogue of a language other than English
// (packages/shared/src/i18n/messages/<area>/es.json). The shared English stays as written: the English index reads it.
const CATALOGUE = /(\/src\/(?:.+\/)?locales\/[a-z]{2}|\/i18n\/messages\/[a-z0-9-]+\/(?!en\.)[a-z]{2})\.json$/;

/**
 * Compiles each catalogue's ICU messages into Lingui's form while building, so the browser runs no message parser
 * (about 7 KB gzip on every page; docs/decisions/039-languages.md). The file is still JSON, of compiled messages,
 * with its namespace under `$ns` (use-messages.ts prefixes its keys with it).
 */
export function compiledCatalogues(): Plugin {
  return {
    name: 'marketday:compiled-catalogues',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!CATALOGUE.test(file)) return undefined;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled: Record<string, unknown> = { $ns: catalogueNamespace(file) };
      for (const [key, message] of Object.entries(messages)) {
        try {
          compiled[key] = compileMessageOrThrow(message);
        } catch (error) {
          this.error(`${file}: the message "${key}" is not valid ICU: ${(error as Error).message}`);
        }
      }
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
