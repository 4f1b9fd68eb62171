import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, loginAs, marketWeekday, newManager, pickCheckoutVendor, serverNow, test } from '../fixtures';

// Issue 15: how long after the network returns a 40-checkout outbox is synced, what the service worker precaches,
// and what 40 held checkouts take of the device's storage. Figures go to bench/OFFLINE.md.
test.use({ serviceWorkers: 'allow' });

const CHECKOUTS = 40;
const OUT = path.resolve(import.meta.dirname, '..', '..', 'bench', 'OFFLINE.md');

test('a 40-checkout outbox synced after the network returns', async ({ page, context, request }) => {
  const manager = await newManager(request, 'offbench');
  // A trial keeps 25 active vendors; 40 need the 50-vendor plan.
  const plan = await request.post('/users/create_stripe_subscription', {
    headers: manager.headers,
    data: { plan: 'year_round_md' },
  });
  expect(plan.status(), await plan.text()).toBe(200);
  const market = await request.post('/market-managers/markets', {
    headers: manager.headers,
    data: {
      name: 'Offline Bench Market',
      day_of_week: marketWeekday(await serverNow(request)),
      season: { start: -1, end: -1 },
      hours: { start: '08:00:00', end: '13:00:00' },
      gov_fee: 0.5,
      vendor_fees: [{ vendor_type: 'PRODUCER', fee_type: 'PERCENT_GROSS', flat: 0, percent: 6 }],
      custom_fields: {},
      tokens: [{ name: 'Market Bucks', per_dollar_value: 1, count: 200 }],
    },
  });
  const marketId = (await market.json()).data.id as string;
  const vendors = Array.from(
    { length: CHECKOUTS },
    (_, i) => `Bench Vendor ${String(i + 1).padStart(2, '0')}`,
  );
  for (const business_name of vendors) {
    const vendor = await request.post('/market-managers/vendors', {
      headers: manager.headers,
      data: { business_name, type: 'PRODUCER', market_ids: [marketId] },
    });
    expect(vendor.status()).toBe(201);
  }

  await loginAs(page, manager);
  await page.goto('/checkout/options');
  await page.getByRole('button', { name: /^Checkout Offline Bench Market on / }).click();
  await expect(page.getByLabel('Gross Profit')).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  const precache = await page.evaluate(async () => {
    let bytes = 0;
    let entries = 0;
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        bytes += (await response?.arrayBuffer())?.byteLength ?? 0;
        entries += 1;
      }
    }
    return { bytes, entries };
  });

  await context.setOffline(true);
  const usageBefore = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
  // As at the stall: the first vendor is chosen, and after each receipt "Next: {vendor}" opens the next one.
  await pickCheckoutVendor(page, vendors[0] ?? '');
  for (const [index, vendor] of vendors.entries()) {
    await expect(page.getByRole('combobox', { name: 'Vendor', exact: true })).toContainText(vendor);
    await page.getByLabel('Gross Profit').fill(String(100 + index));
    await page.getByRole('button', { name: 'Submit Checkout' }).click();
    const deliver = page.getByRole('dialog', { name: 'Deliver Receipt' });
    const next = vendors[index + 1];
    await deliver.getByRole('button', { name: next ? `Next: ${next}` : 'Skip' }).click();
    await expect(deliver).toBeHidden();
  }
  await expect(page.getByRole('status').getByText(`${CHECKOUTS} checkouts waiting to sync`)).toBeVisible();
  const usageAfter = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
  const quota = await page.evaluate(async () => (await navigator.storage.estimate()).quota ?? 0);

  const started = Date.now();
  await context.setOffline(false);
  await expect(page.getByRole('status').getByText('All checkouts synced')).toBeVisible({ timeout: 300_000 });
  const syncMs = Date.now() - started;

  const list = await request.get('/market-managers/transactions', {
    headers: manager.headers,
    params: { market_id: marketId, page_size: 200 },
  });
  const booked = ((await list.json()) as { total_count: number }).total_count;
  expect(booked).toBe(CHECKOUTS);

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  await writeFile(
    OUT,
    [
      '# Offline figures (issue 15)',
      '',
      `Measured by \`npm run bench:offline\` (e2e/bench/offline-sync.bench.ts) on ${new Date().toISOString().slice(0, 10)},`,
      'Chromium against the production build on the embedded database, on the same 2-core machine as the server.',
      '',
      '| figure | value |',
      '|---|---|',
      `| service worker precache | ${precache.entries} entries, ${kb(precache.bytes)} |`,
      `| ${CHECKOUTS} checkouts held offline, network back → 'All checkouts synced' | ${(syncMs / 1000).toFixed(1)} s |`,
      `| per held checkout, sent | ${(syncMs / CHECKOUTS).toFixed(0)} ms |`,
      `| checkouts booked on the server | ${booked} of ${CHECKOUTS} |`,
      `| origin storage used by ${CHECKOUTS} held checkouts (IndexedDB, estimate) | ${kb(Math.max(0, usageAfter - usageBefore))} |`,
      `| origin storage quota (Chromium's estimate) | ${(quota / 1024 / 1024).toFixed(0)} MB |`,
      '',
    ].join('\n'),
  );
});
