import { TERMINALS, TOKEN_FLOAT_KINDS, TOKEN_FLOAT_METHODS } from '@marketday/shared';
import { date, index, integer, pgEnum, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { id, ref } from './columns';
import { markets } from './markets';
import { tokens } from './tokens';
import { createdByAt, updatedByAt } from './users';

export const tokenFloatKindEnum = pgEnum('token_float_kind', TOKEN_FLOAT_KINDS);
export const tokenFloatMethodEnum = pgEnum('token_float_method', TOKEN_FLOAT_METHODS);
export const terminalEnum = pgEnum('terminal', TERMINALS);

// The info booth's book (issue 34, docs/product.md §20): each issue of tokens to shoppers, and each refund of
// unused ones. Counts are positive; the kind says which way they went.
export const tokenFloatEntries = pgTable(
  'token_float_entries',
  {
    id: id(),
    marketId: ref('market_id', () => markets.id, 'cascade'),
    tokenId: ref('token_id', () => tokens.id, 'cascade'),
    marketDate: date('market_date').notNull(),
    kind: tokenFloatKindEnum('kind').notNull(),
    method: tokenFloatMethodEnum('method').notNull(),
    count: integer('count').notNull(),
    // What the terminal or the till took (or gave back) for them.
    amountCents: integer('amount_cents').notNull(),
    // Shopper transactions the entry stands for: 1, or a batch's.
    shoppers: integer('shoppers').notNull().default(1),
    note: text('note'),
    ...createdByAt(),
  },
  (t) => [
    index('token_float_entries_market_date_idx').on(t.marketId, t.marketDate),
    index('token_float_entries_token_idx').on(t.tokenId),
  ],
);

// A terminal's batch total for a market day, as the terminal printed it.
export const terminalBatches = pgTable(
  'terminal_batches',
  {
    marketId: ref('market_id', () => markets.id, 'cascade'),
    marketDate: date('market_date').notNull(),
    terminal: terminalEnum('terminal').notNull(),
    totalCents: integer('total_cents').notNull(),
    ...updatedByAt(),
  },
  (t) => [primaryKey({ columns: [t.marketId, t.marketDate, t.terminal] })],
);
