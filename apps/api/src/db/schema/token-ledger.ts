import { LEDGER_ENTRY_TYPES } from '@marketday/shared';
import { date, index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, ref } from './columns';
import { markets } from './markets';
import { tokens } from './tokens';
import { createdByAt } from './users';

export const ledgerEntryTypeEnum = pgEnum('ledger_entry_type', LEDGER_ENTRY_TYPES);

// Append-only: every change to a token count is a row; `balance` is the running sum along the `prev_entry` chain.
export const tokenLedger = pgTable(
  'token_ledger',
  {
    id: id(),
    tokenId: ref('token_id', () => tokens.id, 'cascade'),
    marketId: ref('market_id', () => markets.id, 'cascade'),
    // 1, 2, 3… per token: orders the chain even when several entries share a timestamp.
    seq: integer('seq').notNull(),
    delta: integer('delta').notNull(),
    balance: integer('balance').notNull(),
    type: ledgerEntryTypeEnum('type').notNull(),
    marketDate: date('market_date'),
    transactionId: uuid('transaction_id'),
    mdrId: uuid('mdr_id'),
    prevEntry: uuid('prev_entry'),
    note: text('note'),
    ...createdByAt(),
  },
  (t) => [
    // A chain cannot fork: two concurrent appends after the same entry collide here.
    uniqueIndex('token_ledger_token_seq_uq').on(t.tokenId, t.seq),
    index('token_ledger_transaction_idx').on(t.transactionId),
  ],
);
