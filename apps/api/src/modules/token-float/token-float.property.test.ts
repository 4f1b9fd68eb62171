import { TOKEN_FLOAT_MESSAGES, type TokenFloat } from '@marketday/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, createClock, type TestApp } from '../../../test/build-test-app';
import { postCheckout } from '../../../test/checkout-fixtures';
import { marketWithVendors, signedInManager } from '../../../test/market-fixtures';

// Over any mix of the booth's issues and refunds, entries taken back, day reports and checkouts on a few market days,
// the float as of any day is what an independent count of the same writes makes it (the one-truth rule for issued,
// the live checkouts for redeemed), issued − redeemed − refunded = outstanding, and a refund is refused exactly when
// it would leave the shoppers holding fewer than 0 as of its date.

let t: TestApp;
beforeAll(async () => {
  // Monday 30 November 2026, noon in California.
  t = await buildTestApp({ clock: createClock(new Date('2026-11-30T20:00:00Z')) });
});
afterAll(async () => {
  await t.close();
});

const DAYS = ['2026-11-07', '2026-11-14', '2026-11-21'];
const AS_OF = [...DAYS, '2026-11-30'];
const VENDORS = ['producer', 'reseller', 'service'] as const;

const day = fc.integer({ min: 0, max: DAYS.length - 1 });
const token = fc.integer({ min: 0, max: 1 });
const opArb = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('issue' as const),
      day,
      token,
      count: fc.integer({ min: 1, max: 20 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('refund' as const),
      day,
      token,
      count: fc.integer({ min: 1, max: 8 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('checkout' as const),
      day,
      vendor: fc.constantFrom(...VENDORS),
      counts: fc.tuple(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 8 })),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('report' as const),
      day,
      counts: fc.tuple(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 0, max: 15 })),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('remove' as const), pick: fc.nat() }) },
);

type Entry = { id: string; day: string; token: number; kind: 'ISSUE' | 'REFUND'; count: number };

// The independent count: per token, over the days up to asOf.
function modelFloat(
  state: { entries: Entry[]; reports: Map<string, number[]>; checkouts: { day: string; counts: number[] }[] },
  tokenIndex: number,
  asOf: string,
) {
  let issued = 0;
  let refunded = 0;
  let redeemed = 0;
  for (const date of DAYS.filter((d) => d <= asOf)) {
    const ofDay = state.entries.filter((e) => e.day === date);
    if (ofDay.length > 0) {
      for (const e of ofDay.filter((x) => x.token === tokenIndex)) {
        if (e.kind === 'ISSUE') issued += e.count;
        else refunded += e.count;
      }
    } else {
      issued += state.reports.get(date)?.[tokenIndex] ?? 0;
    }
    for (const c of state.checkouts.filter((x) => x.day === date)) redeemed += c.counts[tokenIndex] ?? 0;
  }
  return { issued, redeemed, refunded, outstanding: issued - redeemed - refunded };
}

type State = Parameters<typeof modelFloat>[0];

// The least the token's float is on `from` or any later day: outstanding for a refund; issued − refunded (the
// redemptions left out) for a removal, which may not leave refunds standing on tokens never issued.
function lowestFrom(state: State, tokenIndex: number, from: string, withRedeemed: boolean) {
  let lowest = Number.POSITIVE_INFINITY;
  for (const date of DAYS.filter((d) => d >= from)) {
    const { outstanding, redeemed } = modelFloat(state, tokenIndex, date);
    lowest = Math.min(lowest, withRedeemed ? outstanding : outstanding + redeemed);
  }
  return lowest;
}

it('keeps issued − redeemed − refunded = outstanding, equal to an independent count, over random days', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(opArb, { minLength: 1, maxLength: 12 }),
      fc.constantFrom(...AS_OF),
      async (ops, asOf) => {
        // A manager of their own each run: a plan's vendor cap counts every market's vendors.
        const manager = await signedInManager(t);
        const { market, vendors } = await marketWithVendors(manager);
        const tokens = market.tokens;
        const state = {
          entries: [] as Entry[],
          reports: new Map<string, number[]>(),
          checkouts: [] as { vendor: string; day: string; counts: number[] }[],
        };
        const base = `/market-managers/markets/${market.id}`;
        for (const op of ops) {
          if (op.op === 'issue' || op.op === 'refund') {
            const kind = op.op === 'issue' ? 'ISSUE' : 'REFUND';
            const date = DAYS[op.day]!;
            const entry = { id: '', day: date, token: op.token, kind, count: op.count } as Entry;
            const lowest = lowestFrom({ ...state, entries: [...state.entries, entry] }, op.token, date, true);
            const response = await manager.api('POST', `${base}/token-float/entries`, {
              token_id: tokens[op.token]!.id,
              date,
              kind,
              method: 'EBT',
              count: op.count,
            });
            if (kind === 'REFUND' && lowest < 0) {
              expect(response.statusCode, response.body).toBe(400);
              expect(response.json().detail).toBe(TOKEN_FLOAT_MESSAGES.refundTooLarge);
            } else {
              expect(response.statusCode, response.body).toBe(201);
              state.entries.push({ ...entry, id: response.json().data.id });
            }
          } else if (op.op === 'checkout') {
            const date = DAYS[op.day]!;
            if (state.checkouts.some((c) => c.vendor === op.vendor && c.day === date)) continue;
            const counts = Object.fromEntries(tokens.map((k, i) => [k.id, op.counts[i] ?? 0]));
            const response = await postCheckout(manager, market, vendors[op.vendor], date, 1000, counts);
            expect(response.statusCode, response.body).toBe(201);
            state.checkouts.push({ vendor: op.vendor, day: date, counts: [...op.counts] });
          } else if (op.op === 'report') {
            const date = DAYS[op.day]!;
            // One report a day; a day the booth keeps in the float takes no tokens distributed in its report.
            if (state.reports.has(date) || state.entries.some((e) => e.day === date)) continue;
            const response = await manager.api('POST', `${base}/day-reports`, {
              market: market.id,
              date,
              expenses: 0,
              tokens_distributed: tokens.map((k, i) => ({ token_id: k.id, count: op.counts[i] ?? 0 })),
            });
            expect(response.statusCode, response.body).toBe(201);
            state.reports.set(date, [...op.counts]);
          } else if (state.entries.length > 0) {
            const gone = state.entries[op.pick % state.entries.length]!;
            const remaining = { ...state, entries: state.entries.filter((e) => e !== gone) };
            const before = lowestFrom(state, gone.token, gone.day, false);
            const after = lowestFrom(remaining, gone.token, gone.day, false);
            const response = await manager.api('DELETE', `${base}/token-float/entries/${gone.id}`);
            if (after < 0 && after < before) {
              expect(response.statusCode, response.body).toBe(400);
              expect(response.json().detail).toBe(TOKEN_FLOAT_MESSAGES.removalTooLarge);
            } else {
              expect(response.statusCode, response.body).toBe(200);
              state.entries = remaining.entries;
            }
          }
        }

        const response = await manager.api('GET', `${base}/token-float?as_of=${asOf}`);
        expect(response.statusCode, response.body).toBe(200);
        const float = response.json() as TokenFloat;
        let value = 0;
        tokens.forEach((k, i) => {
          const line = float.tokens.find((l) => l.token_id === k.id)!;
          expect(line.issued - line.redeemed - line.refunded).toBe(line.outstanding);
          expect({
            issued: line.issued,
            redeemed: line.redeemed,
            refunded: line.refunded,
            outstanding: line.outstanding,
          }).toEqual(modelFloat(state, i, asOf));
          expect(line.outstanding_value).toBeCloseTo(line.outstanding * k.per_dollar_value, 2);
          value += line.outstanding * k.per_dollar_value;
        });
        expect(float.outstanding_value).toBeCloseTo(value, 2);
      },
    ),
    { numRuns: 20 },
  );
});
