import type { TokenReconciliation } from '@marketday/shared';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { getTokenReconciliation } from './get-token-reconciliation';
import { tokensInHandCents, tokenValueCents } from './token-money';

describe('token money', () => {
  it("reads a token's value in cents, and what the tokens in hand are worth together", () => {
    expect(tokenValueCents({ per_dollar_value: 2.5 })).toBe(250);
    // 0.1 + 0.2 in dollars is not 0.3; in cents the sum is exact.
    expect(
      tokensInHandCents([
        { per_dollar_value: 0.1, count: 3 },
        { per_dollar_value: 0.2, count: 1 },
      ]),
    ).toBe(50);
    expect(tokensInHandCents([])).toBe(0);
  });

  it("decodes the reconciliation's dollars as it is fetched", async () => {
    // The answer as the API writes it: dollars.
    const answer: TokenReconciliation = {
      market_id: 'm1',
      start_date: '2026-11-01',
      end_date: '2026-11-28',
      tokens: [
        {
          token_id: 't1',
          name: 'SNAP',
          per_dollar_value: 1,
          retired: false,
          created: 100,
          deposited: 0,
          distributed: 40,
          redeemed: 33,
          returned: 30,
          unreported: 3,
          manual: 0,
          in_hand: 60,
          variance: 7,
          variance_value: 7,
        },
        {
          token_id: 't2',
          name: 'Market Match',
          per_dollar_value: 2.5,
          retired: true,
          created: 10,
          deposited: 0,
          distributed: 1,
          redeemed: 3,
          returned: 3,
          unreported: 0,
          manual: 0,
          in_hand: 9,
          variance: -2,
          variance_value: -5,
        },
      ],
      days: [],
    };
    const get = vi.spyOn(api, 'get').mockResolvedValue({ data: answer });
    const decoded = await getTokenReconciliation({ marketId: 'm1', start: '2026-11-01', end: '2026-11-28' });
    expect(get).toHaveBeenCalledWith('/market-managers/markets/m1/tokens/reconciliation', {
      params: { start_date: '2026-11-01', end_date: '2026-11-28' },
    });
    expect(decoded.tokens.map((t) => [t.name, t.value_cents, t.variance_value_cents])).toEqual([
      ['SNAP', 100, 700],
      ['Market Match', 250, -500],
    ]);
    expect(decoded.tokens[0]).not.toHaveProperty('per_dollar_value');
    expect(decoded.tokens[0]).not.toHaveProperty('variance_value');
    expect(decoded.days).toEqual([]);
  });
});
