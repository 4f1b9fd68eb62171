import {
  DATE_RANGE_MESSAGE,
  dayReportRefundsUncovered,
  FUTURE_MARKET_DAY_MESSAGE,
  TEXT_CHARACTERS_MESSAGE,
  TOKEN_FLOAT_MESSAGES,
  type TokenFloat,
  type TokenFloatDay,
  type TokenFloatEntryInput,
} from '@marketday/shared';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createClock } from '../../../test/build-test-app';
import { postCheckout } from '../../../test/checkout-fixtures';
import { signedInStaff } from '../../../test/clients';
import { bearer } from '../../../test/factories';
import {
  createMarket,
  type ManagerClient,
  managerWithMarket,
  signedInManager,
} from '../../../test/market-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { rowsOf } from '../../db/rows';
import { auditEvents } from '../../db/schema';
import { tokensOutstanding } from './index';

// Monday 30 November 2026, noon in California: the Saturdays of November are past, December is not.
const t = useTestApp(() => ({ clock: createClock(new Date('2026-11-30T20:00:00Z')) }));

const floatOf = (marketId: string) => `/market-managers/markets/${marketId}/token-float`;
const entriesOf = (marketId: string) => `${floatOf(marketId)}/entries`;

async function setUp() {
  const world = await managerWithMarket(t);
  const { manager, market } = world;
  const post = (entry: Partial<TokenFloatEntryInput> & Pick<TokenFloatEntryInput, 'token_id' | 'count'>) =>
    manager.api('POST', entriesOf(market.id), { date: '2026-11-14', kind: 'ISSUE', method: 'EBT', ...entry });
  const issue = async (entry: Parameters<typeof post>[0]) => {
    const response = await post(entry);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: string; amount: number };
  };
  const float = async (client: Pick<ManagerClient, 'api'> = manager, query = '') => {
    const response = await client.api('GET', `${floatOf(market.id)}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TokenFloat;
  };
  const day = async (date: string) => {
    const response = await manager.api('GET', `${floatOf(market.id)}/days/${date}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TokenFloatDay;
  };
  const line = (answer: TokenFloat, tokenId: string) => answer.tokens.find((l) => l.token_id === tokenId);
  return { ...world, post, issue, float, day, line };
}

describe('the token float', () => {
  it('after a day with 10 tokens issued and 4 redeemed at checkout, 6 are outstanding, worth 6 × the token', async () => {
    const { manager, market, vendors, bucks, calfresh, post, float, line } = await setUp();
    const issued = await post({ token_id: calfresh.id, count: 10, shoppers: 3 });
    expect(issued.statusCode, issued.body).toBe(201);
    expect(issued.json()).toEqual({
      message: TOKEN_FLOAT_MESSAGES.recorded,
      data: expect.objectContaining({
        token_id: calfresh.id,
        token_name: 'CalFresh',
        date: '2026-11-14',
        kind: 'ISSUE',
        method: 'EBT',
        count: 10,
        // Left out: count × the token's value ($5).
        amount: 50,
        shoppers: 3,
        note: null,
        created_by: manager.user.username,
      }),
    });
    const checkout = await postCheckout(manager, market, vendors.producer, '2026-11-14', 200, {
      [calfresh.id]: 4,
    });
    expect(checkout.statusCode, checkout.body).toBe(201);

    const answer = await float();
    // as_of defaults to today at the market.
    expect(answer.as_of).toBe('2026-11-30');
    expect(line(answer, calfresh.id)).toEqual({
      token_id: calfresh.id,
      name: 'CalFresh',
      program: expect.any(String),
      value: 5,
      retired: false,
      issued: 10,
      redeemed: 4,
      refunded: 0,
      outstanding: 6,
      outstanding_value: 30,
    });
    // A live token with no figures is listed too, at 0.
    expect(line(answer, bucks.id)).toMatchObject({
      issued: 0,
      redeemed: 0,
      outstanding: 0,
      outstanding_value: 0,
    });
    expect(answer.outstanding_value).toBe(30);
    expect(
      (await tokensOutstanding({ db: t.db, marketId: market.id, asOf: '2026-11-30' })).find(
        (l) => l.tokenId === calfresh.id,
      ),
    ).toMatchObject({ outstanding: 6, outstandingValueCents: 3000 });

    // A deleted checkout no longer counts its tokens as redeemed.
    await manager.api('DELETE', `/market-managers/transactions/${checkout.json().data.id}`);
    expect(line(await float(), calfresh.id)).toMatchObject({ redeemed: 0, outstanding: 10 });
  });

  it('falls back to the day report’s tokens distributed on a day with no float entry, and only then', async () => {
    const { manager, market, bucks, calfresh, issue, float, line, day } = await setUp();
    const report = (date: string, tokens: Record<string, number>) =>
      manager.api('POST', `/market-managers/markets/${market.id}/day-reports`, {
        market: market.id,
        date,
        expenses: 0,
        tokens_distributed: Object.entries(tokens).map(([token_id, count]) => ({ token_id, count })),
      });
    expect((await report('2026-11-07', { [calfresh.id]: 8, [bucks.id]: 5 })).statusCode).toBe(201);
    expect((await report('2026-11-14', { [calfresh.id]: 20 })).statusCode).toBe(201);
    // 11/14 has a float entry (of another token): the booth's entries are that day's truth, its report is not.
    await issue({ token_id: bucks.id, count: 2, date: '2026-11-14' });

    const answer = await float();
    expect(line(answer, calfresh.id)).toMatchObject({ issued: 8, outstanding: 8, outstanding_value: 40 });
    expect(line(answer, bucks.id)).toMatchObject({ issued: 7, outstanding: 7 });
    expect((await day('2026-11-07')).issued).toEqual([
      { token_id: bucks.id, name: 'Market Bucks', count: 5 },
      { token_id: calfresh.id, name: 'CalFresh', count: 8 },
    ]);
    expect((await day('2026-11-14')).issued).toEqual([
      { token_id: bucks.id, name: 'Market Bucks', count: 2 },
    ]);

    // The first entry of 11/07 makes the float that day's truth.
    await issue({ token_id: calfresh.id, count: 3, date: '2026-11-07' });
    const after = await float();
    expect(line(after, calfresh.id)).toMatchObject({ issued: 3 });
    expect(line(after, bucks.id)).toMatchObject({ issued: 2 });
  });

  it('counts refunds, refuses one larger than the shoppers hold as of its date, and cuts off at as_of', async () => {
    const { manager, market, vendors, calfresh, post, issue, float, line } = await setUp();
    await issue({ token_id: calfresh.id, count: 10, date: '2026-11-14' });
    await issue({ token_id: calfresh.id, count: 7, date: '2026-11-21' });
    expect(
      (await postCheckout(manager, market, vendors.producer, '2026-11-14', 100, { [calfresh.id]: 4 }))
        .statusCode,
    ).toBe(201);
    expect(
      (await postCheckout(manager, market, vendors.reseller, '2026-11-21', 100, { [calfresh.id]: 1 }))
        .statusCode,
    ).toBe(201);

    const refund = await post({ token_id: calfresh.id, count: 2, kind: 'REFUND', date: '2026-11-14' });
    expect(refund.statusCode, refund.body).toBe(201);
    expect(refund.json().data).toMatchObject({ kind: 'REFUND', amount: 10 });

    // As of 11/14 the shoppers hold 10 − 4 − 2 = 4: a refund of 5 that day is refused, even though 11/21 issued more.
    const tooMany = await post({ token_id: calfresh.id, count: 5, kind: 'REFUND', date: '2026-11-14' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      detail: TOKEN_FLOAT_MESSAGES.refundTooLarge,
      errors: [{ path: 'count', message: TOKEN_FLOAT_MESSAGES.refundTooLarge }],
    });
    expect(
      (await post({ token_id: calfresh.id, count: 4, kind: 'REFUND', method: 'CASH', date: '2026-11-14' }))
        .statusCode,
    ).toBe(201);
    // Refused refunds left nothing behind.
    expect(line(await float(), calfresh.id)).toMatchObject({
      issued: 17,
      redeemed: 5,
      refunded: 6,
      outstanding: 6,
      outstanding_value: 30,
    });
    expect(line(await float(manager, '?as_of=2026-11-14'), calfresh.id)).toMatchObject({
      issued: 10,
      redeemed: 4,
      refunded: 6,
      outstanding: 0,
    });
    const before = await float(manager, '?as_of=2026-11-13');
    expect(before.as_of).toBe('2026-11-13');
    expect(line(before, calfresh.id)).toMatchObject({ issued: 0, redeemed: 0, refunded: 0, outstanding: 0 });
  });

  it('answers a negative outstanding as it is: the booth recorded fewer than the vendors handed in', async () => {
    const { manager, market, vendors, bucks, issue, float, line } = await setUp();
    await issue({ token_id: bucks.id, count: 3 });
    await postCheckout(manager, market, vendors.producer, '2026-11-14', 100, { [bucks.id]: 5 });
    expect(line(await float(), bucks.id)).toMatchObject({ outstanding: -2, outstanding_value: -2 });
  });

  it('refuses a refund dated before tokens it would pay back were redeemed (every later day is counted)', async () => {
    const { manager, market, vendors, calfresh, post, issue, float, line } = await setUp();
    await issue({ token_id: calfresh.id, count: 10, date: '2026-11-07' });
    await postCheckout(manager, market, vendors.producer, '2026-11-14', 100, { [calfresh.id]: 10 });
    // As of 11/07 the shoppers held 10, but all 10 were handed in on 11/14: none were there to refund.
    const early = await post({ token_id: calfresh.id, count: 10, kind: 'REFUND', date: '2026-11-07' });
    expect(early.statusCode, early.body).toBe(400);
    expect(early.json().errors).toEqual([{ path: 'count', message: TOKEN_FLOAT_MESSAGES.refundTooLarge }]);
    await issue({ token_id: calfresh.id, count: 2, date: '2026-11-21' });
    const later = await post({ token_id: calfresh.id, count: 2, kind: 'REFUND', date: '2026-11-21' });
    expect(later.statusCode, later.body).toBe(201);
    expect(line(await float(), calfresh.id)).toMatchObject({
      issued: 12,
      redeemed: 10,
      refunded: 2,
      outstanding: 0,
    });
  });

  it('refuses removing an issue the later refunds stand on, but lets a mistaken entry out of a float already short', async () => {
    const { manager, market, vendors, bucks, calfresh, issue, post, float, line } = await setUp();
    const first = await issue({ token_id: calfresh.id, count: 10, date: '2026-11-07' });
    const refund = await post({ token_id: calfresh.id, count: 10, kind: 'REFUND', date: '2026-11-14' });
    expect(refund.statusCode, refund.body).toBe(201);
    const removed = await manager.api('DELETE', `${entriesOf(market.id)}/${first.id}`);
    expect(removed.statusCode, removed.body).toBe(400);
    expect(removed.json().detail).toBe(TOKEN_FLOAT_MESSAGES.removalTooLarge);
    expect(line(await float(), calfresh.id)).toMatchObject({ issued: 10, refunded: 10, outstanding: 0 });
    // Market Bucks: vendors handed in 5 the booth never recorded (−5); a mistaken issue of 2 can still come out.
    await postCheckout(manager, market, vendors.producer, '2026-11-21', 100, { [bucks.id]: 5 });
    const mistaken = await issue({ token_id: bucks.id, count: 2, date: '2026-11-21' });
    const out = await manager.api('DELETE', `${entriesOf(market.id)}/${mistaken.id}`);
    expect(out.statusCode, out.body).toBe(200);
    expect(line(await float(), bucks.id)).toMatchObject({ outstanding: -5 });
  });

  it('refuses a day report’s edit or deletion that takes back tokens the float’s refunds were paid from', async () => {
    const { manager, market, bucks, calfresh, post, float, line } = await setUp();
    const reports = `/market-managers/markets/${market.id}/day-reports`;
    const body = (tokens: Record<string, number>) => ({
      market: market.id,
      date: '2026-10-03',
      expenses: 0,
      tokens_distributed: Object.entries(tokens).map(([token_id, count]) => ({ token_id, count })),
    });
    const created = await manager.api('POST', reports, body({ [calfresh.id]: 10, [bucks.id]: 4 }));
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data as { id: string };
    // 10 CalFresh issued by the report (no float entries that day), 8 of them refunded a week later.
    const refund = await post({ token_id: calfresh.id, count: 8, kind: 'REFUND', date: '2026-10-10' });
    expect(refund.statusCode, refund.body).toBe(201);

    const cut = await manager.api('PUT', `${reports}/${id}`, body({ [calfresh.id]: 5, [bucks.id]: 4 }));
    expect(cut.statusCode, cut.body).toBe(400);
    expect(cut.json().detail).toBe(dayReportRefundsUncovered('CalFresh', 'change'));
    const gone = await manager.api('DELETE', `${reports}/${id}`);
    expect(gone.statusCode, gone.body).toBe(400);
    expect(gone.json().detail).toBe(dayReportRefundsUncovered('CalFresh', 'delete'));
    // Nothing changed: the report, its withdrawals and the float are as they were.
    expect(line(await float(), calfresh.id)).toMatchObject({ issued: 10, refunded: 8, outstanding: 2 });

    // Down to the 8 refunded, and Market Bucks (never refunded) taken off altogether: allowed.
    const kept = await manager.api('PUT', `${reports}/${id}`, body({ [calfresh.id]: 8 }));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(line(await float(), calfresh.id)).toMatchObject({ issued: 8, refunded: 8, outstanding: 0 });
    expect(line(await float(), bucks.id)).toMatchObject({ issued: 0 });
  });

  // A checkout holds the lower token and wants the higher; the edit lowers the higher. The edit must take its tokens in
  // id order as every ledger writer does, waiting for the lower one while holding nothing, or the two deadlock.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'takes a day report edit’s tokens in id order, so it never holds a token a checkout waits for',
    async () => {
      const { manager, market, bucks, calfresh, post } = await setUp();
      const [low, high] = [bucks.id, calfresh.id].sort() as [string, string];
      const reports = `/market-managers/markets/${market.id}/day-reports`;
      const body = (highCount: number) => ({
        market: market.id,
        date: '2026-10-03',
        expenses: 0,
        tokens_distributed: [
          { token_id: low, count: 4 },
          { token_id: high, count: highCount },
        ],
      });
      const created = await manager.api('POST', reports, body(10));
      expect(created.statusCode, created.body).toBe(201);
      const { id } = created.json().data as { id: string };
      expect((await post({ token_id: high, count: 5, kind: 'REFUND', date: '2026-10-10' })).statusCode).toBe(
        201,
      );

      const editWaits = async () => {
        const rows = rowsOf<{ waiting: boolean }>(
          await t.db.execute(sql`select exists (select 1 from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock') as waiting`),
        );
        return rows[0]?.waiting === true;
      };
      let edit: Promise<{ statusCode: number; body: string }> | undefined;
      await t.db.transaction(async (tx) => {
        await tx.execute(sql`select id from tokens where id = ${low} for no key update`);
        edit = manager.api('PUT', `${reports}/${id}`, body(9));
        let waiting = false;
        for (let tries = 0; tries < 200 && !waiting; tries++) {
          waiting = await editWaits();
          if (!waiting) await new Promise((resolve) => setTimeout(resolve, 25));
        }
        expect(waiting).toBe(true);
        // The checkout's next lock: free at once, since the waiting edit holds nothing yet.
        await tx.execute(sql`set local lock_timeout = '500ms'`);
        await tx.execute(sql`select id from tokens where id = ${high} for no key update`);
      });
      const answer = await edit;
      expect(answer?.statusCode, answer?.body).toBe(200);
    },
  );

  it('lists a retired token only while it has figures, issues it no more, and refunds what shoppers hold of it', async () => {
    const { manager, market, bucks, calfresh, post, issue, float, line } = await setUp();
    await issue({ token_id: calfresh.id, count: 4 });
    for (const token of [bucks, calfresh]) {
      const retired = await manager.api('DELETE', `/market-managers/markets/${market.id}/tokens/${token.id}`);
      expect(retired.statusCode, retired.body).toBe(200);
    }
    const answer = await float();
    expect(line(answer, bucks.id)).toBeUndefined();
    expect(line(answer, calfresh.id)).toMatchObject({ retired: true, outstanding: 4 });
    const refused = await post({ token_id: calfresh.id, count: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { path: 'token_id', message: TOKEN_FLOAT_MESSAGES.tokenNotInMarket },
    ]);
    // What shoppers still hold of a retired token can be paid back.
    const refund = await post({ token_id: calfresh.id, count: 4, kind: 'REFUND', date: '2026-11-21' });
    expect(refund.statusCode, refund.body).toBe(201);
    expect(line(await float(), calfresh.id)).toMatchObject({ retired: true, refunded: 4, outstanding: 0 });
  });
});

describe('the info booth’s day', () => {
  it('reconciles each terminal’s batch total against its entries, and clears a batch with null', async () => {
    const { manager, market, bucks, calfresh, issue, post, day } = await setUp();
    const batches = (body: object) => manager.api('PUT', `${floatOf(market.id)}/batches/2026-11-14`, body);
    // EBT: $100 issued, $10 refunded = $90 of entries.
    await issue({ token_id: calfresh.id, count: 20 });
    await issue({ token_id: bucks.id, count: 12, method: 'CARD', amount: 12.34, note: 'Two shoppers' });
    const refund = await post({ token_id: calfresh.id, count: 2, kind: 'REFUND' });
    expect(refund.statusCode, refund.body).toBe(201);
    // Match tokens are on no terminal.
    await issue({ token_id: bucks.id, count: 9, method: 'MATCH' });

    const empty = await day('2026-11-14');
    expect(empty.terminals).toEqual([
      { terminal: 'EBT', batch_total: null, entries_total: 90, variance: null },
      { terminal: 'CARD', batch_total: null, entries_total: 12.34, variance: null },
    ]);
    expect(empty.entries.map((e) => [e.kind, e.method, e.count, e.amount])).toEqual([
      ['ISSUE', 'MATCH', 9, 9],
      ['REFUND', 'EBT', 2, 10],
      ['ISSUE', 'CARD', 12, 12.34],
      ['ISSUE', 'EBT', 20, 100],
    ]);
    expect(empty.entries[2]).toMatchObject({ note: 'Two shoppers', created_by: manager.user.username });
    expect(empty.issued).toEqual([
      { token_id: bucks.id, name: 'Market Bucks', count: 21 },
      { token_id: calfresh.id, name: 'CalFresh', count: 20 },
    ]);
    expect(empty.refunded).toEqual([{ token_id: calfresh.id, name: 'CalFresh', count: 2 }]);

    const saved = await batches({ ebt: 100, card: null });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as TokenFloatDay).terminals).toEqual([
      { terminal: 'EBT', batch_total: 100, entries_total: 90, variance: 10 },
      { terminal: 'CARD', batch_total: null, entries_total: 12.34, variance: null },
    ]);
    await batches({ ebt: 80.5, card: 12.34 });
    expect((await day('2026-11-14')).terminals).toEqual([
      { terminal: 'EBT', batch_total: 80.5, entries_total: 90, variance: -9.5 },
      { terminal: 'CARD', batch_total: 12.34, entries_total: 12.34, variance: 0 },
    ]);
    await batches({ ebt: null, card: 12.34 });
    expect((await day('2026-11-14')).terminals[0]).toEqual({
      terminal: 'EBT',
      batch_total: null,
      entries_total: 90,
      variance: null,
    });
    // Another day's batches and entries are its own.
    expect((await day('2026-11-21')).terminals).toEqual([
      { terminal: 'EBT', batch_total: null, entries_total: 0, variance: null },
      { terminal: 'CARD', batch_total: null, entries_total: 0, variance: null },
    ]);
  });

  it('removes a mistaken entry, audited, and answers 404 for a missing one', async () => {
    const { manager, market, calfresh, issue, float, line, day } = await setUp();
    const entry = await issue({ token_id: calfresh.id, count: 5, note: 'Typo' });
    await issue({ token_id: calfresh.id, count: 2 });
    const url = `${entriesOf(market.id)}/${entry.id}`;
    const removed = await manager.api('DELETE', url);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ message: TOKEN_FLOAT_MESSAGES.removed });
    expect(line(await float(), calfresh.id)).toMatchObject({ issued: 2 });
    expect((await day('2026-11-14')).entries).toHaveLength(1);
    const again = await manager.api('DELETE', url);
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe(TOKEN_FLOAT_MESSAGES.entryNotFound);

    const audited = await t.db
      .select({ action: auditEvents.action, before: auditEvents.before, after: auditEvents.after })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'token_entry'), eq(auditEvents.entityId, entry.id)));
    expect(audited).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'create', before: null }),
        {
          action: 'delete',
          after: null,
          before: expect.objectContaining({ token_id: calfresh.id, count: 5, delta: 5, note: 'Typo' }),
        },
      ]),
    );
    expect(audited).toHaveLength(2);
  });

  it('records a double tap once under one Idempotency-Key, and refuses the key for another entry', async () => {
    const { manager, market, calfresh, float, line } = await setUp();
    const send = (body: object, key: string) =>
      t.app.inject({
        method: 'POST',
        url: entriesOf(market.id),
        headers: { ...bearer(manager.token), 'idempotency-key': key },
        payload: body,
      });
    const body = { token_id: calfresh.id, date: '2026-11-14', kind: 'ISSUE', method: 'EBT', count: 3 };
    const first = await send(body, 'tap-0001-abc');
    const second = await send(body, 'tap-0001-abc');
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(line(await float(), calfresh.id)).toMatchObject({ issued: 3 });
    const other = await send({ ...body, count: 4 }, 'tap-0001-abc');
    expect(other.statusCode).toBe(409);
    expect(other.json().detail).toBe(TOKEN_FLOAT_MESSAGES.idempotencyMismatch);
    expect((await send(body, 'tap-0002-abc')).statusCode).toBe(201);
    expect(line(await float(), calfresh.id)).toMatchObject({ issued: 6 });
  });
});

describe('who may keep the float', () => {
  it('is the market’s staff and its manager; another manager gets 404 on every route and cannot post their token', async () => {
    const { manager, market, calfresh, issue, float } = await setUp();
    const entry = await issue({ token_id: calfresh.id, count: 5 });
    const staff = await signedInStaff(t, {
      managerId: manager.manager.id,
      role: 'STAFF',
      marketIds: [market.id],
    });
    const byStaff = await staff.api('POST', entriesOf(market.id), {
      token_id: calfresh.id,
      date: '2026-11-14',
      kind: 'ISSUE',
      method: 'CASH',
      count: 1,
    });
    expect(byStaff.statusCode, byStaff.body).toBe(201);
    expect((await float(staff)).tokens.find((l) => l.token_id === calfresh.id)?.issued).toBe(6);

    const stranger = await signedInManager(t);
    const body = { token_id: calfresh.id, date: '2026-11-14', kind: 'ISSUE', method: 'EBT', count: 1 };
    for (const [method, url, payload] of [
      ['GET', floatOf(market.id), undefined],
      ['GET', `${floatOf(market.id)}/days/2026-11-14`, undefined],
      ['POST', entriesOf(market.id), body],
      ['DELETE', `${entriesOf(market.id)}/${entry.id}`, undefined],
      ['PUT', `${floatOf(market.id)}/batches/2026-11-14`, { ebt: 1, card: 1 }],
    ] as const) {
      expect((await stranger.api(method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    // Their own market, the first manager's token: not one of its tokens. Their market, the first's entry: not found.
    const strangerWorld = await createMarket(stranger);
    const foreignToken = await stranger.api('POST', entriesOf(strangerWorld.id), body);
    expect(foreignToken.statusCode).toBe(400);
    expect(foreignToken.json().errors).toEqual([
      { path: 'token_id', message: TOKEN_FLOAT_MESSAGES.tokenNotInMarket },
    ]);
    const foreignEntry = await stranger.api('DELETE', `${entriesOf(strangerWorld.id)}/${entry.id}`);
    expect(foreignEntry.statusCode).toBe(404);
    expect(foreignEntry.json().detail).toBe(TOKEN_FLOAT_MESSAGES.entryNotFound);
    // Nothing of the first market moved.
    expect((await float()).tokens.find((l) => l.token_id === calfresh.id)?.issued).toBe(6);
    expect((await float()).outstanding_value).toBe(30);
  });
});

describe('an entry’s input', () => {
  it.each([
    ['a NUL byte in the note', { note: 'a\u0000b' }, 'note', TEXT_CHARACTERS_MESSAGE],
    ['a year-0000 date', { date: '0000-06-13' }, 'date', DATE_RANGE_MESSAGE],
    ['a huge count', { count: 1_000_000_000 }, 'count', 'Token counts are at most 100,000'],
    ['count 0', { count: 0 }, 'count', TOKEN_FLOAT_MESSAGES.countPositive],
    ['a fraction of a token', { count: 1.5 }, 'count', 'Token counts are whole numbers'],
    ['no kind', { kind: 'LENT' }, 'kind', TOKEN_FLOAT_MESSAGES.kindRequired],
    ['0 shoppers', { shoppers: 0 }, 'shoppers', TOKEN_FLOAT_MESSAGES.shoppersPositive],
  ])('refuses %s with the shared message', async (_name, override, path, message) => {
    const { calfresh, post, float, line } = await setUp();
    const response = await post({ token_id: calfresh.id, count: 1, ...override } as never);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toContainEqual({ path, message });
    expect(line(await float(), calfresh.id)?.issued).toBe(0);
  });

  it('refuses an amount left out whose count × value passes the largest amount', async () => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager, {
      tokens: [{ name: 'Gold', per_dollar_value: 1000, count: 0, visual_settings: null }],
    });
    const gold = market.tokens[0]!.id;
    const body = { token_id: gold, date: '2026-11-14', kind: 'ISSUE', method: 'CARD' };
    const refused = await manager.api('POST', entriesOf(market.id), { ...body, count: 10_001 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { path: 'amount', message: 'Amount must be at most $10,000,000.00' },
    ]);
    const typed = await manager.api('POST', entriesOf(market.id), { ...body, count: 10_001, amount: 20 });
    expect(typed.statusCode, typed.body).toBe(201);
    const float = (await manager.api('GET', floatOf(market.id))).json() as TokenFloat;
    // Its value is still count × the token's value.
    expect(float.tokens[0]).toMatchObject({ outstanding: 10_001, outstanding_value: 10_001_000 });
  });

  it('refuses a date after today at the market (its time zone, not the server’s), with the checkout’s message', async () => {
    // 1 December 2026, 05:00 UTC: still 30 November in California.
    t.clock.set(new Date('2026-12-01T05:00:00Z'));
    const { market, calfresh, post, manager } = await setUp();
    const future = await post({ token_id: calfresh.id, count: 1, date: '2026-12-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({
      detail: FUTURE_MARKET_DAY_MESSAGE,
      errors: [{ path: 'date', message: FUTURE_MARKET_DAY_MESSAGE }],
    });
    expect((await post({ token_id: calfresh.id, count: 1, date: '2026-11-30' })).statusCode).toBe(201);
    const batches = await manager.api('PUT', `${floatOf(market.id)}/batches/2026-12-01`, {
      ebt: 1,
      card: null,
    });
    expect(batches.statusCode).toBe(400);
    expect(batches.json().detail).toBe(FUTURE_MARKET_DAY_MESSAGE);
    // Today at the market is the float's default as_of.
    expect((await manager.api('GET', floatOf(market.id))).json().as_of).toBe('2026-11-30');
  });
});
