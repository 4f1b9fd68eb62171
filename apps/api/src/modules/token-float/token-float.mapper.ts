import {
  centsToDollars,
  dollarsToCents,
  type Terminal,
  type TerminalBatchesInputSchema,
  type TokenFloat,
  type TokenFloatDay,
  type TokenFloatEntry,
  type TokenFloatEntryInputSchema,
  type TokenFloatEntryRecord,
  type TokenFloatKind,
  type TokenFloatLineRecord,
  type TokenFloatMethod,
} from '@marketday/shared';
import type { z } from 'zod';

// Cents inside, dollars at the edge (docs/api-contracts.md, "Money at the edge"): the one place the token float's
// amounts cross between the API's dollars and the tables' cents.

/** An entry as the service takes it: the amount in cents, or null for count × the token's value. */
export type FloatEntryDraft = {
  tokenId: string;
  date: string;
  kind: TokenFloatKind;
  method: TokenFloatMethod;
  count: number;
  amountCents: number | null;
  shoppers: number;
  note: string | null;
};

export function toFloatEntryDraft(input: z.output<typeof TokenFloatEntryInputSchema>): FloatEntryDraft {
  return {
    tokenId: input.token_id,
    date: input.date,
    kind: input.kind,
    method: input.method,
    count: input.count,
    amountCents: input.amount === null || input.amount === undefined ? null : dollarsToCents(input.amount),
    shoppers: input.shoppers,
    note: input.note ? input.note : null,
  };
}

/** The terminals' batch totals in cents; null clears one. */
export function toBatchCents(
  input: z.output<typeof TerminalBatchesInputSchema>,
): Record<Terminal, number | null> {
  return {
    EBT: input.ebt === null ? null : dollarsToCents(input.ebt),
    CARD: input.card === null ? null : dollarsToCents(input.card),
  };
}

export function toFloatEntryJson(entry: TokenFloatEntryRecord): TokenFloatEntry {
  return {
    id: entry.id,
    token_id: entry.tokenId,
    token_name: entry.tokenName,
    date: entry.marketDate,
    kind: entry.kind,
    method: entry.method,
    count: entry.count,
    amount: centsToDollars(entry.amountCents),
    shoppers: entry.shoppers,
    note: entry.note,
    created_at: entry.createdAt.toISOString(),
    created_by: entry.createdByName,
  };
}

export function toTokenFloatJson(float: {
  marketId: string;
  asOf: string;
  lines: readonly TokenFloatLineRecord[];
}): TokenFloat {
  return {
    market_id: float.marketId,
    as_of: float.asOf,
    tokens: float.lines.map((line) => ({
      token_id: line.tokenId,
      name: line.name,
      program: line.program,
      value: centsToDollars(line.valueCents),
      retired: line.retired,
      issued: line.issued,
      redeemed: line.redeemed,
      refunded: line.refunded,
      outstanding: line.outstanding,
      outstanding_value: centsToDollars(line.outstandingValueCents),
    })),
    outstanding_value: centsToDollars(float.lines.reduce((sum, line) => sum + line.outstandingValueCents, 0)),
  };
}

export type TerminalDayCents = {
  terminal: Terminal;
  batchCents: number | null;
  entriesCents: number;
  varianceCents: number | null;
};
export type TokenCount = { tokenId: string; name: string; count: number };
export type TokenFloatDayRecord = {
  marketId: string;
  date: string;
  entries: TokenFloatEntryRecord[];
  terminals: TerminalDayCents[];
  issued: TokenCount[];
  refunded: TokenCount[];
};

const countsJson = (counts: readonly TokenCount[]) =>
  counts.map((c) => ({ token_id: c.tokenId, name: c.name, count: c.count }));

export function toTokenFloatDayJson(day: TokenFloatDayRecord): TokenFloatDay {
  return {
    market_id: day.marketId,
    date: day.date,
    entries: day.entries.map(toFloatEntryJson),
    terminals: day.terminals.map((t) => ({
      terminal: t.terminal,
      batch_total: t.batchCents === null ? null : centsToDollars(t.batchCents),
      entries_total: centsToDollars(t.entriesCents),
      variance: t.varianceCents === null ? null : centsToDollars(t.varianceCents),
    })),
    issued: countsJson(day.issued),
    refunded: countsJson(day.refunded),
  };
}
