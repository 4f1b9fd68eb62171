import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutPayload, postCheckout, producerCheckout } from '../../../test/checkout-fixtures';
import { bearer } from '../../../test/factories';
import { expectIntactLedger, expectVendorKeptAtMarket } from '../../../test/ledger-assertions';
import { createKeptVendor, managerWithMarket, signedInManager } from '../../../test/market-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { auditEvents, tokenLedger, transactions } from '../../db/schema';

const t = useTestApp();

const DAY = '2026-11-21';
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

// Requests sent at once (a race, for the PostgreSQL lane) or each after the answer to the one before.
type SendMode = 'at once' | 'one after another';
async function send<T>(mode: SendMode, requests: (() => Promise<T>)[]): Promise<T[]> {
  if (mode === 'at once') return Promise.all(requests.map((request) => request()));
  const answers: T[] = [];
  for (const request of requests) answers.push(await request());
  return answers;
}

async function tokenCount(
  manager: Awaited<ReturnType<typeof signedInManager>>,
  marketId: string,
  tokenId: string,
) {
  const market = (await manager.api('GET', `/market-managers/markets/${marketId}`)).json();
  return market.tokens.find((tk: { id: string }) => tk.id === tokenId).count as number;
}

describe('checkout', () => {
  it('gives the checkout screen its vendors, tokens, fees and custom fields for the day', async () => {
    const { manager, market, vendors } = await managerWithMarket(t);
    const response = await manager.api(
      'GET',
      `/market-managers/checkouts/?market_id=${market.id}&market_date=${DAY}`,
    );
    expect(response.statusCode).toBe(200);
    const context = response.json();
    expect(context.vendors.map((v: { business_name: string }) => v.business_name)).toEqual([
      'Green Valley Produce',
      'Knife Sharpening Sam',
      'Rise & Shine Bakery',
    ]);
    expect(context.vendors[0]).toMatchObject({
      market_vendor_id: vendors.producer.market_vendor_id,
      type: 'PRODUCER',
      // The language of the vendor's receipts, for a receipt printed from the device while it waits to sync.
      language: 'en',
    });
    expect(context).toMatchObject({ gov_fee: 1.5, custom_fields: ['state', 'weather'], checked_out: [] });
    expect(context.manager_settings.display_token_images_next_to_fields).toBe(true);
    expect(context.market_tokens).toHaveLength(2);
  });

  it('books the server-computed figures, ignores the client figures and returns tokens to the ledger', async () => {
    const { manager, market, vendors, bucks, calfresh } = await managerWithMarket(t);
    const response = await manager.api('POST', `/market-managers/transactions/${market.id}`, {
      ...producerCheckout({ vendors, bucks, calfresh, day: DAY }),
      custom_fields: { weather: 'Sunny', state: 'Yolo County, CA' },
      market_fee: 0,
      money_owed: -999,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    // Producer: 6% of $500 = $30; + $1.50 gov fee − (12 × $1 + 2 × $5) = $9.50.
    expect(body).toMatchObject({
      message: 'Checkout submitted successfully.',
      marketFee: 30,
      govFee: 1.5,
      money_owed: 9.5,
      calculation: '6% of $500.00 = $30.00',
    });
    expect(body.data).toMatchObject({
      vendor_name: 'Green Valley Produce',
      vendor_type: 'PRODUCER',
      market_name: 'Downtown Farmers Market',
      token_total: 22,
      receipt_email: 'producer@example.com',
      custom_fields: { weather: 'Sunny', state: 'Yolo County, CA' },
    });
    expect(await tokenCount(manager, market.id, bucks.id)).toBe(112);
    expect(await tokenCount(manager, market.id, calfresh.id)).toBe(42);
  });

  it("gives each vendor's largest gross at the market so far, so checkout can question a figure far above it", async () => {
    const { manager, market, vendors } = await managerWithMarket(t);
    for (const [date, gross] of [
      ['2026-11-07', 412.5],
      ['2026-11-14', 1280.25],
    ] as const) {
      const booked = await manager.api('POST', `/market-managers/transactions/${market.id}`, {
        ...checkoutPayload({ vendor: vendors.producer, day: date, gross }),
        custom_fields: {},
      });
      expect(booked.statusCode).toBe(201);
    }
    const context = (
      await manager.api('GET', `/market-managers/checkouts/?market_id=${market.id}&market_date=${DAY}`)
    ).json();
    const largest = Object.fromEntries(
      context.vendors.map((v: { market_vendor_id: string; largest_gross: number | null }) => [
        v.market_vendor_id,
        v.largest_gross,
      ]),
    );
    expect(largest[vendors.producer.market_vendor_id]).toBe(1280.25);
    expect(largest[vendors.reseller.market_vendor_id]).toBeNull();
  });

  it('refuses a second checkout of the vendor that day with 409 and the existing id, then overwrites it', async () => {
    const { manager, market, vendors, bucks } = await managerWithMarket(t);
    const body = checkoutPayload({
      vendor: vendors.reseller,
      day: DAY,
      gross: 200,
      tokens: { [bucks.id]: 5 },
    });
    const first = (await manager.api('POST', `/market-managers/transactions/${market.id}`, body)).json();
    const again = await manager.api('POST', `/market-managers/transactions/${market.id}`, {
      ...body,
      reported_gross: 300,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      id: first.data.id,
      detail:
        'A checkout already exists for Rise & Shine Bakery on 11/21/2026. Overwriting will replace the existing transaction data.',
    });
    const overwrite = await manager.api(
      'PUT',
      `/market-managers/transactions/?market_vendor_id=${vendors.reseller.market_vendor_id}&market_date=${DAY}`,
      { ...body, reported_gross: 300, tokens: [{ token_id: bucks.id, count: 8 }] },
    );
    expect(overwrite.statusCode).toBe(200);
    // Non-producer: max($25, 8.5% of $300 = $25.50) = $25.50; + $1.50 − $8 = $19.00.
    expect(overwrite.json()).toMatchObject({
      message: 'Updated Transaction',
      marketFee: 25.5,
      money_owed: 19,
    });
    expect(overwrite.json().data.id).toBe(first.data.id);
    expect(await tokenCount(manager, market.id, bucks.id)).toBe(108);
    const rows = await t.db
      .select()
      .from(transactions)
      .where(eq(transactions.marketVendorId, vendors.reseller.market_vendor_id));
    expect(rows).toHaveLength(1);
  });

  it('deletes a checkout with compensating ledger entries, so the count equals the ledger sum again', async () => {
    const { manager, market, vendors, bucks } = await managerWithMarket(t);
    const created = await postCheckout(manager, market, vendors.service, DAY, 0, { [bucks.id]: 30 });
    // No ancillary fee in this market: $0 + $1.50 − $30 = −$28.50, the market owes the vendor.
    expect(created.json().money_owed).toBe(-28.5);
    expect(await tokenCount(manager, market.id, bucks.id)).toBe(130);
    const deleted = await manager.api('DELETE', `/market-managers/transactions/${created.json().data.id}`);
    expect(deleted.json().message).toBe('Deleted Transaction');
    expect(await tokenCount(manager, market.id, bucks.id)).toBe(100);
    // In the ledger's own order (PostgreSQL returns rows in no promised order without one).
    const entries = await t.db
      .select()
      .from(tokenLedger)
      .where(eq(tokenLedger.tokenId, bucks.id))
      .orderBy(tokenLedger.seq);
    expect(entries.map((e) => [e.type, e.delta])).toEqual([
      ['CREATION', 100],
      ['TRANSACTION', 30],
      ['TRANSACTION', -30],
    ]);
    expect(entries.reduce((sum, e) => sum + e.delta, 0)).toBe(100);
  });

  // Races need several connections to contend for locks: PGlite has one and would run them one after another, so
  // the races run on the PostgreSQL lane only (skipped, not passed, on PGlite) and a one-after-another variant
  // proves the booking and the ledgers on both.
  async function twentyCheckouts(mode: SendMode) {
    const { manager, market, bucks, calfresh } = await managerWithMarket(t);
    const sellers = [];
    for (let i = 0; i < 20; i += 1) {
      const vendor = await createKeptVendor(manager, {
        business_name: `Stall ${i}`,
        type: 'PRODUCER',
        market_ids: [market.id],
      });
      sellers.push(vendor.markets[0].market_vendor_id as string);
    }
    const responses = await send(
      mode,
      sellers.map(
        (marketVendorId, i) => () =>
          manager.api('POST', `/market-managers/transactions/${market.id}`, {
            market_vendor_id: marketVendorId,
            market_date: DAY,
            reported_gross: 100,
            // Half list the tokens the other way round: the locks are taken in one order whatever the request's.
            tokens:
              i % 2 === 0
                ? [
                    { token_id: bucks.id, count: 2 },
                    { token_id: calfresh.id, count: 1 },
                  ]
                : [
                    { token_id: calfresh.id, count: 1 },
                    { token_id: bucks.id, count: 2 },
                  ],
          }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(sellers.map(() => 201));
    expect(await tokenCount(manager, market.id, bucks.id)).toBe(140);
    expect(await tokenCount(manager, market.id, calfresh.id)).toBe(60);
    for (const token of [bucks, calfresh]) {
      const entries = await expectIntactLedger(t.db, token.id);
      expect(entries).toHaveLength(21);
      const booked = new Set(responses.map((r) => r.json().data.id));
      expect(new Set(entries.slice(1).map((e) => e.transactionId))).toEqual(booked);
    }
  }

  it('books twenty checkouts with the same tokens one after another, keeping every ledger intact', () =>
    twentyCheckouts('one after another'));

  it.skipIf(!onPostgres)(
    'books twenty simultaneous checkouts with the same tokens without a deadlock, keeping every ledger intact',
    () => twentyCheckouts('at once'),
  );

  // A manager's market and the producer's $100 checkout with 3 Market Bucks, sent (as it is, or another body) under
  // one idempotency key.
  async function keyedCheckout(key: string) {
    const { manager, market, vendors, bucks } = await managerWithMarket(t);
    const headers = { ...bearerOf(manager), 'idempotency-key': key };
    const body = checkoutPayload({
      vendor: vendors.producer,
      day: DAY,
      gross: 100,
      tokens: { [bucks.id]: 3 },
    });
    const send = (payload: object = body) =>
      t.app.inject({ method: 'POST', url: `/market-managers/transactions/${market.id}`, headers, payload });
    return { manager, market, bucks, body, send };
  }

  async function sameKeyFiveTimes(mode: SendMode) {
    const { manager, market, bucks, send: submit } = await keyedCheckout('tap-tap-tap-0001');
    const responses = await send(
      mode,
      Array.from({ length: 5 }, () => submit),
    );
    // Every answer is the one booking, or the one-per-vendor-per-day conflict naming it: never a second row.
    const ids = new Set(
      responses.map((r) =>
        r.statusCode === 201 ? r.json().data.id : (r.json().transaction_id ?? r.json().id),
      ),
    );
    expect(responses.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    expect(ids.size).toBe(1);
    const rows = await t.db.select().from(transactions).where(eq(transactions.marketId, market.id));
    expect(rows).toHaveLength(1);
    expect(await tokenCount(manager, market.id, bucks.id)).toBe(103);
    // Booked once: one ledger entry, one audit row, and a later retry answers the same checkout.
    expect((await expectIntactLedger(t.db, bucks.id)).map((e) => e.delta)).toEqual([100, 3]);
    const audit = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, rows[0]!.id));
    expect(audit.map((a) => a.action)).toEqual(['create']);
    const retry = await submit();
    expect(retry.statusCode).toBe(201);
    expect(retry.json().data.id).toBe(rows[0]!.id);
    // One after another, every retry is the stored answer itself.
    if (mode === 'one after another')
      expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
  }

  it('books one checkout for the same key sent five times one after another', () =>
    sameKeyFiveTimes('one after another'));

  it.skipIf(!onPostgres)('books one checkout for the same key sent five times at once', () =>
    sameKeyFiveTimes('at once'),
  );

  it.skipIf(!onPostgres)('keeps one key of two managers apart, even at the same moment', async () => {
    const a = await managerWithMarket(t);
    const b = await managerWithMarket(t);
    const key = 'shared-key-0001';
    const submit = (s: typeof a) =>
      t.app.inject({
        method: 'POST',
        url: `/market-managers/transactions/${s.market.id}`,
        headers: { ...bearerOf(s.manager), 'idempotency-key': key },
        payload: checkoutPayload({
          vendor: s.vendors.producer,
          day: DAY,
          gross: 100,
          tokens: { [s.bucks.id]: 1 },
        }),
      });
    const [ra, rb] = await Promise.all([submit(a), submit(b)]);
    expect([ra.statusCode, rb.statusCode]).toEqual([201, 201]);
    expect(ra.json().data.id).not.toBe(rb.json().data.id);
    expect(ra.json().data.market_id ?? a.market.id).toBe(a.market.id);
    expect(await tokenCount(a.manager, a.market.id, a.bucks.id)).toBe(101);
    expect(await tokenCount(b.manager, b.market.id, b.bucks.id)).toBe(101);
  });

  it('books a retried submit once and refuses the same key with a different body', async () => {
    const { manager, market, bucks, body, send } = await keyedCheckout('attempt-0001-abcdef');
    const first = await send(body);
    const retry = await send(body);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().data.id).toBe(first.json().data.id);
    expect(await tokenCount(manager, market.id, bucks.id)).toBe(103);
    const different = await send({ ...body, reported_gross: 999 });
    expect(different.statusCode).toBe(409);
    expect(different.json().detail).toBe('This request key was already used for a different checkout.');
    const rows = await t.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.marketId, market.id)));
    expect(rows).toHaveLength(1);
  });

  it.each([
    [{ reported_gross: -1 }, 'Amount must be positive'],
    [{ market_vendor_id: '00000000-0000-4000-8000-000000000000' }, 'Selected vendor not found'],
    [{ market_vendor_id: 'nope' }, 'Selected vendor not found'],
    [{ market_date: '' }, 'Date is required'],
    [
      { tokens: [{ token_id: '00000000-0000-4000-8000-000000000000', count: 1 }] },
      'Token not found in this market.',
    ],
    [
      { tokens: [{ token_id: '00000000-0000-4000-8000-000000000000', count: 1.5 }] },
      'Token counts are whole numbers',
    ],
  ])('refuses %o with a clear 400 and stores nothing', async (override, message) => {
    const { manager, market, vendors } = await managerWithMarket(t);
    const response = await manager.api('POST', `/market-managers/transactions/${market.id}`, {
      market_vendor_id: vendors.producer.market_vendor_id,
      market_date: DAY,
      reported_gross: 100,
      ...override,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(message);
    expect(await t.db.select().from(transactions)).toHaveLength(0);
  });

  it('answers a malformed market id with its message', async () => {
    const { manager } = await managerWithMarket(t);
    const response = await manager.api('POST', '/market-managers/transactions/not-a-uuid', {
      reported_gross: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('Market ID must be a valid UUID');
  });

  it('keeps every manager to their own markets and transactions', async () => {
    const { manager, market, vendors } = await managerWithMarket(t);
    const other = await signedInManager(t);
    const body = {
      market_vendor_id: vendors.producer.market_vendor_id,
      market_date: DAY,
      reported_gross: 100,
    };
    expect((await other.api('POST', `/market-managers/transactions/${market.id}`, body)).statusCode).toBe(
      404,
    );
    expect(
      (await other.api('GET', `/market-managers/checkouts/?market_id=${market.id}&market_date=${DAY}`))
        .statusCode,
    ).toBe(404);
    const created = (await manager.api('POST', `/market-managers/transactions/${market.id}`, body)).json();
    const othersList = (
      await other.api('GET', `/market-managers/transactions?market_id=${market.id}`)
    ).json();
    expect(othersList).toMatchObject({ data: [], total_count: 0, totals: { count: 0, money_owed: 0 } });
    const othersCsv = await other.api('GET', `/market-managers/transactions/csv?market_id=${market.id}`);
    expect(othersCsv.body.trim().split('\r\n')).toHaveLength(1);
    expect((await other.api('DELETE', `/market-managers/transactions/${created.data.id}`)).statusCode).toBe(
      404,
    );
    const put = await other.api(
      'PUT',
      `/market-managers/transactions/?market_vendor_id=${vendors.producer.market_vendor_id}&market_date=${DAY}`,
      { ...body, reported_gross: 1 },
    );
    expect(put.statusCode).toBe(404);
    expect((await manager.api('GET', '/market-managers/transactions')).json().data[0].reported_gross).toBe(
      100,
    );
  });

  it('lists transactions by market, date range and vendor type, newest first', async () => {
    const { manager, market, vendors } = await managerWithMarket(t);
    const book = (key: keyof typeof vendors, date: string, gross: number) =>
      manager.api('POST', `/market-managers/transactions/${market.id}`, {
        market_vendor_id: vendors[key].market_vendor_id,
        market_date: date,
        reported_gross: gross,
      });
    await book('producer', '2026-11-07', 100);
    await book('producer', '2026-11-14', 200);
    await book('reseller', '2026-11-14', 300);
    await book('service', '2026-11-21', 400);
    const list = async (query: string) =>
      (await manager.api('GET', `/market-managers/transactions?${query}`))
        .json()
        .data.map((tx: { market_date: string; reported_gross: number }) => [
          tx.market_date,
          tx.reported_gross,
        ]);
    expect(await list('sort_by=market_date&sort_direction=DESC')).toEqual([
      ['2026-11-21', 400],
      ['2026-11-14', 200],
      ['2026-11-14', 300],
      ['2026-11-07', 100],
    ]);
    expect(await list(`market_id=${market.id}&start_date=2026-11-10&end_date=2026-11-20`)).toHaveLength(2);
    expect(await list('vendor_type=PRODUCER&sort_direction=ASC')).toEqual([
      ['2026-11-07', 100],
      ['2026-11-14', 200],
    ]);
    const bad = await manager.api(
      'GET',
      '/market-managers/transactions?start_date=2026-11-20&end_date=2026-11-10',
    );
    expect(bad.json().detail).toBe('Start date must be before or equal to end date');
    const options = (await manager.api('GET', '/market-managers/transactions/options')).json();
    expect(options.markets).toEqual([{ id: market.id, name: market.name }]);
  });

  it('keeps the history: a market or vendor with checkouts cannot be deleted or removed', async () => {
    const { manager, market, vendors } = await managerWithMarket(t);
    await manager.api('POST', `/market-managers/transactions/${market.id}`, {
      market_vendor_id: vendors.producer.market_vendor_id,
      market_date: DAY,
      reported_gross: 100,
    });
    expect((await manager.api('DELETE', `/market-managers/markets/${market.id}`)).statusCode).toBe(409);
    expect((await manager.api('DELETE', `/market-managers/vendors/${vendors.producer.id}`)).statusCode).toBe(
      409,
    );
    await expectVendorKeptAtMarket(manager, market, vendors.producer);
  });
});

function bearerOf(manager: Awaited<ReturnType<typeof signedInManager>>) {
  return bearer(manager.token);
}
