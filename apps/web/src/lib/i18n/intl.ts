import { INTL_LOCALE } from '@marketday/shared';
import { currentLocale } from './i18n';
import { useLocale } from './use-messages';

/** The `Intl` tag of the language shown now ('en-US', 'es-US'): for numbers, dates and lists. */
export function intlTag(): string {
  return INTL_LOCALE[currentLocale()];
}

/** intlTag for a component: it renders again in the new language when the reader switches. */
export function useIntlTag(): string {
  return INTL_LOCALE[useLocale()];
}
