import { describe, expect, it } from 'vitest';
import { checkoutPayload } from '../../../test/checkout-fixtures';
import { bearer } from '../../../test/factories';
import { expectIntactLedger } from '../../../test/ledger-assertions';
import { managerWithMarket } from '../../../test/market-fixtures';
import { countStatements } from '../../../test/statement-counter';
import { useTestApp } from '../../../test/use-test-app';
import { toTransactionJson } from './transactions.mapper';
import { getTransaction } from './transactions.repository';

const t = useTestApp();

const DAY = '2026-11-21';

async function setup() {
  const { manager, market, vendors, bucks, calfresh } = await managerWithMarket(t);
  const submit = (body: object, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/market-managers/transactions/${market.id}`,
      headers: { ...bearer(manager.token), ...(key ? { 'idempotency-key': key } : {}) },
      payload: body,
    });
  return { manager, market, vendors, bucks: bucks!, calfresh: calfresh!, submit };
}

describe('checkout write path', () => {
  // Issue 14: a submit was about 20 round trips, each token adding three; now a fixed handful. The one
  // counted beyond the checkout's six is the auth plugin's session lookup.
  it('books a checkout in a fixed number of statements, however many tokens it hands in', async () => {
    const { vendors, bucks, calfresh, submit } = await setup();
    const counted = async (body: object, key: string) => {
      const counter = countStatements(t.db);
      try {
        const response = await submit(body, key);
        expect(response.statusCode).toBe(201);
        return counter.statements;
      } finally {
        counter.stop();
      }
    };
    const one = await counted(
      checkoutPayload({ vendor: vendors.producer, day: DAY, gross: 100, tokens: { [bucks.id]: 3 } }),
      'count-one-token-01',
    );
    const two = await counted(
      checkoutPayload({
        vendor: vendors.reseller,
        day: DAY,
        gross: 100,
        tokens: { [bucks.id]: 3, [calfresh.id]: 1 },
      }),
      'count-two-tokens-01',
    );
    // The booking's statements, and after its commit one more: whether the vendor has an inbox for the receipt's
    // notice (receipt-answers' announceReceipt; these kept vendors have none).
    expect(one.length).toBeLessThanOrEqual(8);
    expect(two).toHaveLength(one.length);
  });

  it('answers with the checkout exactly as stored, tokens by name and custom fields as the database keeps them', async () => {
    const { manager, vendors, bucks, calfresh, submit } = await setup();
    const body = {
      market_vendor_id: vendors.producer.market_vendor_id,
      market_date: DAY,
      reported_gross: 250.5,
      // CalFresh sorts before Market Bucks; weather was typed before state.
      tokens: [
        { token_id: bucks.id, count: 4 },
        { token_id: calfresh.id, count: 2 },
      ],
      custom_fields: { weather: 'Windy', state: 'Yolo County, CA' },
    };
    const first = await submit(body, 'as-stored-0001');
    expect(first.statusCode).toBe(201);
    const stored = await getTransaction({
      db: t.db,
      managerId: manager.manager.id,
      id: first.json().data.id,
    });
    expect(JSON.stringify(first.json().data)).toBe(JSON.stringify(toTransactionJson(stored!)));
    expect(first.json().data.tokens.map((tk: { name: string }) => tk.name)).toEqual([
      'CalFresh',
      'Market Bucks',
    ]);
    const retry = await submit(body, 'as-stored-0001');
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    for (const token of [bucks, calfresh]) await expectIntactLedger(t.db, token.id);
  });
});
