import { INTL_LOCALE, type Locale, type ReceiptLanguage } from '@marketday/shared';
import { serverMessages, translateEnglish } from '../../lib/i18n/translate';
import en from './locales/en.json';
import es from './locales/es.json';

// A receipt and its e-mail are the vendor's, so they are in the vendor's language (docs/i18n.md), whoever sends them.
export const receiptMailMessages = serverMessages('receipts', { en, es });

export function receiptLanguage(locale: Locale): ReceiptLanguage {
  return { say: (english) => translateEnglish(english, locale), intlLocale: INTL_LOCALE[locale] };
}
