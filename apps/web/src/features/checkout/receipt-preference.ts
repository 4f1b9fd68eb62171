import type { ReceiptPreference } from '@marketday/shared';
import { messagesOf } from '@/lib/i18n/use-messages';
import type { ReceiptChoice, ReceiptTarget } from './components/deliver-receipt-dialog';
import en from './locales/en.json';

const t = messagesOf(en);

/** How a receipt is given without asking: a delivery, or none at all (the vendor's standing choice). */
export type DirectReceipt = ReceiptChoice | 'none';

/**
 * The vendor's standing choice, when it can be carried out without the Deliver Receipt dialog (issue 31); null:
 * ask. E-mail needs their receipt address and a booked checkout (one still held on the device has nothing to send
 * yet): without them the dialog asks instead.
 */
export function directReceipt(
  preference: ReceiptPreference | undefined,
  target: Pick<ReceiptTarget, 'receiptEmail' | 'transactionId'>,
): DirectReceipt | null {
  const canEmail = Boolean(target.receiptEmail && target.transactionId);
  switch (preference) {
    case 'NONE':
      return 'none';
    case 'PRINT':
      return 'print';
    case 'EMAIL':
      return canEmail ? 'email' : null;
    case 'PRINT_AND_EMAIL':
      return canEmail ? 'both' : null;
    default:
      return null;
  }
}

/** The one line said once the vendor's standing choice has been carried out. */
export function directReceiptNotice(choice: DirectReceipt, vendorName: string): string {
  switch (choice) {
    case 'print':
      return t('receiptPrinted', { name: vendorName });
    case 'email':
      return t('receiptEmailed', { name: vendorName });
    case 'both':
      return t('receiptPrintedEmailed', { name: vendorName });
    case 'none':
      return t('noReceipt', { name: vendorName });
  }
}
