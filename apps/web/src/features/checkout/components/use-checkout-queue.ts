import type { CheckoutContext, CheckoutInput, CheckoutVendor } from '@marketday/shared';
import { useCallback } from 'react';
import { isOffline } from '@/lib/offline/network';
import { queueCheckout, queuedCheckoutFor } from '@/lib/offline/outbox';
import type { CheckoutOutboxItem, OutboxMode } from '@/lib/offline/outbox-machine';
import { useOutbox } from '@/lib/offline/outbox-provider';
import { checkoutTotals } from '../form-values';

export const QUEUED_MESSAGE = 'Saved on this device. It will sync when the network is back.';

// docs/decisions/023-offline-outbox.md: the checkout screen's way into the device's outbox.
export function useCheckoutQueue(context: CheckoutContext) {
  const { userId, syncNow } = useOutbox();

  /** The checkout of this vendor and day the device still holds (a new submit edits it there). */
  const heldFor = useCallback(
    async (input: CheckoutInput): Promise<CheckoutOutboxItem | null> =>
      userId ? queuedCheckoutFor(userId, input).catch(() => null) : null,
    [userId],
  );

  const queue = useCallback(
    async ({
      input,
      key,
      mode,
      vendor,
    }: {
      input: CheckoutInput;
      key: string;
      mode: OutboxMode;
      vendor: CheckoutVendor;
    }): Promise<CheckoutOutboxItem> => {
      if (!userId) throw new Error('Sign in again to keep checkouts on this device.');
      // The same integer-cent math the server books (packages/shared fee-calculation).
      const totals = checkoutTotals({
        context,
        vendorId: input.market_vendor_id,
        gross: input.reported_gross,
        tokens: input.tokens,
      });
      const item = await queueCheckout({
        userId,
        key,
        mode,
        marketId: context.market_id,
        marketName: context.market_name,
        vendorName: vendor.business_name,
        input,
        moneyOwedCents: totals?.moneyOwedCents ?? 0,
      });
      if (!isOffline()) syncNow();
      return item;
    },
    [context, userId, syncNow],
  );

  return { canQueue: userId !== null, heldFor, queue };
}
