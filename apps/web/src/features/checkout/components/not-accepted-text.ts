import { VENDOR_TYPE_LABELS, type VendorType } from '@marketday/shared';
import { messagesOf, sayShared } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

/**
 * TOKEN_PROGRAM_MESSAGES.notAccepted in the reader's language, the vendor type's label too: "SNAP tokens cannot be
 * accepted by Ancillary vendors." ("Market Bucks Token" is not doubled to "… Token tokens").
 */
export function notAcceptedText(tokenName: string, vendorType: VendorType): string {
  const token = tokenName.trim();
  return messagesOf(en)('notAccepted', {
    named: /\btokens?$/i.test(token) ? 'yes' : 'no',
    token,
    type: sayShared(VENDOR_TYPE_LABELS[vendorType]),
  });
}
