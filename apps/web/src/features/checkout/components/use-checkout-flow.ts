import { CHECKOUT_MESSAGES, type CheckoutResult } from '@marketday/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useAlerts } from '@/components/ui/alerts-provider';
import {
  type CheckoutDay,
  type CheckoutDayVendor,
  type CheckoutDraft,
  decodeCheckoutResult,
  encodeCheckoutDraft,
} from '@/entities/checkout/checkout-money';
import {
  conflictTransactionId,
  useOverwriteCheckout,
  useSubmitCheckout,
  wasCancelled,
} from '@/entities/checkout/write-checkout';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { displayDate } from '@/lib/i18n/dates';
import { messagesOf, sayShared, useMessages } from '@/lib/i18n/use-messages';
import { isOffline, shouldQueue } from '@/lib/offline/network';
import type { OutboxMode } from '@/lib/offline/outbox-machine';
import {
  type CheckoutFormOutput,
  type CheckoutFormValues,
  emptyFormValues,
  toCheckoutDraft,
  tokenCountRefusal,
} from '../form-values';
import en from '../locales/en.json';
import type { ConflictInfo } from './conflict-dialog';
import type { ReceiptTarget } from './deliver-receipt-dialog';
import { type GrossCheck, grossDoubtInCents } from './gross-doubt-dialog';
import { revealEntry } from './reveal-entry';
import { useCheckoutQueue } from './use-checkout-queue';

export const SUBMIT_CANCELLED =
  'Stopped waiting for the server. Your figures are still here: submit again when the signal is back ' +
  '(a checkout that did arrive is not booked twice).';

export const STORAGE_FULL =
  'This device is out of storage, so the checkout could not be kept on it. Your figures are still here: free ' +
  'some space, or submit again when the signal is back.';

/** Why a checkout could not be held on the device (IndexedDB refused the write). */
function storageRefusal(error: unknown): string {
  const t = messagesOf(en);
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  if (name === 'QuotaExceededError') return t('storageFull');
  const reason = typeof message === 'string' && message ? sayShared(message) : t('couldNotKeep');
  return t('figuresStillHere', { reason });
}

// Found by its mark, not its name: the form's accessible name follows the reader's language.
const CHECKOUT_FORM = 'form[data-checkout-form]';
const GROSS_FIELD = `${CHECKOUT_FORM} input[name="reported_gross"]`;
// Where the manager has gone on to: a field (a token count, a custom field, the vendor picker's search box, which
// lies outside the form), a list opened from its trigger (focus stays on the trigger until the list has taken
// it), or anything inside an open popover or dialog.
const ELSEWHERE = ':is(input, textarea, select, [aria-expanded="true"], [role="dialog"] *)';

// The cursor is somewhere other than Gross that a late move to Gross would take it from: the manager types, or
// picks, there. On Preact an effect runs a frame after its render, not at the end of the event as on React, so a
// late move lands later still: by then a fast hand has opened the vendor picker, whose search box is no form field
// (docs/decisions/041-preact.md).
function typingElsewhere(element = document.activeElement): boolean {
  return element instanceof HTMLElement && element.matches(ELSEWHERE) && !element.matches(GROSS_FIELD);
}

type CheckoutFlowArgs = {
  context: CheckoutDay;
  marketDate: string;
  form: UseFormReturn<CheckoutFormValues, unknown, CheckoutFormOutput>;
  /**
   * A checkout was booked (or held on the device): true when the receipt was dealt with there (the vendor's
   * standing choice), so the Deliver Receipt dialog is not opened.
   */
  onBooked?: (vendor: CheckoutDayVendor, target: ReceiptTarget) => boolean;
};

type Conflict = { draft: CheckoutDraft; vendor: CheckoutDayVendor };

// Submit → success (receipt) or 409 (conflict → overwrite) or an error toast (docs/product.md §4, §8).
export function useCheckoutFlow({ context, marketDate, form, onBooked }: CheckoutFlowArgs) {
  const t = useMessages(en);
  const { reset, setFocus } = form;
  const { showSuccess, showError } = useAlerts();
  const create = useSubmitCheckout({ marketId: context.market_id });
  const overwrite = useOverwriteCheckout({ marketId: context.market_id, ownSlowNotice: true });
  const outbox = useCheckoutQueue(context);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  // A figure far above the vendor's usual waits here for the manager's yes.
  const [doubt, setDoubt] = useState<(GrossCheck & { values: CheckoutFormOutput }) | null>(null);
  const [latest, setLatest] = useState<ReceiptTarget | null>(null);
  const [isReceiptOpen, setIsReceiptOpen] = useState(false);
  const inFlight = useRef(false);
  // Set when a dialog closes on the way back to Gross Profit (the receipt, or "Fix the figure").
  const grossNext = useRef(false);

  // The cursor in Gross Profit, with the vendor and their tokens brought into view. Done after the next render:
  // a vendor switch resets the form, which lets go of its fields until they render again, and a focus asked for
  // in between did nothing (issue 31: Gross was missed in 2 of 5 switches, from the day list and the strip's Next).
  // The request keeps where the cursor was when it was made: a manager who has gone on into another field by the
  // time it is carried out keeps the cursor there, or the next digits typed would land in Gross (refused there)
  // and never reach the token count (seen in CI: Market Bucks read 0 instead of the 10 typed).
  const grossWanted = useRef<{ from: Element | null } | null>(null);
  const [grossAsks, setGrossAsks] = useState(0);
  const focusGross = useCallback(() => {
    grossWanted.current = { from: document.activeElement };
    setGrossAsks((n) => n + 1);
  }, []);
  // For what ends later than the manager's hand (the vendor list or a dialog gone, which Radix reports from a
  // timer; a receipt printed from the server's answer): back to Gross only if the cursor is not in another field.
  const returnToGross = useCallback(() => {
    if (!typingElsewhere()) focusGross();
  }, [focusGross]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: grossAsks is the request to act on.
  useEffect(() => {
    const wanted = grossWanted.current;
    if (!wanted) return;
    grossWanted.current = null;
    if (document.activeElement !== wanted.from && typingElsewhere()) return;
    // The field as it is on the page now: react-hook-form's setFocus can hold an element from before a reset and
    // then focuses nothing (seen in the form's tests, where Gross was left unfocused).
    const gross = document.querySelector<HTMLInputElement>(GROSS_FIELD);
    if (!gross) {
      setFocus('reported_gross');
      return;
    }
    gross.focus({ preventScroll: true });
    revealEntry(gross);
  }, [grossAsks, setFocus]);

  // Radix calls this once the dialog has gone, after its exit animation or at once with reduced motion. A timer
  // of the animation's length used to do it, and with reduced motion it took the focus from a vendor picker
  // opened in the meantime, which closed it under the manager's finger.
  function grossAfterDialog(event: Event) {
    if (!grossNext.current) return;
    grossNext.current = false;
    // Not back to the dialog's trigger either way.
    event.preventDefault();
    returnToGross();
  }

  // A field the server names shows its message there; anything else is a toast.
  function showRefusal(error: unknown) {
    if (wasCancelled(error)) {
      showError(t('submitCancelled'));
      return;
    }
    const message = applyServerErrors(form, error);
    if (message) showError(message);
  }

  function ready(vendor: CheckoutDayVendor, target: ReceiptTarget) {
    // Blank figures; the receipt step then moves on to the next vendor with the cursor in Gross Profit (docs/product.md
    // §2): at once for a vendor's standing choice (onBooked), else once the Deliver Receipt dialog has gone.
    reset(emptyFormValues({ context, vendorId: vendor.market_vendor_id }));
    setLatest(target);
    if (onBooked?.(vendor, target)) return;
    grossNext.current = true;
    setIsReceiptOpen(true);
  }

  // No network (or no answer): the checkout waits on the device under the key of its first attempt, with the
  // money owed worked out here, and the manager goes on (docs/decisions/023-offline-outbox.md).
  async function hold({
    draft,
    vendor,
    mode,
  }: {
    draft: CheckoutDraft;
    vendor: CheckoutDayVendor;
    mode: OutboxMode;
  }) {
    try {
      const item = await outbox.queue({
        draft,
        key: create.keyFor(encodeCheckoutDraft(draft)),
        mode,
        vendor,
      });
      create.forget();
      showSuccess(t('queued'));
      ready(vendor, {
        transactionId: null,
        pending: { key: item.key, draft, queuedAt: item.queuedAt },
        vendorName: vendor.business_name,
        receiptEmail: null,
        moneyOwedCents: item.moneyOwedCents,
      });
    } catch (error) {
      // The device's storage is full or refused: the figures stay in the form.
      showError(storageRefusal(error));
    }
  }

  function finish({
    result,
    message,
    vendor,
  }: {
    result: CheckoutResult;
    message: string;
    vendor: CheckoutDayVendor;
  }) {
    showSuccess(sayShared(message));
    const booked = decodeCheckoutResult(result);
    ready(vendor, {
      transactionId: booked.id,
      pending: null,
      vendorName: vendor.business_name,
      receiptEmail: vendor.receipt_email,
      moneyOwedCents: booked.moneyOwedCents,
    });
  }

  async function submit(values: CheckoutFormOutput, { confirmed = false } = {}) {
    const vendor = context.vendors.find((v) => v.market_vendor_id === values.market_vendor_id);
    if (!vendor) {
      showError(sayShared(CHECKOUT_MESSAGES.vendorNotFound));
      return;
    }
    const reason = confirmed
      ? null
      : grossDoubtInCents({ grossCents: values.reported_gross, largestCents: vendor.largest_gross_cents });
    if (reason) {
      setDoubt({ gross: values.reported_gross, vendorName: vendor.business_name, doubt: reason, values });
      return;
    }
    // A double tap or a second Enter must not start a second attempt.
    if (inFlight.current) return;
    // Figures kept by a dialog (the gross doubt) are judged again against the day as it is now: a token removed on
    // another device meanwhile must not be booked, nor held here with a money owed that leaves it out.
    if (refusedTokens(values.market_vendor_id, values.tokens)) return;
    inFlight.current = true;
    const draft = toCheckoutDraft({ values, marketDate, vendor });
    try {
      // A vendor the device still holds a checkout for: this one edits it there, in queue order.
      const held = await outbox.heldFor(draft);
      if (held) await hold({ draft, vendor, mode: held.mode });
      else if (isOffline()) {
        // The device's copy of the day already has this vendor checked out: the manager chooses first.
        if (checkedOut(vendor)) setConflict({ draft, vendor });
        else await hold({ draft, vendor, mode: 'create' });
      } else {
        const result = await create.submit(encodeCheckoutDraft(draft));
        finish({ result, message: CHECKOUT_MESSAGES.submitted, vendor });
      }
    } catch (error) {
      if (conflictTransactionId(error)) setConflict({ draft, vendor });
      else if (shouldQueue(error) && outbox.canQueue) await hold({ draft, vendor, mode: 'create' });
      else showRefusal(error);
    } finally {
      inFlight.current = false;
    }
  }

  function checkedOut(vendor: CheckoutDayVendor) {
    return context.checked_out.some((c) => c.market_vendor_id === vendor.market_vendor_id);
  }

  /** Says why a counted token cannot be booked for this vendor today, and shows it on its field; false if none. */
  function refusedTokens(vendorId: string, tokens: readonly { token_id: string; count: number }[]): boolean {
    const refusal = tokens
      .map((token) => tokenCountRefusal(context, vendorId, token))
      .find((message) => message !== null);
    if (!refusal) return false;
    showError(sayShared(refusal));
    void form.trigger('tokens');
    return true;
  }

  async function confirmOverwrite() {
    if (!conflict) return;
    const { draft, vendor } = conflict;
    // The same judgement for the figures the conflict dialog kept (see submit).
    if (refusedTokens(draft.market_vendor_id, draft.tokens ?? [])) {
      setConflict(null);
      return;
    }
    if (isOffline() && outbox.canQueue) {
      setConflict(null);
      await hold({ draft, vendor, mode: 'overwrite' });
      return;
    }
    try {
      const result = await overwrite.mutateAsync(encodeCheckoutDraft(draft));
      setConflict(null);
      finish({ result, message: CHECKOUT_MESSAGES.updated, vendor });
    } catch (error) {
      if (shouldQueue(error) && outbox.canQueue) {
        setConflict(null);
        await hold({ draft, vendor, mode: 'overwrite' });
      } else showRefusal(error);
    }
  }

  function confirmDoubt() {
    if (!doubt) return;
    setDoubt(null);
    void submit(doubt.values, { confirmed: true });
  }

  function cancelDoubt() {
    grossNext.current = true;
    setDoubt(null);
  }

  function closeReceipt() {
    grossNext.current = true;
    setIsReceiptOpen(false);
  }

  const conflictInfo: ConflictInfo | null = conflict
    ? { businessName: conflict.vendor.business_name, displayDate: displayDate(marketDate) }
    : null;

  return {
    submit: (values: CheckoutFormOutput) => submit(values),
    doubt,
    confirmDoubt,
    cancelDoubt,
    cancelRequest: () => {
      create.cancel();
      overwrite.cancel();
    },
    isPending: create.isPending || overwrite.isPending,
    conflict: conflictInfo,
    confirmOverwrite,
    cancelConflict: () => setConflict(null),
    isOverwriting: overwrite.isPending,
    latest,
    isReceiptOpen,
    closeReceipt,
    grossAfterDialog,
    focusGross,
    returnToGross,
  };
}
