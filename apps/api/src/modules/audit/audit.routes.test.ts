import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkoutPayload, postCheckout, producerCheckout } from '../../../test/checkout-fixtures';
import { BAD_PAGE_QUERIES, expectFieldError } from '../../../test/field-errors';
import { createMarket, managerWithMarket, signedInManager } from '../../../test/market-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { rowsOf } from '../../db/rows';
import { auditEvents, tokenLedger, transactions } from '../../db/schema';

const t = useTestApp();

const DAY = '2026-11-21';

function auditRows(entity: string, entityId?: string) {
  return t.db
    .select()
    .from(auditEvents)
    .where(
      entityId
        ? and(eq(auditEvents.entity, entity), eq(auditEvents.entityId, entityId))
        : eq(auditEvents.entity, entity),
    );
}

describe('audit trail of checkouts', () => {
  it('records create, overwrite and delete with actor and dollar values, and keeps the history after delete', async () => {
    const { manager, market, vendors, bucks, calfresh } = await managerWithMarket(t);
    const created = await manager.api(
      'POST',
      `/market-managers/transactions/${market.id}`,
      producerCheckout({ vendors, bucks, calfresh, day: DAY }),
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;

    // Overwrite: gross 300, only 5 Market Bucks. Fee 6% = $18.00, gov $1.50, owed 18 + 1.5 − 5 = $14.50.
    const updated = await manager.api(
      'PUT',
      `/market-managers/transactions/?market_vendor_id=${vendors.producer.market_vendor_id}&market_date=${DAY}`,
      checkoutPayload({ vendor: vendors.producer, day: DAY, gross: 300, tokens: { [bucks.id]: 5 } }),
    );
    expect(updated.statusCode).toBe(200);
    expect((await manager.api('DELETE', `/market-managers/transactions/${id}`)).statusCode).toBe(200);

    const rows = await auditRows('transaction', id);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.actorUserId).toBe(manager.user.id);
      expect(row.managerId).toBe(manager.manager.id);
    }

    const history = await manager.api('GET', `/market-managers/transactions/${id}/history`);
    expect(history.statusCode).toBe(200);
    expect(history.json()).toMatchObject({ page: 0, page_size: 50, total_count: 3, totals: null });
    const events = history.json().data;
    expect(events.map((e: { action: string }) => e.action)).toEqual(['create', 'update', 'delete']);
    expect(events[0].actor).toEqual({ id: manager.user.id, username: manager.user.username });
    expect(events[0].before).toBeNull();
    // Fee 6% of $500 = $30.00; owed 30 + 1.50 − (12 × $1 + 2 × $5) = $9.50.
    expect(events[0].after).toMatchObject({
      vendor_name: 'Green Valley Produce',
      market_date: DAY,
      reported_gross: 500,
      market_fee: 30,
      gov_fee: 1.5,
      token_total: 22,
      money_owed: 9.5,
      market_fee_calculation: '6% of $500.00 = $30.00',
    });
    expect(events[0].after.tokens).toHaveLength(2);
    expect(events[1].before).toMatchObject({ reported_gross: 500, money_owed: 9.5 });
    expect(events[1].after).toMatchObject({
      reported_gross: 300,
      market_fee: 18,
      token_total: 5,
      money_owed: 14.5,
    });
    expect(events[1].changes).toEqual(
      expect.arrayContaining([
        { field: 'reported_gross', label: 'Gross Profit', before: '$500.00', after: '$300.00' },
        { field: 'money_owed', label: 'Money Owed', before: '$9.50', after: '$14.50' },
        { field: `tokens.${bucks.id}`, label: 'Market Bucks', before: '12', after: '5' },
        { field: `tokens.${calfresh.id}`, label: 'CalFresh', before: '2', after: null },
      ]),
    );
    // Unchanged figures are not listed as changes.
    expect(events[1].changes.map((c: { field: string }) => c.field)).not.toContain('gov_fee');
    expect(events[2]).toMatchObject({ action: 'delete', after: null, before: { reported_gross: 300 } });
    expect(await t.db.select().from(transactions).where(eq(transactions.id, id))).toEqual([]);
  });

  it('stores the money of a checkout in integer cents and answers it in dollars', async () => {
    const { manager, market, vendors, bucks } = await managerWithMarket(t);
    const created = await postCheckout(manager, market, vendors.producer, DAY, 12.34, { [bucks.id]: 3 });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;

    // Fee 6% of $12.34 = $0.74; owed 0.74 + 1.50 − 3 × $1 = −$0.76.
    const [row] = await auditRows('transaction', id);
    const stored = row!.after as Record<string, unknown>;
    expect(stored).toMatchObject({
      reported_gross_cents: 1234,
      market_fee_cents: 74,
      gov_fee_cents: 150,
      token_total_cents: 300,
      money_owed_cents: -76,
      tokens: [{ token_id: bucks.id, name: 'Market Bucks', count: 3, per_dollar_value_cents: 100 }],
    });
    expect(stored).not.toHaveProperty('reported_gross');
    // A whole number in the JSON itself, not 1234.0.
    const [text] = rowsOf<{ gross: string }>(
      await t.db.execute(
        sql`select after ->> 'reported_gross_cents' as gross from audit_events where entity_id = ${id}`,
      ),
    );
    expect(text?.gross).toBe('1234');

    const [event] = (await manager.api('GET', `/market-managers/transactions/${id}/history`)).json().data;
    expect(event.after).toMatchObject({
      reported_gross: 12.34,
      market_fee: 0.74,
      gov_fee: 1.5,
      token_total: 3,
      money_owed: -0.76,
      tokens: [{ token_id: bucks.id, name: 'Market Bucks', count: 3, per_dollar_value: 1 }],
    });
    expect(event.after).not.toHaveProperty('reported_gross_cents');
    expect(event.changes).toEqual(
      expect.arrayContaining([
        { field: 'reported_gross', label: 'Gross Profit', before: null, after: '$12.34' },
        { field: 'money_owed', label: 'Money Owed', before: null, after: '-$0.76' },
      ]),
    );
  });

  it("answers 404 for another manager's history and for an unknown checkout", async () => {
    const { manager, market, vendors } = await managerWithMarket(t);
    const other = await signedInManager(t);
    const created = await manager.api('POST', `/market-managers/transactions/${market.id}`, {
      market_vendor_id: vendors.producer.market_vendor_id,
      market_date: DAY,
      reported_gross: 100,
    });
    const id = created.json().data.id;
    expect((await other.api('GET', `/market-managers/transactions/${id}/history`)).statusCode).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await manager.api('GET', `/market-managers/transactions/${unknown}/history`)).statusCode).toBe(
      404,
    );
  });

  it('writes no audit row for a refused change', async () => {
    const { manager, market, vendors } = await managerWithMarket(t);
    const body = {
      market_vendor_id: vendors.producer.market_vendor_id,
      market_date: DAY,
      reported_gross: 100,
    };
    const first = await manager.api('POST', `/market-managers/transactions/${market.id}`, body);
    const id = first.json().data.id;
    // A second checkout for the same vendor and day is a conflict; a token from nowhere is refused.
    expect((await manager.api('POST', `/market-managers/transactions/${market.id}`, body)).statusCode).toBe(
      409,
    );
    const badToken = await manager.api(
      'PUT',
      `/market-managers/transactions/?market_vendor_id=${body.market_vendor_id}&market_date=${DAY}`,
      { ...body, tokens: [{ token_id: '00000000-0000-4000-8000-000000000000', count: 1 }] },
    );
    expect(badToken.statusCode).toBe(400);
    expect((await auditRows('transaction')).map((r) => [r.entityId, r.action])).toEqual([[id, 'create']]);
  });

  it('rolls the change back when its audit row cannot be written', async () => {
    const { manager, market, vendors, bucks } = await managerWithMarket(t);
    const created = await postCheckout(manager, market, vendors.producer, DAY, 200, { [bucks.id]: 4 });
    const id = created.json().data.id;
    const ledgerBefore = await t.db.select().from(tokenLedger).where(eq(tokenLedger.tokenId, bucks.id));
    // The database refuses audit rows of deletes: the delete itself must not happen either.
    await t.db.execute(sql`
      create function refuse_delete_audit() returns trigger language plpgsql as $$
      begin
        if new.action = 'delete' then raise exception 'audit refused'; end if;
        return new;
      end $$`);
    await t.db.execute(sql`
      create trigger refuse_delete_audit before insert on audit_events
      for each row execute function refuse_delete_audit()`);
    const deleted = await manager.api('DELETE', `/market-managers/transactions/${id}`);
    expect(deleted.statusCode).toBe(500);
    expect(await t.db.select().from(transactions).where(eq(transactions.id, id))).toHaveLength(1);
    expect(await t.db.select().from(tokenLedger).where(eq(tokenLedger.tokenId, bucks.id))).toHaveLength(
      ledgerBefore.length,
    );
    expect((await auditRows('transaction', id)).map((r) => r.action)).toEqual(['create']);
  });
});

describe('paged histories', () => {
  type Page = {
    data: { id: string; action: string }[];
    page: number;
    page_size: number;
    total_count: number;
  };
  async function getPage(
    client: { api: (m: 'GET', url: string) => Promise<{ statusCode: number; json: () => unknown }> },
    url: string,
  ) {
    const response = await client.api('GET', url);
    expect(response.statusCode, url).toBe(200);
    return response.json() as Page;
  }

  it("answers a checkout's history a page at a time, oldest first, and still after its delete", async () => {
    const { manager, market, vendors } = await managerWithMarket(t);
    const body = { market_vendor_id: vendors.producer.market_vendor_id, market_date: DAY };
    const created = await manager.api('POST', `/market-managers/transactions/${market.id}`, {
      ...body,
      reported_gross: 100,
    });
    const id = created.json().data.id;
    const overwrite = `/market-managers/transactions/?market_vendor_id=${body.market_vendor_id}&market_date=${DAY}`;
    for (const gross of [200, 300, 400]) {
      expect((await manager.api('PUT', overwrite, { ...body, reported_gross: gross })).statusCode).toBe(200);
    }
    expect((await manager.api('DELETE', `/market-managers/transactions/${id}`)).statusCode).toBe(200);

    const url = `/market-managers/transactions/${id}/history`;
    const whole = await getPage(manager, `${url}?page_size=200`);
    expect(whole.data.map((e) => e.action)).toEqual(['create', 'update', 'update', 'update', 'delete']);
    const pages = [
      await getPage(manager, `${url}?page_size=2`),
      await getPage(manager, `${url}?page=1&page_size=2`),
      await getPage(manager, `${url}?page=2&page_size=2`),
    ];
    expect(pages.map((p) => [p.page, p.page_size, p.total_count, p.data.length])).toEqual([
      [0, 2, 5, 2],
      [1, 2, 5, 2],
      [2, 2, 5, 1],
    ]);
    // Disjoint and in the whole history's order.
    expect(pages.flatMap((p) => p.data)).toEqual(whole.data);
    expect(await getPage(manager, `${url}?page=3&page_size=2`)).toMatchObject({ data: [], total_count: 5 });
  });

  it('answers an empty page for a checkout that predates the audit trail, and 404 once it is gone', async () => {
    const { manager, market, vendors } = await managerWithMarket(t);
    const created = await manager.api('POST', `/market-managers/transactions/${market.id}`, {
      market_vendor_id: vendors.producer.market_vendor_id,
      market_date: DAY,
      reported_gross: 100,
    });
    const id = created.json().data.id;
    // As if booked before the audit trail was kept: the checkout with no audit rows.
    await t.db.delete(auditEvents).where(eq(auditEvents.entityId, id));
    const url = `/market-managers/transactions/${id}/history`;
    expect(await getPage(manager, url)).toEqual({
      data: [],
      page: 0,
      page_size: 50,
      total_count: 0,
      totals: null,
      receipt_answers: [],
    });
    expect(await getPage(manager, `${url}?page=2`)).toMatchObject({ data: [], page: 2, total_count: 0 });
    await t.db.delete(transactions).where(eq(transactions.id, id));
    expect((await manager.api('GET', url)).statusCode).toBe(404);
  });

  it("answers a day report's history a page at a time, only within the report's own market", async () => {
    const { manager, market, bucks } = await managerWithMarket(t);
    const base = `/market-managers/markets/${market.id}/day-reports`;
    const report = (expenses: number) => ({
      market: market.id,
      date: DAY,
      expenses,
      tokens_distributed: [{ token_id: bucks.id, count: 10 }],
    });
    const reportId = (await manager.api('POST', base, report(5))).json().data.id;
    expect((await manager.api('PUT', `${base}/${reportId}`, report(6))).statusCode).toBe(200);
    expect((await manager.api('DELETE', `${base}/${reportId}`)).statusCode).toBe(200);

    const url = `${base}/${reportId}/history`;
    const first = await getPage(manager, `${url}?page_size=2`);
    const second = await getPage(manager, `${url}?page=1&page_size=2`);
    expect([first, second].map((p) => [p.total_count, p.data.map((e) => e.action)])).toEqual([
      [3, ['create', 'update']],
      [3, ['delete']],
    ]);
    // The same manager's other market has neither this report's rows nor the report: not found.
    const elsewhere = await createMarket(manager);
    const inOther = `/market-managers/markets/${elsewhere.id}/day-reports/${reportId}/history`;
    expect((await manager.api('GET', inOther)).statusCode).toBe(404);
  });

  it.each(BAD_PAGE_QUERIES)(
    'refuses a history page %s with 400 naming the field',
    async (query, field, message) => {
      const { manager, market, vendors } = await managerWithMarket(t);
      const created = await manager.api('POST', `/market-managers/transactions/${market.id}`, {
        market_vendor_id: vendors.producer.market_vendor_id,
        market_date: DAY,
        reported_gross: 100,
      });
      const reportId = (
        await manager.api('POST', `/market-managers/markets/${market.id}/day-reports`, {
          market: market.id,
          date: DAY,
          expenses: 1,
        })
      ).json().data.id;
      for (const url of [
        `/market-managers/transactions/${created.json().data.id}/history?${query}`,
        `/market-managers/markets/${market.id}/day-reports/${reportId}/history?${query}`,
      ]) {
        const response = await manager.api('GET', url);
        expectFieldError(response, field, message, url);
      }
    },
  );
});

describe('audit trail of day reports', () => {
  it('records create, update and delete with the figures before and after', async () => {
    const { manager, market, bucks } = await managerWithMarket(t);
    const base = `/market-managers/markets/${market.id}/day-reports`;
    const created = await manager.api('POST', base, {
      market: market.id,
      date: DAY,
      additional_income: 40,
      expenses: 12.25,
      tokens_distributed: [{ token_id: bucks.id, count: 50 }],
      notes: 'Windy',
    });
    expect(created.statusCode).toBe(201);
    const reportId = created.json().data.id;
    await manager.api('PUT', `${base}/${reportId}`, {
      market: market.id,
      date: DAY,
      additional_income: 40,
      expenses: 30,
      tokens_distributed: [{ token_id: bucks.id, count: 30 }],
      notes: 'Windy',
    });
    // A second report for the same night is refused and leaves no trace in the audit trail.
    expect((await manager.api('POST', base, { market: market.id, date: DAY, expenses: 1 })).statusCode).toBe(
      409,
    );
    await manager.api('DELETE', `${base}/${reportId}`);

    const history = (await manager.api('GET', `${base}/${reportId}/history`)).json().data;
    expect(history.map((e: { action: string }) => e.action)).toEqual(['create', 'update', 'delete']);
    expect(history[0].after).toEqual({
      market_id: market.id,
      date: DAY,
      name: null,
      additional_income: 40,
      expenses: 12.25,
      tokens_distributed: [{ token_id: bucks.id, name: 'Market Bucks', count: 50 }],
      notes: 'Windy',
      custom_fields: {},
    });
    expect(history[1].changes).toEqual([
      { field: 'expenses', label: 'Expenses', before: '$12.25', after: '$30.00' },
      {
        field: `tokens_distributed.${bucks.id}`,
        label: 'Market Bucks distributed',
        before: '50',
        after: '30',
      },
    ]);
    expect(history[2]).toMatchObject({ before: { expenses: 30 }, after: null });
    // Stored in cents; answered above in dollars.
    const stored = (await auditRows('day_report')).find((r) => r.action === 'create')!;
    expect(stored.after).toMatchObject({ additional_income_cents: 4000, expenses_cents: 1225 });
    expect(stored.after).not.toHaveProperty('expenses');
    expect(history[2].actor.id).toBe(manager.user.id);
    expect(await auditRows('day_report')).toHaveLength(3);

    const other = await signedInManager(t);
    expect((await other.api('GET', `${base}/${reportId}/history`)).statusCode).toBe(404);
  });
});

describe('audit trail of hand-entered token entries', () => {
  it('records the count before and after each entry, and nothing for a refused one', async () => {
    const { manager, market, bucks } = await managerWithMarket(t);
    const url = `/market-managers/markets/${market.id}/tokens/${bucks.id}/ledger`;
    expect(
      (await manager.api('POST', url, { type: 'DEPOSIT', quantity: 20, note: 'Printed more' })).statusCode,
    ).toBe(201);
    expect(
      (await manager.api('POST', url, { type: 'MANUAL', quantity: -3, note: 'Recount' })).statusCode,
    ).toBe(201);
    const tooMany = await manager.api('POST', url, { type: 'WITHDRAW_FOR_MARKET', quantity: 1000 });
    expect(tooMany.statusCode).toBe(400);

    const rows = await auditRows('token_entry');
    expect(rows).toHaveLength(2);
    const byDelta = (delta: number) => rows.find((r) => (r.after as { delta: number }).delta === delta)!;
    expect(byDelta(20)).toMatchObject({
      action: 'create',
      actorUserId: manager.user.id,
      before: { token_id: bucks.id, token_name: 'Market Bucks', count: 100 },
      after: { token_id: bucks.id, count: 120, type: 'DEPOSIT', delta: 20, note: 'Printed more' },
    });
    expect(byDelta(-3)).toMatchObject({ before: { count: 120 }, after: { count: 117, type: 'MANUAL' } });
    // Each audit row names its ledger entry.
    const entries = await t.db.select().from(tokenLedger).where(eq(tokenLedger.tokenId, bucks.id));
    expect(rows.map((r) => r.entityId).sort()).toEqual(
      entries
        .filter((e) => e.type !== 'CREATION')
        .map((e) => e.id)
        .sort(),
    );
  });
});
