import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postCheckout } from './checkout-fixtures';
import { marketWithVendors, signedInManager } from './market-fixtures';
import { useTestApp } from './use-test-app';

// Issue 28: one account flooding exports, report PDFs and mail must not take what every account shares. Measured
// through a real socket, as a load balancer and a second manager meet the server.
const t = useTestApp();

// Five years of one checkout a vendor a day for the flooding account's three vendors (about 5,500 rows).
async function yearsOfCheckouts(marketId: string) {
  await t.db.execute(sql`
    insert into transactions (manager_id, market_id, market_vendor_id, vendor_id, market_date, market_name,
      vendor_name, vendor_type, reported_gross_cents, market_fee_cents, gov_fee_cents, token_total_cents,
      money_owed_cents, market_fee_calculation, custom_fields, created_at, updated_at)
    select m.manager_id, m.id, mv.id, mv.vendor_id, d::date, m.name, v.business_name, v.type, 10000, 600, 0, 0,
      600, '6% of $100.00 = $6.00', '{}'::jsonb, now(), now()
    from markets m
    join market_vendors mv on mv.market_id = m.id
    join vendors v on v.id = mv.vendor_id
    cross join generate_series('2020-01-01'::date, '2024-12-31'::date, '1 day') d
    where m.id = ${marketId}`);
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
};

describe('one account flooding the server', () => {
  it('leaves another account its receipt and /health while one account floods the server', async () => {
    const flooder = await signedInManager(t);
    const { market, vendors } = await marketWithVendors(flooder);
    await yearsOfCheckouts(market.id);
    const other = await signedInManager(t);
    const { market: otherMarket, vendors: otherVendors } = await marketWithVendors(other);
    const checkout = await postCheckout(other, otherMarket, otherVendors.producer, '2026-11-21', 500);
    expect(checkout.statusCode).toBe(201);

    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const get = async (url: string, token?: string) => {
      const response = await fetch(
        base + url,
        token ? { headers: { authorization: `Bearer ${token}` } } : {},
      );
      await response.arrayBuffer();
      return { status: response.status, retryAfter: response.headers.get('retry-after') };
    };
    const range = 'start_date=1900-01-01&end_date=2100-12-31';
    const contact = { vendor_id: vendors.producer.id, subject: 'Hello', message: 'Again' };

    let flooding = true;
    const health: number[] = [];
    const sampler = (async () => {
      while (flooding) {
        const started = performance.now();
        expect((await get('/health')).status).toBe(200);
        health.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    // Exports and report PDFs by turns, then mail: 20 + 30 + 20 requests at once.
    const flood = Promise.all([
      ...Array.from({ length: 50 }, (_, i) =>
        i % 5 < 2
          ? get(`/market-managers/transactions/csv?${range}`, flooder.token)
          : get(`/market-managers/reports/export.pdf?${range}`, flooder.token),
      ),
      ...Array.from({ length: 20 }, () =>
        flooder
          .api('POST', '/email/contact', contact)
          .then((r) => ({ status: r.statusCode, retryAfter: null })),
      ),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const asked = performance.now();
    const receipt = await get(
      `/market-managers/transactions/receipt?transaction_id=${checkout.json().data.id}`,
      other.token,
    );
    const receiptMs = performance.now() - asked;
    const answers = await flood;
    flooding = false;
    await sampler;

    expect(receipt.status).toBe(200);
    // Bounds a loaded 2-core CI machine keeps (the figures are printed below; /health p99 reached 320 ms in a CI
    // run with a second test file beside this one, and the receipt 3.9 s on a machine at load 10): with the fixes
    // switched off the receipt waited 15.9 s behind the flood and /health stalled with the event loop. A receipt
    // sharing the report PDFs' worker took 2.9 s here: that finer break is the benchmark's to catch, not a timed
    // test's, so the bound sits halfway to the broken figure.
    expect(receiptMs).toBeLessThan(8_000);
    expect(health.length).toBeGreaterThan(5);
    expect(percentile(health, 0.99)).toBeLessThan(1_000);
    // The flood got its share and was told to come back for the rest; nothing failed on the server's side.
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    const refused = answers.filter((answer) => answer.status === 429 && answer.retryAfter !== null);
    expect(refused.length).toBeGreaterThan(0);
    console.info(
      `fairness (${t.app.ctx.dbKind}): receipt ${receiptMs.toFixed(0)} ms; /health p50 ${percentile(health, 0.5).toFixed(0)} ms, p99 ${percentile(health, 0.99).toFixed(0)} ms over ${health.length} samples; flood ${statuses.filter((s) => s === 200).length} served, ${statuses.filter((s) => s === 429).length} refused`,
    );
  }, 120_000);
});
