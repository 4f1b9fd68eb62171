import type { TestApp } from './build-test-app';
import { bearer } from './factories';
import type { ManagerClient } from './market-fixtures';

// A checkout as the checkout form sends it: the vendor's place in the market, the market day, the reported gross in
// dollars and the tokens handed back, counted by token id (in the order the form lists them).
export function checkoutPayload({
  vendor,
  day,
  gross,
  tokens = {},
}: {
  vendor: { market_vendor_id: string };
  day: string;
  gross: number;
  tokens?: Record<string, number>;
}) {
  return {
    market_vendor_id: vendor.market_vendor_id,
    market_date: day,
    reported_gross: gross,
    tokens: Object.entries(tokens).map(([token_id, count]) => ({ token_id, count })),
  };
}

// The worked example several tests book (managerWithMarket's market): a producer's $500 day with 12 Market Bucks
// ($1) and 2 CalFresh ($5) handed back. 6% of $500 = $30 fee, + $1.50 gov fee − $22 of tokens = $9.50 owed.
export function producerCheckout({
  vendors,
  bucks,
  calfresh,
  day,
}: {
  vendors: { producer: { market_vendor_id: string } };
  bucks: { id: string };
  calfresh: { id: string };
  day: string;
}) {
  return checkoutPayload({
    vendor: vendors.producer,
    day,
    gross: 500,
    tokens: { [bucks.id]: 12, [calfresh.id]: 2 },
  });
}

// Posts a checkout (as checkoutPayload builds it) to the market as `client`, a manager or one of their staff, and
// answers the response as it is: the test asserts the status and the figures it expects.
export function postCheckout(
  client: { api: ManagerClient['api'] },
  market: { id: string },
  vendor: { market_vendor_id: string },
  day: string,
  gross: number,
  tokens: Record<string, number> = {},
) {
  return client.api(
    'POST',
    `/market-managers/transactions/${market.id}`,
    checkoutPayload({ vendor, day, gross, tokens }),
  );
}

// Submits a checkout body to the market as the holder of `token`, with an Idempotency-Key when given, and answers the
// raw response: the write-path tests read its status, body and timing themselves.
export function checkoutSubmitter(t: TestApp, token: string, market: { id: string }) {
  return (body: object, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/market-managers/transactions/${market.id}`,
      headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
      payload: body,
    });
}
