import {
  type CheckoutContext,
  type CheckoutInput,
  type CheckoutInputSchema,
  TOKEN_PROGRAM_MESSAGES,
  type TokenVisualSettings,
  type Transaction,
  tokenAcceptedBy,
} from '@marketday/shared';
import type { Control } from 'react-hook-form';
import type { z } from 'zod';

export type EditTransactionOutput = z.output<typeof CheckoutInputSchema>;
export type EditTransactionControl = Control<CheckoutInput, unknown, EditTransactionOutput>;

export type EditToken = {
  id: string;
  name: string;
  per_dollar_value: number;
  visual_settings: TokenVisualSettings | null;
  // Issue 17: why the vendor's type may not accept this token (the server refuses a new or raised count).
  notAccepted?: string | undefined;
};

// The market's tokens, plus any token the transaction counted that the market no longer has, so
// saving never silently drops a count.
export function editTokens({
  context,
  transaction,
}: {
  context: CheckoutContext;
  transaction: Transaction;
}): EditToken[] {
  const booked = (tokenId: string) => transaction.tokens.find((t) => t.token_id === tokenId)?.count ?? 0;
  const tokens: EditToken[] = context.market_tokens.map((token) => ({
    id: token.id,
    name: token.name,
    per_dollar_value: token.per_dollar_value,
    visual_settings: token.visual_settings,
    notAccepted: tokenAcceptedBy(token, transaction.vendor_type)
      ? undefined
      : [
          TOKEN_PROGRAM_MESSAGES.notAccepted(token.name, transaction.vendor_type),
          booked(token.id) > 0 ? TOKEN_PROGRAM_MESSAGES.keepOrLower : null,
        ]
          .filter(Boolean)
          .join(' '),
  }));
  for (const counted of transaction.tokens) {
    if (!tokens.some((token) => token.id === counted.token_id)) {
      tokens.push({
        id: counted.token_id,
        name: counted.name,
        per_dollar_value: counted.per_dollar_value,
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
  transaction: Transaction;
  tokens: EditToken[];
}): CheckoutInput {
  const countOf = (tokenId: string) => transaction.tokens.find((t) => t.token_id === tokenId)?.count ?? 0;
  return {
    market_vendor_id: transaction.market_vendor_id,
    market_date: transaction.market_date.slice(0, 10),
    reported_gross: transaction.reported_gross,
    tokens: tokens.map((token) => ({ token_id: token.id, count: countOf(token.id) })),
    custom_fields: transaction.custom_fields,
    receipt_email: transaction.receipt_email,
  };
}

export function customFieldNames({
  context,
  transaction,
}: {
  context: CheckoutContext;
  transaction: Transaction;
}): string[] {
  return [...new Set([...context.custom_fields, ...Object.keys(transaction.custom_fields)])];
}
