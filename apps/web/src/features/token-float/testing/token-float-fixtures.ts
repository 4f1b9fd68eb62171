import type { Token, TokenFloat, TokenFloatDay, TokenFloatEntry, TokenFloatLine } from '@marketday/shared';
import { vi } from 'vitest';
import { buildMarket } from '@/entities/markets/testing/market-builder';
import { api } from '@/lib/api-client';

// The API's answers as it writes them (dollars), for the info booth's tests.

function buildToken(overrides: Partial<Token>): Token {
  return {
    id: '3a1f0c52-7e4b-4d7a-9c1e-2b3d4f5a6b7c',
    name: 'SNAP',
    per_dollar_value: 1,
    count: 0,
    visual_settings: null,
    program: 'SNAP',
    program_name: null,
    accepted_by: ['PRODUCER', 'NON_PRODUCER', 'ANCILLARY'],
    ...overrides,
  };
}

export const SNAP = buildToken({});
export const MATCH = buildToken({
  id: '5c2e1d63-8f5c-4e8b-8d2f-3c4e5f6a7b8d',
  name: 'Market Match',
  per_dollar_value: 2,
  program: 'INCENTIVE',
  program_name: 'Market Match',
});
export const MARKET = buildMarket({ tokens: [SNAP, MATCH], time_zone: 'America/Los_Angeles' });
/** 04:00 UTC on the 29th is 8 PM on the 28th at the market (Pacific): its today is still the 28th. */
export const NOW = new Date('2026-11-29T04:00:00.000Z');
export const TODAY = '2026-11-28';
export const FLOAT_PATH = `/market-managers/markets/${MARKET.id}/token-float`;

export function buildEntry(overrides: Partial<TokenFloatEntry> = {}): TokenFloatEntry {
  return {
    id: '7d3f2e74-9a6d-4f9c-8e3a-4d5f6a7b8c9e',
    token_id: SNAP.id,
    token_name: SNAP.name,
    date: TODAY,
    kind: 'ISSUE',
    method: 'EBT',
    count: 20,
    amount: 20,
    shoppers: 1,
    note: null,
    created_at: '2026-11-28T17:05:00.000Z',
    created_by: 'Rosa Díaz',
    ...overrides,
  };
}

export function buildDay(overrides: Partial<TokenFloatDay> = {}): TokenFloatDay {
  return {
    market_id: MARKET.id,
    date: TODAY,
    entries: [],
    terminals: [
      { terminal: 'EBT', batch_total: null, entries_total: 0, variance: null },
      { terminal: 'CARD', batch_total: null, entries_total: 0, variance: null },
    ],
    issued: [],
    refunded: [],
    ...overrides,
  };
}

export function buildLine(overrides: Partial<TokenFloatLine> = {}): TokenFloatLine {
  return {
    token_id: SNAP.id,
    name: SNAP.name,
    program: 'SNAP',
    value: 1,
    retired: false,
    issued: 0,
    redeemed: 0,
    refunded: 0,
    outstanding: 0,
    outstanding_value: 0,
    ...overrides,
  };
}

export function buildFloat(overrides: Partial<TokenFloat> = {}): TokenFloat {
  return { market_id: MARKET.id, as_of: TODAY, tokens: [], outstanding_value: 0, ...overrides };
}

/** The API's reads of the info booth: the day asked for and the outstanding tokens, each answered by its path. */
export function fakeTokenFloatReads({ day = buildDay(), float = buildFloat() } = {}) {
  return vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url.startsWith(`${FLOAT_PATH}/days/`))
      return { data: { ...day, date: url.split('/').at(-1) } } as never;
    if (url === FLOAT_PATH) return { data: float } as never;
    throw new Error(`Unexpected GET ${url}`);
  });
}
