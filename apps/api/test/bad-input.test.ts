import {
  DATE_RANGE_MESSAGE,
  MAX_GROSS_DOLLARS,
  MAX_TOTAL_CENTS,
  messageForStatus,
  TEXT_CHARACTERS_MESSAGE,
  TOKEN_TOTAL_TOO_LARGE,
} from '@marketday/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { postCheckout } from './checkout-fixtures';
import {
  accountPayload,
  type ManagerClient,
  marketPayload,
  marketWithVendors,
  signedInManager,
} from './market-fixtures';
import { useTestApp } from './use-test-app';

// What a probe of the running server sent: each once answered 500, or hung the process. Each must be a 400
// that names the field, and change nothing.
const t = useTestApp();
let manager: ManagerClient;
beforeEach(async () => {
  manager = await signedInManager(t);
});

function fieldsOf(response: { json: () => { errors?: { path: string; message: string }[] } }) {
  return (response.json().errors ?? []).map((e) => [e.path, e.message]);
}

describe('text with control characters or lone surrogates', () => {
  it('a NUL byte in a market name is a 400 naming the field, and no market is made', async () => {
    const response = await manager.api(
      'POST',
      '/market-managers/markets',
      marketPayload({ name: 'Down\u0000town' }),
    );
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual([['name', TEXT_CHARACTERS_MESSAGE]]);
    expect((await manager.api('GET', '/market-managers/markets')).json()).toHaveLength(0);
  });

  it('a lone surrogate in a JSON column (custom fields) is a 400', async () => {
    const response = await manager.api(
      'POST',
      '/market-managers/markets',
      marketPayload({ custom_fields: { weather: 'sunny \ud800' } }),
    );
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual([['custom_fields.weather', TEXT_CHARACTERS_MESSAGE]]);
  });

  it('a NUL byte in a query string is a 400', async () => {
    const response = await manager.api('GET', '/market-managers/vendors?search=a%00b');
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)[0]?.[0]).toBe('query.search');
  });

  it('a path that cannot be decoded (half a character) is a 400 in the app’s own shape', async () => {
    const response = await manager.api('GET', '/market-managers/markets/%ED%A0%80/dates');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: messageForStatus(400), status: 400 });
  });

  it('tabs, new lines and emoji stay allowed', async () => {
    const response = await manager.api(
      'POST',
      '/market-managers/markets',
      marketPayload({ name: 'Downtown 🍓', custom_fields: { notes: 'line one\nline two\tend' } }),
    );
    expect(response.statusCode).toBe(201);
  });
});

describe('money and counts past what is stored', () => {
  it('refuses a gov fee, a flat fee and a token value past their maxima', async () => {
    const tooBig = await manager.api(
      'POST',
      '/market-managers/markets',
      marketPayload({
        gov_fee: 21_474_836.48,
        vendor_fees: [{ vendor_type: 'PRODUCER', fee_type: 'FLAT_FEE', flat: 21_474_836.48, percent: 0 }],
        tokens: [{ name: 'Big', per_dollar_value: 21_474_836.48, count: 2 ** 31, visual_settings: null }],
      }),
    );
    expect(tooBig.statusCode).toBe(400);
    expect(fieldsOf(tooBig).map(([path]) => path)).toEqual(
      expect.arrayContaining([
        'gov_fee',
        'vendor_fees.0.flat',
        'tokens.0.per_dollar_value',
        'tokens.0.count',
      ]),
    );
  });

  it('books a checkout whose counts times values pass 2^31 cents exactly (64-bit totals)', async () => {
    const { market, vendors } = await marketWithVendors(manager);
    const bucks = market.tokens.find((token) => token.name === 'CalFresh');
    // Both within their own maxima; their product ($100,000,000.00) is past a 32-bit column. Raise the token
    // value to the maximum first.
    const input = {
      market_vendor_id: vendors.producer.market_vendor_id,
      market_date: '2026-11-21',
      reported_gross: 100,
      tokens: [{ token_id: bucks?.id, count: 100_000 }],
    };
    const edited = await manager.api('PUT', `/market-managers/markets/${market.id}`, {
      ...marketPayload(),
      tokens: market.tokens.map((token) => ({ ...token, per_dollar_value: 1_000 })),
    });
    expect(edited.statusCode).toBe(200);
    const response = await manager.api('POST', `/market-managers/transactions/${market.id}`, input);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.token_total).toBe(100_000_000);
    const list = await manager.api(
      'GET',
      `/market-managers/transactions?market_id=${market.id}&start_date=2026-11-21&end_date=2026-11-21`,
    );
    expect(list.statusCode).toBe(200);
    const [stored] = list.json().data;
    expect(stored.token_total).toBe(100_000_000);
    expect(stored.money_owed).toBe(response.json().money_owed);
    expect(stored.money_owed).toBeLessThan(-99_000_000);
  });

  it('refuses a token total past the largest the server keeps exact, and books nothing', async () => {
    // 101 kinds of $1,000.00 token, 100,000 of each: $10,100,000,000.00, past MAX_TOTAL_CENTS.
    const { market, vendors } = await marketWithVendors(manager);
    const kinds = Array.from({ length: 101 }, (_, i) => ({ name: `Big ${i}`, per_dollar_value: 1_000 }));
    const edited = await manager.api('PUT', `/market-managers/markets/${market.id}`, {
      ...marketPayload(),
      tokens: kinds,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const all = edited.json().data.tokens as { id: string; name: string }[];
    const tokens = all.filter((token) => token.name.startsWith('Big '));
    expect(tokens).toHaveLength(101);
    const response = await manager.api('POST', `/market-managers/transactions/${market.id}`, {
      market_vendor_id: vendors.producer.market_vendor_id,
      market_date: '2026-11-21',
      reported_gross: 100,
      tokens: tokens.map((token) => ({ token_id: token.id, count: 100_000 })),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(TOKEN_TOTAL_TOO_LARGE);
    expect(101 * 100_000 * 100_000).toBeGreaterThan(MAX_TOTAL_CENTS);
    const list = await manager.api('GET', `/market-managers/transactions?market_id=${market.id}`);
    expect(list.json().data).toEqual([]);
    expect(list.json().total_count).toBe(0);
  });

  it('refuses a gross with a fraction of a cent, and the largest gross is still taken', async () => {
    const { market, vendors } = await marketWithVendors(manager);
    const submit = (reported_gross: number) =>
      manager.api('POST', `/market-managers/transactions/${market.id}`, {
        market_vendor_id: vendors.producer.market_vendor_id,
        market_date: '2026-11-21',
        reported_gross,
        tokens: [],
      });
    const fraction = await submit(10.005);
    expect(fraction.statusCode).toBe(400);
    expect(fieldsOf(fraction)).toEqual([['reported_gross', 'Use at most two decimals']]);
    const over = await submit(MAX_GROSS_DOLLARS + 0.01);
    expect(over.statusCode).toBe(400);
    expect(fieldsOf(over)[0]?.[0]).toBe('reported_gross');
    const largest = await submit(MAX_GROSS_DOLLARS);
    expect(largest.statusCode, largest.body).toBe(201);
  });

  it('refuses a token count past 2^31 in a checkout and a day report', async () => {
    const { market, vendors } = await marketWithVendors(manager);
    const token = market.tokens[0];
    const checkout = await manager.api('POST', `/market-managers/transactions/${market.id}`, {
      market_vendor_id: vendors.producer.market_vendor_id,
      market_date: '2026-11-21',
      reported_gross: 100,
      tokens: [{ token_id: token?.id, count: 2 ** 31 }],
    });
    expect(checkout.statusCode).toBe(400);
    expect(fieldsOf(checkout)[0]?.[0]).toBe('tokens.0.count');
    const report = await manager.api('POST', `/market-managers/markets/${market.id}/day-reports`, {
      market: market.id,
      date: '2026-11-21',
      expenses: 21_474_836.48,
      tokens_distributed: [{ token_id: token?.id, count: 2 ** 31 }],
    });
    expect(report.statusCode).toBe(400);
    expect(fieldsOf(report).map(([path]) => path)).toEqual(
      expect.arrayContaining(['expenses', 'tokens_distributed.0.count']),
    );
  });
});

describe('dates outside 1900–2100', () => {
  it('refuses year 0000 in a checkout, a day report and a date query', async () => {
    const { market, vendors } = await marketWithVendors(manager);
    const checkout = await postCheckout(manager, market, vendors.producer, '0000-01-01', 100);
    expect(checkout.statusCode).toBe(400);
    expect(fieldsOf(checkout)).toEqual([['market_date', DATE_RANGE_MESSAGE]]);
    const report = await manager.api(
      'GET',
      `/market-managers/markets/${market.id}/day-reports/0000-01-01/calculated`,
    );
    expect(report.statusCode).toBe(400);
    const list = await manager.api(
      'GET',
      `/market-managers/transactions?market_id=${market.id}&start_date=0000-01-01&end_date=2026-01-01`,
    );
    expect(list.statusCode).toBe(400);
    expect(fieldsOf(list)[0]?.[1]).toBe(DATE_RANGE_MESSAGE);
  });
});

describe('receipt print settings', () => {
  const account = (width: number) =>
    accountPayload({
      print_scale: 'Custom',
      print_settings: { width, height: 200, font_size: 9 },
      display_token_images_next_to_fields: true,
    });

  it('a Custom width of 8 mm (which once hung the server) is a 400 naming the field', async () => {
    const response = await manager.api('PUT', '/market-managers/account', account(8));
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual([['settings.print_settings.width', 'Enter a number from 40 to 400']]);
    const saved = (await manager.api('GET', '/market-managers/account')).json();
    expect(saved.settings.print_settings.width).toBeNull();
  });

  it('the receipt test print takes the same bounds', async () => {
    const bad = await manager.api(
      'GET',
      '/market-managers/transactions/receipt/test?print_scale=Custom&width=5',
    );
    expect(bad.statusCode).toBe(400);
    const good = await manager.api(
      'GET',
      '/market-managers/transactions/receipt/test?print_scale=Custom&width=58',
    );
    expect(good.statusCode).toBe(200);
    expect(good.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
