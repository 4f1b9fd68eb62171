import type { APIRequestContext } from '@playwright/test';
import { expect } from '../fixtures';

type Headers = Record<string, string>;

export type VendorAccount = {
  username: string;
  password: string;
  businessName: string;
  headers: Headers;
};

/** A name no other test (or attempt) has: `prefix` and a time-and-random tail. */
export function uniqueId(prefix: string) {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Signs in through the API and gives the bearer header for further calls. */
export async function apiHeaders(
  request: APIRequestContext,
  account: { username: string; password: string },
): Promise<Headers> {
  const response = await request.post('/auth/login', {
    multipart: { username: account.username, password: account.password, grant_type: 'password' },
  });
  expect(response.status()).toBe(200);
  return { Authorization: `Bearer ${(await response.json()).access_token}` };
}

/**
 * A brand-new vendor with an account of their own (the public sign-up, as /create-account sends it): a test that
 * changes a vendor's data uses one of these, never the demo vendor other journeys read.
 */
export async function newVendorAccount(
  request: APIRequestContext,
  {
    prefix = 'vnd',
    businessName,
    type = 'PRODUCER',
    receiptEmail = true,
    password = 'e2e-password-1',
  }: {
    prefix?: string;
    businessName: string;
    type?: 'PRODUCER' | 'NON_PRODUCER' | 'ANCILLARY';
    receiptEmail?: boolean;
    password?: string;
  },
): Promise<VendorAccount> {
  const username = uniqueId(prefix);
  const email = `${username}@example.com`;
  const created = await request.post('/users/vendor', {
    data: {
      user: { username, email, password },
      vendor: { business_name: businessName, type, ...(receiptEmail ? { receipt_email: email } : {}) },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const account = { username, password, businessName };
  return { ...account, headers: await apiHeaders(request, account) };
}

/**
 * A brand-new producer with an account of their own (newVendorAccount: a username starting `prefix`) that sells at
 * the manager's market (joinMarket).
 */
export async function vendorSellingAt(
  request: APIRequestContext,
  { manager, market }: { manager: { headers: Headers }; market: { id: string } },
  prefix: string,
  businessName: string,
): Promise<VendorAccount> {
  const vendor = await newVendorAccount(request, { prefix, businessName });
  await joinMarket(request, { vendor, managerHeaders: manager.headers, marketId: market.id });
  return vendor;
}

/**
 * The vendor applies to the market and its manager approves, through the API: the vendor then sells there (the
 * approval leaves one unread "Welcome to …" notice in the vendor's inbox; the application one in the manager's).
 */
export async function joinMarket(
  request: APIRequestContext,
  {
    vendor,
    managerHeaders,
    marketId,
    message = 'May we sell with you?',
  }: { vendor: { headers: Headers }; managerHeaders: Headers; marketId: string; message?: string },
) {
  const applied = await request.post('/vendors/self/applications', {
    headers: vendor.headers,
    data: { market_id: marketId, message },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const id = (await applied.json()).data.id as string;
  const approved = await request.post(`/market-managers/applications/${id}/approve`, {
    headers: managerHeaders,
  });
  expect(approved.status(), await approved.text()).toBe(200);
}
