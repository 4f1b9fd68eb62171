import {
  ALL_VENDOR_TYPES,
  TOKEN_PROGRAMS,
  type TokenVisualSettings,
  type VendorType,
} from '@marketday/shared';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from './columns';
import { markets } from './markets';

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
    // The head of the token's ledger chain (decision 036): the newest entry's seq, running balance and id (null
    // before the first). The append reads it from the row it locks, so lock, read and append are one statement;
    // a trigger on token_ledger (migration 0028) moves it with every insert, whoever writes the entry.
    ledgerSeq: integer('ledger_seq').notNull().default(0),
    ledgerBalance: integer('ledger_balance').notNull().default(0),
    ledgerHead: uuid('ledger_head'),
  },
  (t) => [index('tokens_market_idx').on(t.marketId)],
);
