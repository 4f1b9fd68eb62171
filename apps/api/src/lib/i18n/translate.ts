import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import {
  type Catalogue,
  compileCatalogue,
  type EnglishIndex,
  indexEnglishCatalogues,
  LOCALES,
  type Locale,
  negotiateLocale,
  sayEnglish,
  usDateTimeSayer,
} from '@marketday/shared';
import type { FastifyRequest } from 'fastify';

// The server's translations (docs/i18n.md). One Lingui instance per language, so concurrent requests in different
// languages never share a switched-on locale; every catalogue compiled once, at start.

// The shared catalogues: packages/shared/src/i18n/messages/<area>/<language>.json, namespace `shared/<area>`.
const SHARED_MESSAGES = path.resolve(
  path.dirname(createRequire(import.meta.url).resolve('@marketday/shared/messages/errors/en.json')),
  '..',
);

function readShared(locale: Locale): Record<string, Catalogue> {
  const areas: Record<string, Catalogue> = {};
  for (const area of readdirSync(SHARED_MESSAGES, { withFileTypes: true })) {
    if (!area.isDirectory()) continue;
    const file = path.join(SHARED_MESSAGES, area.name, `${locale}.json`);
    areas[`shared/${area.name}`] = JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
  }
  return areas;
}

const translators = Object.fromEntries(
  LOCALES.map((locale) => {
    const messages: Messages = {};
    for (const [namespace, catalogue] of Object.entries(readShared(locale)))
      Object.assign(messages, compileCatalogue(namespace, catalogue));
    return [locale, setupI18n({ locale, messages: { [locale]: messages } })];
  }),
) as Record<Locale, I18n>;

let englishIndex: EnglishIndex | undefined;
/** The shared catalogues' English by text, as the error handler and the web look it up. */
export function sharedEnglishIndex(): EnglishIndex {
  englishIndex ??= indexEnglishCatalogues(readShared('en'));
  return englishIndex;
}

/** The language a request's document is said in: what its `Accept-Language` asks for, else English. */
export function requestLocale(request: FastifyRequest): Locale {
  return negotiateLocale(request.headers['accept-language']);
}

/** An English message of the shared catalogues said in `locale`; a text they do not hold, unchanged. */
export function translateEnglish(text: string, locale: Locale): string {
  if (locale === 'en') return text;
  const translator = translators[locale];
  return sayEnglish(
    sharedEnglishIndex(),
    text,
    (id, values) => translator._(id, values),
    usDateTimeSayer(locale),
  );
}

export type ServerTranslate<C extends Catalogue> = (
  key: keyof C & string,
  values?: Record<string, unknown>,
) => string;

/**
 * The messages of one server part (an e-mail, a receipt, a PDF), from its catalogues beside the code: call with the
 * reader's language for the function that says them. `namespace` only has to be unique.
 */
export function serverMessages<C extends Catalogue>(
  namespace: string,
  catalogues: { en: C } & Record<Exclude<Locale, 'en'>, Catalogue>,
): (locale: Locale) => ServerTranslate<C> {
  const byLocale = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      setupI18n({ locale, messages: { [locale]: compileCatalogue(namespace, catalogues[locale]) } }),
    ]),
  ) as Record<Locale, I18n>;
  return (locale) => (key, values) => byLocale[locale]._(`${namespace}.${key}`, values);
}
