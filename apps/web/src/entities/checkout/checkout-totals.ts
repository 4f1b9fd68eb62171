import {
  type Cents,
  type CheckoutContext,
  type CheckoutTotals,
  calculateCheckout,
  type TokenProgram,
  type VendorType,
} from '@marketday/shared';
import { messagesOf } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

// The same integer-cent calculation the server books, so the figure on screen is the figure saved: the checkout
// screen, its pending receipt and the transaction edit sheet (whose tokens may include one the market no longer has).
export function checkoutTotalsInCents({
  vendorType,
  vendorFees,
  govFeeCents,
  grossCents,
  tokens,
}: {
  vendorType: VendorType;
  vendorFees: CheckoutContext['vendor_fees'];
  govFeeCents: Cents;
  grossCents: Cents | null | undefined;
  // Each token's program: a rule may leave some programs' tokens out of the gross its percent is taken of
  // (docs/product.md §10 "Fee models").
  tokens: { value_cents: Cents; count: number; program?: TokenProgram | undefined }[];
}): CheckoutTotals {
  return calculateCheckout({
    grossCents: grossCents ?? 0,
    vendorType,
    vendorFees,
    govFeeCents,
    tokens: tokens.map((token) => ({
      count: token.count,
      perDollarValueCents: token.value_cents,
      program: token.program,
    })),
  });
}

/**
 * docs/product.md §2: 'Owed = Fee', plus ' + Gov. Fee' and ' - Token Total' when they apply; in the language shown
 * (a component calling it reads its own catalogue with useMessages, so it renders again when the reader switches).
 */
export function owedLegend({ hasGovFee, hasTokens }: { hasGovFee: boolean; hasTokens: boolean }): string {
  return messagesOf(en)('owedLegend', { gov: hasGovFee ? 'yes' : 'no', tokens: hasTokens ? 'yes' : 'no' });
}
