import { CHECKOUT_MESSAGES, type Locale, type Receipt, type ReceiptPrintSettings } from '@marketday/shared';
import type { CheckoutDay, CheckoutDraft } from '@/entities/checkout/checkout-money';
import { checkoutTotalsInCents } from '@/entities/checkout/checkout-totals';
import { printHtml } from '@/lib/print-html';
import { pendingReceiptHtml, pendingReceiptLanguage } from './pending-receipt-html';

export const PENDING_SYNC_LABEL = 'Pending sync';
export const TOKEN_NOT_FOUND = 'Token not found in this market.';

/**
 * A checkout queued on the device, not yet booked: the receipt's figures plus when it was queued (ISO), and the
 * vendor's language, which the receipt is printed in.
 */
export type PendingReceipt = Receipt & { queuedAt: string; language: Locale };

/**
 * The receipt of a queued checkout, priced as the server will price it: the checkout's cents as the form made
 * them, the market's fees, gov fee and token values from the day (read in cents), the shared fee math.
 * Throws where the server would refuse the checkout (unknown vendor or token), rather than print figures
 * that will never be booked.
 */
export function pendingReceipt({
  context,
  draft,
  queuedAt,
  key,
}: {
  context: Pick<CheckoutDay, 'market_name' | 'vendors' | 'market_tokens' | 'vendor_fees' | 'gov_fee_cents'>;
  draft: CheckoutDraft;
  /** When the checkout was put in the outbox. */
  queuedAt: Date | string | number;
  /** The checkout's Idempotency-Key. */
  key: string;
}): PendingReceipt {
  const vendor = context.vendors.find((v) => v.market_vendor_id === draft.market_vendor_id);
  if (!vendor) throw new Error(CHECKOUT_MESSAGES.vendorNotFound);
  const byId = new Map(context.market_tokens.map((t) => [t.id.toLowerCase(), t]));
  // As the server books them: counted tokens only, in name order (then id).
  const tokens = (draft.tokens ?? [])
    .filter((t) => t.count > 0)
    .map((t) => {
      const token = byId.get(t.token_id.toLowerCase());
      if (!token) throw new Error(TOKEN_NOT_FOUND);
      return {
        id: token.id,
        name: token.name,
        count: t.count,
        value_cents: token.value_cents,
        program: token.program,
      };
    })
    .sort((a, b) => compare(a.name, b.name) || compare(a.id, b.id));
  // The checkout screen's own calculation (the server's fee math in cents).
  const totals = checkoutTotalsInCents({
    vendorType: vendor.type,
    vendorFees: context.vendor_fees,
    govFeeCents: context.gov_fee_cents,
    grossCents: draft.reported_gross_cents,
    tokens,
  });
  return {
    marketName: context.market_name,
    marketDate: draft.market_date,
    vendorName: vendor.business_name,
    vendorType: vendor.type,
    reportedGrossCents: draft.reported_gross_cents,
    marketFeeCents: totals.marketFeeCents,
    marketFeeCalculation: totals.calculation,
    govFeeCents: totals.govFeeCents,
    tokens: tokens.map((t) => ({
      name: t.name,
      count: t.count,
      perDollarValueCents: t.value_cents,
    })),
    tokenTotalCents: totals.tokenTotalCents,
    moneyOwedCents: totals.moneyOwedCents,
    receiptLabel: `${PENDING_SYNC_LABEL} ${key.slice(0, 8).toUpperCase()}`,
    queuedAt: new Date(queuedAt).toISOString(),
    language: vendor.language ?? 'en',
  };
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Prints a queued checkout's receipt from a hidden frame, sized by the manager's print settings, in the vendor's
 * language.
 */
export async function printPendingReceipt(
  receipt: PendingReceipt,
  settings: ReceiptPrintSettings,
): Promise<void> {
  const language = await pendingReceiptLanguage(receipt.language);
  return printHtml(pendingReceiptHtml(receipt, settings, language));
}
