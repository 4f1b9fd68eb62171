import { type Catalogue, sayEnglish } from '@marketday/shared';
import { useSyncExternalStore } from 'react';
import { currentLocale, i18n, loadedEnglishIndex, loadedValueSayer } from './i18n';

export type MessageValues = Record<string, unknown>;
export type Translate<C extends Catalogue> = (key: keyof C & string, values?: MessageValues) => string;

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const localeNow = () => i18n.locale;

/** The language shown now; a component reading it renders again when the reader switches. */
export function useLocale() {
  useSyncExternalStore(subscribe, localeNow, localeNow);
  return currentLocale();
}

/**
 * The messages of one part of the app, said in the language shown now: its English catalogue (`locales/en.json`
 * beside the code, compiled at build with its namespace, so each message passes straight to Lingui as the
 * fallback) and the same keys of the other languages' catalogues.
 */
export function messagesOf<C extends Catalogue>(english: C): Translate<C> {
  const known = translators.get(english);
  if (known) return known as Translate<C>;
  const namespace = (english as { $ns?: unknown }).$ns;
  if (typeof namespace !== 'string')
    throw new Error('A catalogue not compiled by build/compiled-catalogues.ts');
  // Reads the language at each call, so one function per catalogue serves every language.
  const translate: Translate<C> = (key, values) =>
    i18n._(`${namespace}.${key}`, values, { message: english[key] as unknown as string });
  translators.set(english, translate as Translate<Catalogue>);
  return translate;
}
const translators = new WeakMap<Catalogue, Translate<Catalogue>>();

/** messagesOf for a component: it renders again in the new language when the reader switches. */
export function useMessages<C extends Catalogue>(english: C): Translate<C> {
  useLocale();
  return messagesOf(english);
}

/**
 * A message made in English by shared code (a rule's message, the error catalogue) in the language shown now. The
 * server already answers in the reader's language (it is sent `Accept-Language`), so its messages pass unchanged.
 */
export function sayShared(text: string): string {
  const index = loadedEnglishIndex();
  if (i18n.locale === 'en' || !index) return text;
  return sayEnglish(index, text, (id, values) => i18n._(id, values), loadedValueSayer());
}

/** A value made in English by the code that is a US date or time ("06/13/2026"), said the reader's way. */
export function sayDateValue(text: string): string {
  if (i18n.locale === 'en') return text;
  return loadedValueSayer()?.(text) ?? text;
}
