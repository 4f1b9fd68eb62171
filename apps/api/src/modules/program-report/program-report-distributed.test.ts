import type { ProgramReport } from '@marketday/shared';
import { describe, expect, it } from 'vitest';
import { createClock } from '../../../test/build-test-app';
import { createMarket, signedInManager } from '../../../test/market-fixtures';
import { useTestApp } from '../../../test/use-test-app';

// Issue 34: the program report's "distributed" follows the token float's one truth (docs/product.md §16): a day with
// any float entry counts the float's issues, a day without one its day report's tokens distributed.
const t = useTestApp(() => ({ clock: createClock(new Date('2027-01-15T18:00:00Z')) }));

describe('program report: distributed by the token float’s one truth', () => {
  it('counts the float’s issues on a float day and the day report’s tokens on another', async () => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager, {
      tokens: [{ name: 'CalFresh', per_dollar_value: 5, count: 100, program: 'SNAP' }],
    });
    const calfresh = market.tokens[0]?.id as string;
    const dayReport = async (date: string, count: number) => {
      const response = await manager.api('POST', `/market-managers/markets/${market.id}/day-reports`, {
        market: market.id,
        date,
        expenses: 0,
        tokens_distributed: [{ token_id: calfresh, count }],
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    // 7 November: the day report said 50 before the booth wrote its entries: 8 issued, 2 refunded (not issues).
    await dayReport('2026-11-07', 50);
    for (const [kind, count] of [
      ['ISSUE', 5],
      ['ISSUE', 3],
      ['REFUND', 2],
    ] as const) {
      const entry = await manager.api('POST', `/market-managers/markets/${market.id}/token-float/entries`, {
        token_id: calfresh,
        date: '2026-11-07',
        kind,
        method: 'EBT',
        count,
      });
      expect(entry.statusCode, entry.body).toBe(201);
    }
    // 14 November: no float entry, so the day report's 6.
    await dayReport('2026-11-14', 6);

    const response = await manager.api(
      'GET',
      `/market-managers/reports/programs?market_id=${market.id}&start_date=2026-11-01&end_date=2026-11-30`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const token = response.json<ProgramReport>().programs[0]?.tokens[0];
    expect(token).toMatchObject({ tokens_distributed: 14, value_distributed: 70, market_days: 2 });
  });
});
