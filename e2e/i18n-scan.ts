// The screens sweep's scan for text a catalogue does not hold (issue 33, docs/i18n.md): on a screen shown in
// Spanish, every word a reader meets — text, and the labels a screen reader says — must come from a Spanish
// message of a catalogue, from the data the screen loaded (a market's name, a vendor's products), or from Intl
// (month and weekday names). A word from nowhere is English someone forgot to put in a catalogue.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileCatalogue, INTL_LOCALE, LOCALE_NAMES, type Locale, US_STATES } from '@marketday/shared';
import type { Page, Response } from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '..');
const CATALOGUE_ROOTS = ['apps/web/src', 'apps/api/src', 'packages/shared/src/i18n/messages'];

// Names that are the same in every language: the product's, each language named in itself by the pickers, the
// states as the Postal Service names them (the address a vendor writes), and the units of a file's size.
const NAMES = [
  'Marketday',
  ...Object.values(LOCALE_NAMES),
  ...US_STATES.map((state) => state.name),
  'KB MB GB',
];

const WORD = /[\p{L}\p{M}]{2,}/gu;
// A web address or an e-mail address is read as it is written.
const ADDRESS = /\b[a-z][a-z0-9+.-]*:\/\/\S+|\S+@\S+/gi;

export function wordsOf(text: string, locale: Locale): string[] {
  return [...text.replaceAll(ADDRESS, ' ').matchAll(WORD)].map(([word]) =>
    word.toLocaleLowerCase(INTL_LOCALE[locale]),
  );
}

function cataloguesOf(dir: string, locale: Locale): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : cataloguesOf(file, locale);
    return entry.name === `${locale}.json` ? [file] : [];
  });
}

// The text of a compiled ICU message: its literal parts and every branch of its plurals and selects, never the
// names of its arguments or its branches' keys.
function textsOf(compiled: unknown): string[] {
  if (typeof compiled === 'string') return [compiled];
  if (!Array.isArray(compiled)) return [];
  return compiled.flatMap((part) => {
    if (typeof part === 'string') return [part];
    if (!Array.isArray(part)) return [];
    const cases = part[2];
    return cases && typeof cases === 'object' ? Object.values(cases).flatMap(textsOf) : [];
  });
}

// What Intl says in this language: month and weekday names, and the words of relative times ("hace 2 días").
function intlWords(locale: Locale): string[] {
  const tag = INTL_LOCALE[locale];
  const texts: string[] = [];
  for (let month = 0; month < 12; month++) {
    const date = new Date(Date.UTC(2026, month, 15));
    for (const style of ['long', 'short'] as const)
      texts.push(new Intl.DateTimeFormat(tag, { month: style, timeZone: 'UTC' }).format(date));
  }
  for (let day = 0; day < 7; day++) {
    const date = new Date(Date.UTC(2026, 10, 1 + day));
    for (const style of ['long', 'short', 'narrow'] as const)
      texts.push(new Intl.DateTimeFormat(tag, { weekday: style, timeZone: 'UTC' }).format(date));
    // The calendar's column heads: two letters of the short name ("lu", "sá").
    texts.push(new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' }).format(date).slice(0, 2));
  }
  texts.push(new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit' }).format(new Date()));
  for (const numeric of ['auto', 'always'] as const) {
    const relative = new Intl.RelativeTimeFormat(tag, { numeric });
    for (const unit of ['second', 'minute', 'hour', 'day', 'week', 'month', 'year'] as const)
      for (const amount of [-2, -1, 0, 1, 2]) texts.push(relative.format(amount, unit));
  }
  texts.push(new Intl.ListFormat(tag).format(['a', 'b', 'c']));
  return texts.flatMap((text) => wordsOf(text, locale));
}

/** Every word the screens may say in `locale`, from every catalogue in the repository and from Intl. */
export function vocabularyOf(locale: Locale): Set<string> {
  const words = new Set<string>([...intlWords(locale), ...NAMES.flatMap((name) => wordsOf(name, locale))]);
  for (const root of CATALOGUE_ROOTS) {
    for (const file of cataloguesOf(path.join(ROOT, root), locale)) {
      const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      for (const compiled of Object.values(compileCatalogue('scan', catalogue)))
        for (const text of textsOf(compiled)) for (const word of wordsOf(text, locale)) words.add(word);
    }
  }
  return words;
}

// An enum's value ("approved", "farm_stand") is a code for the screen to say in words, not a name to show as it is.
const CODE = /^[a-z][a-z0-9_]*$/;

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return CODE.test(value) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => [
      // A market's own day-report fields are named by its manager ("weather"): their names are data.
      ...(key === 'custom_fields' && inner && typeof inner === 'object' ? Object.keys(inner) : []),
      ...stringsOf(inner),
    ]);
  return [];
}

/**
 * Records the words of every JSON answer the page receives from the API: the screen's data, which is shown as
 * people wrote it (a market's name, a product) in any language.
 */
export function recordData(page: Page, locale: Locale): Set<string> {
  const words = new Set<string>();
  page.on('response', (response: Response) => {
    if (!(response.headers()['content-type'] ?? '').includes('application/json')) return;
    response
      .json()
      .then((body: unknown) => {
        for (const text of stringsOf(body)) for (const word of wordsOf(text, locale)) words.add(word);
      })
      .catch(() => undefined);
  });
  return words;
}

type ReaderText = { text: string; where: string };

/**
 * The texts a reader meets on the page, each with the element it is in: its text, its title, and the labels and
 * hints a screen reader says. The options of a native select a Radix Select keeps for forms are neither seen nor
 * read (the select is hidden), so they are left out.
 */
export function readerTexts(page: Page): Promise<ReaderText[]> {
  return page.evaluate(() => {
    const where = (element: Element, attribute?: string) => {
      const slot = element.getAttribute('data-slot');
      const role = element.getAttribute('role');
      return `<${element.tagName.toLowerCase()}${slot ? ` data-slot=${slot}` : ''}${role ? ` role=${role}` : ''}${attribute ? ` ${attribute}` : ''}>`;
    };
    const texts = [{ text: document.title, where: '<title>' }];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, [translate="no"], select[aria-hidden="true"]'))
        continue;
      const text = node.textContent?.trim();
      if (text) texts.push({ text, where: where(parent) });
    }
    for (const element of Array.from(
      document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]'),
    )) {
      if (element.closest('[translate="no"]')) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const text = element.getAttribute(name)?.trim();
        if (text) texts.push({ text, where: where(element, name) });
      }
    }
    return texts;
  });
}

/** Each word of the page that no catalogue, data or Intl accounts for, with a text it was found in. */
export async function untranslated(
  page: Page,
  locale: Locale,
  known: { vocabulary: Set<string>; data: Set<string> },
): Promise<string[]> {
  const found = new Map<string, string>();
  for (const { text, where } of await readerTexts(page)) {
    for (const word of wordsOf(text, locale)) {
      if (known.vocabulary.has(word) || known.data.has(word) || found.has(word)) continue;
      found.set(word, `"${text.length > 80 ? `${text.slice(0, 77)}…` : text}" ${where}`);
    }
  }
  return [...found].map(([word, text]) => `"${word}" in ${text}`);
}
