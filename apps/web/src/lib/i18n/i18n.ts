import { i18n } from '@lingui/core';
import {
  DEFAULT_LOCALE,
  type EnglishIndex,
  firstSupportedLocale,
  isLocale,
  type Locale,
  type SayValue,
} from '@marketday/shared';

// The app's one Lingui instance (docs/i18n.md). English needs no catalogue loaded: each screen's English comes with
// its own code (use-messages.ts); another language's catalogue is one chunk, loaded before the app shows it.
i18n.loadAndActivate({ locale: DEFAULT_LOCALE, messages: {} });

export { i18n };

const STORAGE_KEY = 'marketday.language';

export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/** The language a reader chose on this device (on the sign-in page or from the account), if any. */
export function chosenLocale(): Locale | null {
  try {
    const chosen = localStorage.getItem(STORAGE_KEY);
    return isLocale(chosen) ? chosen : null;
  } catch {
    // Storage refused (a private window): nothing chosen here.
    return null;
  }
}

/** The language this device last chose, else the browser's. */
export function preferredLocale(): Locale {
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return chosenLocale() ?? firstSupportedLocale(browser);
}

const loaded = new Set<Locale>([DEFAULT_LOCALE]);
let englishIndex: EnglishIndex | undefined;
const valueSayers = new Map<Locale, SayValue>();

/** The shared English by text, once another language has been loaded (sayShared needs it only then). */
export function loadedEnglishIndex(): EnglishIndex | undefined {
  return englishIndex;
}

/** How a value in a shared English message is said in the language shown (a US date), once that language is here. */
export function loadedValueSayer(): SayValue | undefined {
  return valueSayers.get(currentLocale());
}

/** Shows the app in `locale`, once its catalogue is here; every screen using useMessages renders again. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) {
    const other = await import('./other-languages');
    i18n.load(locale, other.catalogueFor(locale));
    englishIndex ??= other.sharedEnglishIndex();
    valueSayers.set(locale, other.valueSayer(locale));
    loaded.add(locale);
  }
  if (i18n.locale !== locale) i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** The reader chose a language: remembered on this device and shown at once. */
export async function chooseLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Not remembered; still shown.
  }
  await activateLocale(locale);
}
