import {
  ALL_VENDOR_TYPES,
  LEDGER_ENTRY_TYPES,
  TOKEN_PROGRAMS,
  type TokenVisualSettings,
  type VendorType,
} from '@marketday/shared';
import {
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from './columns';
import { markets } from './markets';
import { createdByAt } from './users';

export const ledgerEntryTypeEnum = pgEnum('ledger_entry_type', LEDGER_ENTRY_TYPES);
export const tokenProgramEnum = pgEnum('token_program', TOKEN_PROGRAMS);

export const tokens = pgTable(
  'tokens',
  {
    id: id(),
    marketId: ref('market_id', () => markets.id, 'cascade'),
    name: text('name').notNull(),
    perDollarValueCents: integer('per_dollar_value_cents').notNull(),
    visualSettings: jsonb('visual_settings').$type<TokenVisualSettings>(),
    // Issue 17: tokens saved before programs are OTHER, accepted by every vendor type.
    program: tokenProgramEnum('program').notNull().default('OTHER'),
    programName: text('program_name'),
    acceptedBy: jsonb('accepted_by').$type<VendorType[]>().notNull().default(ALL_VENDOR_TYPES),
    // The order the manager listed them in.
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    // Tokens with history are retired, never erased, so the ledger keeps its meaning.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('tokens_market_idx').on(t.marketId)],
);

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
