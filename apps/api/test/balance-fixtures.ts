import type { Market } from '@marketday/shared';
import { expect } from 'vitest';
import type { ManagerClient } from './market-fixtures';

// Checkouts and payments through the API, for the balance and statement tests (docs/decisions/027).

export async function bookCheckout(
  manager: ManagerClient,
  market: { id: string },
  marketVendorId: string,
  date: string,
  gross: number,
  tokens: { token_id: string; count: number }[] = [],
) {
  const response = await manager.api('POST', `/market-managers/transactions/${market.id}`, {
    market_vendor_id: marketVendorId,
    market_date: date,
    reported_gross: gross,
    tokens,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; money_owed: number };
}

/** A payment (cash on 11/23/2026 unless the body says otherwise); `expected` is the status it must get. */
export async function recordPayment(
  manager: ManagerClient,
  marketId: string,
  body: Record<string, unknown>,
  expected = 201,
) {
  const response = await manager.api('POST', `/market-managers/markets/${marketId}/payments`, {
    paid_on: '2026-11-23',
    method: 'CASH',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(expected);
  return response.json();
}

// Makes the market's CalFresh tokens SNAP (the others OTHER), so accounts and statements sum them by program.
export async function makeCalFreshSnap(manager: ManagerClient, market: Market) {
  const saved = await manager.api('PUT', `/market-managers/markets/${market.id}`, {
    ...market,
    tokens: market.tokens.map((token) => ({
      ...token,
      program: token.name === 'CalFresh' ? 'SNAP' : 'OTHER',
    })),
  });
  expect(saved.statusCode, saved.body).toBe(200);
}
