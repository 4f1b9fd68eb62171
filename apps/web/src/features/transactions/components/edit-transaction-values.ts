import {
  type Cents,
  CheckoutInputSchema,
  centsUnder,
  TOKEN_PROGRAM_MESSAGES,
  type TokenProgram,
  type TokenVisualSettings,
  tokenAcceptedBy,
  type VendorType,
} from '@marketday/shared';
import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import type { CheckoutDay, CheckoutDraft } from '@/entities/checkout/checkout-money';
import type { TransactionRow } from '@/entities/transactions/transaction-money';

// The shared checkout rules, the gross held in integer cents (the money input turns the typed text into cents) and
// checked against the rule for the dollars it will be sent as; the checkout entity writes it as dollars.
export const editTransactionSchema = CheckoutInputSchema.extend({
  reported_gross: centsUnder(CheckoutInputSchema.shape.reported_gross),
});
export type EditTransactionValues = z.input<typeof editTransactionSchema>;
export type EditTransactionOutput = z.output<typeof editTransactionSchema>;
export type EditTransactionControl = Control<EditTransactionValues, unknown, EditTransactionOutput>;

/** The edited checkout as a draft in cents, ready for the checkout entity to write. */
export function toEditDraft({ reported_gross, ...values }: EditTransactionOutput): CheckoutDraft {
  return { ...values, reported_gross_cents: reported_gross };
}

export type EditToken = {
  id: string;
  name: string;
  value_cents: Cents;
  // A fee rule may leave this program's tokens out of its percent's base (docs/product.md §10 "Fee models").
  program?: TokenProgram | undefined;
  visual_settings: TokenVisualSettings | null;
  // Issue 17: why the vendor's type may not accept this token (the server refuses a new or raised count).
  notAccepted?: string | undefined;
  // The same, for saying it in the reader's language: whose type refuses it, and whether a count is booked.
  refusal?: { vendorType: VendorType; booked: boolean } | undefined;
};

// The market's tokens, plus any token the transaction counted that the market no longer has, so
// saving never silently drops a count.
export function editTokens({
  context,
  transaction,
}: {
  context: Pick<CheckoutDay, 'market_tokens'>;
  transaction: TransactionRow;
}): EditToken[] {
  const booked = (tokenId: string) => transaction.tokens.find((t) => t.token_id === tokenId)?.count ?? 0;
  const tokens: EditToken[] = context.market_tokens.map((token) => ({
    id: token.id,
    name: token.name,
    value_cents: token.value_cents,
    program: token.program,
    visual_settings: token.visual_settings,
    notAccepted: tokenAcceptedBy(token, transaction.vendor_type)
      ? undefined
      : [
          TOKEN_PROGRAM_MESSAGES.notAccepted(token.name, transaction.vendor_type),
          booked(token.id) > 0 ? TOKEN_PROGRAM_MESSAGES.keepOrLower : null,
        ]
          .filter(Boolean)
          .join(' '),
    refusal: tokenAcceptedBy(token, transaction.vendor_type)
      ? undefined
      : { vendorType: transaction.vendor_type, booked: booked(token.id) > 0 },
  }));
  for (const counted of transaction.tokens) {
    if (!tokens.some((token) => token.id === counted.token_id)) {
      tokens.push({
        id: counted.token_id,
        name: counted.name,
        value_cents: counted.value_cents,
        visual_settings: null,
      });
    }
  }
  return tokens;
}

export function editTransactionDefaults({
  transaction,
  tokens,
}: {
  transaction: TransactionRow;
  tokens: EditToken[];
}): EditTransactionValues {
  const countOf = (tokenId: string) => transaction.tokens.find((t) => t.token_id === tokenId)?.count ?? 0;
  return {
    market_vendor_id: transaction.market_vendor_id,
    market_date: transaction.market_date.slice(0, 10),
    reported_gross: transaction.reported_gross_cents,
    tokens: tokens.map((token) => ({ token_id: token.id, count: countOf(token.id) })),
    custom_fields: transaction.custom_fields,
    receipt_email: transaction.receipt_email,
  };
}

export function customFieldNames({
  context,
  transaction,
}: {
  context: Pick<CheckoutDay, 'custom_fields'>;
  transaction: TransactionRow;
}): string[] {
  return [...new Set([...context.custom_fields, ...Object.keys(transaction.custom_fields)])];
}
