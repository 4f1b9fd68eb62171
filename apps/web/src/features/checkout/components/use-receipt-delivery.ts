import { CHECKOUT_MESSAGES } from '@marketday/shared';
import { useCallback, useState } from 'react';
import { useAlerts } from '@/components/ui/alerts-provider';
import uiEn from '@/components/ui/locales/en.json';
import type { CheckoutDay } from '@/entities/checkout/checkout-money';
import { useEmailReceipt } from '@/entities/transactions/email-receipt';
import { printReceipt } from '@/entities/transactions/print-receipt';
import { getErrorMessage } from '@/lib/api-client';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import { lazyModule } from '@/lib/lazy-module';
import type { ReceiptChoice, ReceiptTarget } from './deliver-receipt-dialog';

// A receipt made on the device for a checkout not yet synced, and its print: after the first screen (issue 32). The
// checkout page's chunks, this one included, are precached for the offline market day.
const pendingReceipts = lazyModule(() => import('../pending-receipt'));

/** Print and e-mail receipts; `onPrinted` runs once the print dialog is done (focus back to the form). */
export function useReceiptDelivery({
  context,
  onPrinted,
}: {
  /** The day's market: a checkout still held on the device is printed from it, marked "Pending sync". */
  context: CheckoutDay;
  onPrinted?: () => void;
}) {
  const { showSuccess, showError } = useAlerts();
  const { mutateAsync: sendEmail } = useEmailReceipt();
  const [isPrinting, setIsPrinting] = useState(false);
  const unavailable = useMessages(uiEn)('partUnavailable');

  // Each answers whether it worked; a failure has said why in a notice already.
  const print = useCallback(
    async (target: ReceiptTarget) => {
      setIsPrinting(true);
      try {
        if (target.pending) {
          const receipts = await pendingReceipts.load().catch(() => null);
          if (!receipts) {
            showError(unavailable);
            return false;
          }
          const { pendingReceipt, printPendingReceipt } = receipts;
          await printPendingReceipt(pendingReceipt({ context, ...target.pending }), context.manager_settings);
        } else if (target.transactionId) {
          await printReceipt({ transactionId: target.transactionId, reader: 'manager' });
        }
        return true;
      } catch (error) {
        showError(getErrorMessage(error));
        return false;
      } finally {
        setIsPrinting(false);
        onPrinted?.();
      }
    },
    [context, onPrinted, showError, unavailable],
  );

  const email = useCallback(
    async (target: ReceiptTarget, { quiet = false } = {}) => {
      if (!target.transactionId) return false;
      try {
        await sendEmail({ transactionId: target.transactionId, email: target.receiptEmail });
        if (!quiet) showSuccess(sayShared(CHECKOUT_MESSAGES.receiptSent));
        return true;
      } catch (error) {
        showError(getErrorMessage(error, { useDetail: true }));
        return false;
      }
    },
    [sendEmail, showError, showSuccess],
  );

  /**
   * The receipt as chosen. With `notice` (the vendor's standing choice, carried out without asking), that one line
   * is said once everything has gone, in place of each step's own.
   */
  const deliver = useCallback(
    async (target: ReceiptTarget, choice: ReceiptChoice, { notice }: { notice?: string } = {}) => {
      const done = await Promise.all([
        choice !== 'email' ? print(target) : true,
        choice !== 'print' ? email(target, { quiet: Boolean(notice) }) : true,
      ]);
      if (notice && done.every(Boolean)) showSuccess(notice);
    },
    [email, print, showSuccess],
  );

  return { print, deliver, isPrinting };
}
