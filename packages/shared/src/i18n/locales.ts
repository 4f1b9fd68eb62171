// The languages Marketday speaks (docs/i18n.md). A third language is a new entry here and its catalogues.
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

// Each language's name in itself, for the pickers: a reader who cannot read the current language still finds theirs.
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', es: 'Español' };

// The tag Intl formats with: US dollars and US dates in both languages.
export const INTL_LOCALE: Readonly<Record<Locale, string>> = { en: 'en-US', es: 'es-US' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The first supported language in a list of tags in order of preference (`navigator.languages`), by its primary
 * subtag ('es-MX' is Spanish); English when none is supported.
 */
export function firstSupportedLocale(tags: readonly string[]): Locale {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/** The language an `Accept-Language` header asks for, by its q-values (RFC 9110 §12.5.4); English when none fits. */
export function negotiateLocale(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .slice(0, 1000)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return firstSupportedLocale(ranked.map((entry) => entry.tag));
}
