import type { TokenFloat, TokenFloatDay } from '@marketday/shared';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { getTokenFloat } from './get-token-float';
import { getTokenFloatDay } from './get-token-float-day';
import { saveTerminalBatches } from './save-terminal-batches';

const PATH = '/market-managers/markets/m1/token-float';

const DAY: TokenFloatDay = {
  market_id: 'm1',
  date: '2026-11-28',
  entries: [
    {
      id: 'e1',
      token_id: 't1',
      token_name: 'SNAP',
      date: '2026-11-28',
      kind: 'ISSUE',
      method: 'EBT',
      count: 3,
      amount: 0.3,
      shoppers: 1,
      note: null,
      created_at: '2026-11-28T17:00:00.000Z',
      created_by: null,
    },
  ],
  terminals: [
    { terminal: 'EBT', batch_total: 0.1, entries_total: 0.3, variance: -0.2 },
    { terminal: 'CARD', batch_total: null, entries_total: 0, variance: null },
  ],
  issued: [{ token_id: 't1', name: 'SNAP', count: 3 }],
  refunded: [],
};

describe('the token float money', () => {
  it("decodes the day's and the outstanding tokens' dollars as they are fetched", async () => {
    const float: TokenFloat = {
      market_id: 'm1',
      as_of: '2026-11-28',
      tokens: [
        {
          token_id: 't1',
          name: 'SNAP',
          program: 'SNAP',
          value: 0.1,
          retired: false,
          issued: 3,
          redeemed: 0,
          refunded: 0,
          outstanding: 3,
          outstanding_value: 0.3,
        },
      ],
      outstanding_value: 0.3,
    };
    const get = vi
      .spyOn(api, 'get')
      .mockImplementation(async (url: string) => ({ data: url.includes('/days/') ? DAY : float }) as never);

    const day = await getTokenFloatDay({ marketId: 'm1', date: '2026-11-28' });
    expect(get).toHaveBeenCalledWith(`${PATH}/days/2026-11-28`);
    expect(day.entries[0]?.amount_cents).toBe(30);
    expect(day.entries[0]).not.toHaveProperty('amount');
    expect(day.terminals).toEqual([
      { terminal: 'EBT', batch_total_cents: 10, entries_total_cents: 30, variance_cents: -20 },
      { terminal: 'CARD', batch_total_cents: null, entries_total_cents: 0, variance_cents: null },
    ]);

    const decoded = await getTokenFloat({ marketId: 'm1', asOf: '2026-11-28' });
    expect(get).toHaveBeenCalledWith(PATH, { params: { as_of: '2026-11-28' } });
    expect(decoded.tokens[0]).toMatchObject({ value_cents: 10, outstanding_value_cents: 30 });
    expect(decoded.outstanding_value_cents).toBe(30);
  });

  it('encodes batch totals in cents as dollars, null as null', async () => {
    const put = vi.spyOn(api, 'put').mockResolvedValue({ data: DAY });
    await saveTerminalBatches(
      { marketId: 'm1', date: '2026-11-28' },
      { ebt_cents: 12_345, card_cents: null },
    );
    expect(put).toHaveBeenCalledWith(`${PATH}/batches/2026-11-28`, { ebt: 123.45, card: null });
  });
});
