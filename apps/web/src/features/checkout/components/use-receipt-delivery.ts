import { CHECKOUT_MESSAGES } from '@marketday/shared';
import { useCallback, useState } from 'react';
import { useAlerts } from '@/components/ui/alerts-provider';
import type { CheckoutDay } from '@/entities/checkout/checkout-money';
import { useEmailReceipt } from '@/entities/transactions/email-receipt';
import { printReceipt } from '@/entities/transactions/print-receipt';
import { getErrorMessage } from '@/lib/api-client';
import { pendingReceipt, printPendingReceipt } from '../pending-receipt';
import type { ReceiptChoice, ReceiptTarget } from './deliver-receipt-dialog';

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

  const print = useCallback(
    async (target: ReceiptTarget) => {
      setIsPrinting(true);
      try {
        if (target.pending) {
          await printPendingReceipt(pendingReceipt({ context, ...target.pending }), context.manager_settings);
        } else if (target.transactionId) {
          await printReceipt({ transactionId: target.transactionId, reader: 'manager' });
        }
      } catch (error) {
        showError(getErrorMessage(error));
      } finally {
        setIsPrinting(false);
        onPrinted?.();
      }
    },
    [context, onPrinted, showError],
  );

  const email = useCallback(
    async (target: ReceiptTarget) => {
      if (!target.transactionId) return;
      try {
        await sendEmail({ transactionId: target.transactionId, email: target.receiptEmail });
        showSuccess(CHECKOUT_MESSAGES.receiptSent);
      } catch (error) {
        showError(getErrorMessage(error, { useDetail: true }));
      }
    },
    [sendEmail, showError, showSuccess],
  );

  const deliver = useCallback(
    (target: ReceiptTarget, choice: ReceiptChoice) => {
      if (choice !== 'email') void print(target);
      if (choice !== 'print') void email(target);
    },
    [email, print],
  );

  return { print, deliver, isPrinting };
}
