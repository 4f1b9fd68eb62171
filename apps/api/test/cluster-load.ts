// The client side of the cluster test: a manager's device sending checkouts, each with its Idempotency-Key, and
// sending one again (same key, same body) when it got no answer, as the app's outbox does.

const REQUEST_TIMEOUT_MS = 30_000;
const RETRY_DELAY_MS = 250;
const MAX_ATTEMPTS = 40;
const DAY_MS = 86_400_000;
// Far from the demo's own checkouts, which are near today, and in the past: a checkout after today at the market
// is refused. 200 checkouts reach a few weeks back from the last date.
const LAST_DATE = Date.UTC(1999, 11, 31);
export const FIRST_LOAD_DATE = '1990-01-01';
export const LAST_LOAD_DATE = '1999-12-31';

export type CheckoutSubmit = {
  key: string;
  marketVendorId: string;
  marketDate: string;
  tokens: { token_id: string; count: number }[];
  grossDollars: number;
};

// Each vendor with the tokens its type may accept (token programs: a SNAP token is not for every vendor).
export type LoadMarket = { marketId: string; vendors: { id: string; tokenIds: string[] }[] };

/** Submit i: vendor i mod n, one day earlier each round of vendors, 1–3 of its tokens, 1–5 each. */
export function makeSubmit(runId: string, i: number, market: LoadMarket): CheckoutSubmit {
  const vendors = market.vendors.length;
  const vendor = market.vendors[i % vendors] as LoadMarket['vendors'][number];
  const marketDate = new Date(LAST_DATE - Math.floor(i / vendors) * DAY_MS).toISOString().slice(0, 10);
  const tokenCount = 1 + (i % Math.min(3, vendor.tokenIds.length));
  const tokens = Array.from({ length: tokenCount }, (_, k) => ({
    token_id: vendor.tokenIds[(i + k) % vendor.tokenIds.length] as string,
    count: 1 + ((i * 7 + k) % 5),
  }));
  return {
    key: `cluster-${runId}-${i}`,
    marketVendorId: vendor.id,
    marketDate,
    tokens,
    grossDollars: 200 + ((i * 37) % 800),
  };
}

export type SubmitResult = {
  submit: CheckoutSubmit;
  status: number | null;
  attempts: number;
  // Attempts that got no answer (connection refused or cut) or a 502/503 from the balancer or a closing process.
  failedAttempts: number;
};

/**
 * One attempt at a checkout, as the app's outbox sends it: its Idempotency-Key, the body in dollars, and a bound on
 * the wait (also what scripts/durability.ts sends to a server it kills).
 */
export function postCheckout(baseUrl: string, accessToken: string, marketId: string, submit: CheckoutSubmit) {
  return fetch(`${baseUrl}/market-managers/transactions/${marketId}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${accessToken}`,
      'content-type': 'application/json',
      'idempotency-key': submit.key,
    },
    body: JSON.stringify({
      market_vendor_id: submit.marketVendorId,
      market_date: submit.marketDate,
      reported_gross: submit.grossDollars,
      tokens: submit.tokens,
    }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends one checkout until it is answered 2xx or refused (4xx); `pick` chooses the address for each attempt. */
export async function sendCheckout(
  pick: () => string,
  accessToken: string,
  market: LoadMarket,
  submit: CheckoutSubmit,
): Promise<SubmitResult> {
  let failedAttempts = 0;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    try {
      const response = await postCheckout(pick(), accessToken, market.marketId, submit);
      await response.text().catch(() => '');
      if (response.status < 500)
        return { submit, status: response.status, attempts: attempt, failedAttempts };
    } catch {
      // No answer: the process died under the request, or is not listening yet.
    }
    failedAttempts += 1;
    await sleep(RETRY_DELAY_MS);
  }
  return { submit, status: null, attempts: MAX_ATTEMPTS, failedAttempts };
}

/** Runs `work` over `items` with `concurrency` at once, in order of start; `onDone` sees each result. */
export async function runPool<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<R>,
  onDone: (result: R) => void,
): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      const result = await work(item);
      results.push(result);
      onDone(result);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}
