import { multipartForm } from './factories';
import { routeKey } from './route-policy';
import { uploadBody } from './uploads';
import type { Entry, Fresh, ValidRequest } from './valid-request-targets';
import type { World } from './valid-request-worlds';
import { ACCESS_REQUESTS } from './valid-requests-access';
import { BALANCE_REQUESTS } from './valid-requests-balances';
import { BOOKS_REQUESTS } from './valid-requests-books';
import { MARKET_REQUESTS } from './valid-requests-markets';
import { MONEY_REQUESTS } from './valid-requests-money';
import { PUBLIC_PAGE_REQUESTS } from './valid-requests-public-page';
import { RECEIPT_ANSWER_REQUESTS } from './valid-requests-receipt-answers';
import { REPORT_LINK_REQUESTS } from './valid-requests-report-links';
import { SALES_REPORT_REQUESTS } from './valid-requests-sales-reports';
import { SEASON_REQUESTS } from './valid-requests-season';
import { STAFF_REQUESTS } from './valid-requests-staff';
import { VENDOR_REQUESTS } from './valid-requests-vendor';

// One valid request per route, keyed like route-policy.ts (`routeKey(method, path)`), built from the caller's
// own world (valid-request-worlds.ts). authz-allowed.test.ts sends it as every caller the policy lets in and
// requires a 2xx: a new route fails there until it has an entry here.

export const VALID_REQUESTS: Record<string, Entry> = {
  ...ACCESS_REQUESTS,
  ...BALANCE_REQUESTS,
  ...BOOKS_REQUESTS,
  ...MARKET_REQUESTS,
  ...MONEY_REQUESTS,
  ...PUBLIC_PAGE_REQUESTS,
  ...RECEIPT_ANSWER_REQUESTS,
  ...REPORT_LINK_REQUESTS,
  ...SALES_REPORT_REQUESTS,
  ...SEASON_REQUESTS,
  ...STAFF_REQUESTS,
  ...VENDOR_REQUESTS,
};

export function validRequestFor(method: string, path: string): Entry | undefined {
  return VALID_REQUESTS[routeKey(method, path)];
}

// The entry's parts, whichever of its two forms it is written in.
export function partsOf(entry: Entry): Exclude<Entry, (w: World) => ValidRequest> {
  return typeof entry === 'function' ? { request: (w: World, _fresh: Fresh) => entry(w) } : entry;
}

function queryString(query: ValidRequest['query']) {
  const entries = Object.entries(query ?? {}).map(([key, value]): [string, string] => [key, String(value)]);
  return entries.length > 0 ? `?${new URLSearchParams(entries)}` : '';
}

// The request as app.inject takes it: JSON bodies, or a multipart form.
export function toInject(method: string, request: ValidRequest, callerHeaders: Record<string, string>) {
  const url = `${request.url}${queryString(request.query)}`;
  const headers = { ...callerHeaders, ...request.headers };
  const form = request.multipart;
  if (form) {
    const encoded = form.fields
      ? multipartForm(form.fields)
      : uploadBody({
          ...(form.params ? { params: form.params } : {}),
          ...(form.file ? { file: form.file } : {}),
        });
    return {
      method: method as 'POST',
      url,
      headers: { ...headers, ...encoded.headers },
      payload: encoded.payload,
    };
  }
  return {
    method: method as 'POST',
    url,
    headers,
    ...(request.body === undefined ? {} : { payload: request.body as object }),
  };
}
