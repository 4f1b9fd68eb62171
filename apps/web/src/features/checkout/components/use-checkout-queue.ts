import { CHECKOUT_TOKEN_MESSAGES } from '@marketday/shared';
import { useCallback } from 'react';
import {
  type CheckoutDay,
  type CheckoutDayVendor,
  type CheckoutDraft,
  encodeCheckoutDraft,
} from '@/entities/checkout/checkout-money';
import { useMessages } from '@/lib/i18n/use-messages';
import { isOffline } from '@/lib/offline/network';
import { queueCheckout, queuedCheckoutFor } from '@/lib/offline/outbox';
import type { CheckoutOutboxItem, OutboxMode } from '@/lib/offline/outbox-machine';
import { useOutbox } from '@/lib/offline/outbox-provider';
import { checkoutTotals } from '../form-values';
import en from '../locales/en.json';

export const QUEUED_MESSAGE = 'Saved on this device. It will sync when the network is back.';

// docs/decisions/023-offline-outbox.md: the checkout screen's way into the device's outbox.
export function useCheckoutQueue(context: CheckoutDay) {
  const t = useMessages(en);
  const { userId, syncNow } = useOutbox();

  /** The checkout of this vendor and day the device still holds (a new submit edits it there). */
  const heldFor = useCallback(
    async (draft: CheckoutDraft): Promise<CheckoutOutboxItem | null> =>
      userId ? queuedCheckoutFor(userId, draft).catch(() => null) : null,
    [userId],
  );

  const queue = useCallback(
    async ({
      draft,
      key,
      mode,
      vendor,
    }: {
      draft: CheckoutDraft;
      key: string;
      mode: OutboxMode;
      vendor: CheckoutDayVendor;
    }): Promise<CheckoutOutboxItem> => {
      if (!userId) throw new Error(t('signInToKeep'));
      // The same integer-cent math the server books (packages/shared fee-calculation).
      const totals = checkoutTotals({
        context,
        vendorId: draft.market_vendor_id,
        grossCents: draft.reported_gross_cents,
        tokens: draft.tokens,
      });
      // Never held with a money owed that is not the one it would book (a removed token's count left out): the
      // checkout flow judges the figures first, and this is the last guard (entities/checkout checkout-totals).
      if (totals?.unpriced) throw new Error(CHECKOUT_TOKEN_MESSAGES.owedUnpriced);
      const item = await queueCheckout({
        userId,
        key,
        mode,
        marketId: context.market_id,
        marketName: context.market_name,
        vendorName: vendor.business_name,
        // The outbox keeps the request body itself, in the spec's dollars: what a retry sends under its key.
        input: encodeCheckoutDraft(draft),
        moneyOwedCents: totals?.moneyOwedCents ?? 0,
      });
      if (!isOffline()) syncNow();
      return item;
    },
    [context, userId, syncNow, t],
  );

  return { canQueue: userId !== null, heldFor, queue };
}
