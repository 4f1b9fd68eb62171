import type { Association } from '@marketday/shared';
import { eq } from 'drizzle-orm';
import { notifications, receiptAcknowledgements, salesReports } from '../src/db/schema';
import { settleBackgroundTasks } from '../src/modules/auth/background-tasks';
import { addProduct, applied, uploadInsurance } from './application-fixtures';
import type { TestApp } from './build-test-app';
import { type AdminClient, signedInVendor, type VendorClient } from './clients';
import { freshDateRequest } from './date-request-fixtures';
import { createMarket, type ManagerClient, signedInManager } from './market-fixtures';
import { FILES, postDocument, uploadBody } from './uploads';
import { joinMarket } from './vendor-self-fixtures';

// A market day with checkouts and a day report (a Saturday, like the fixture markets).
export const DAY = '2026-11-21';
// The Saturday before: the day of the account's token float entry. Not DAY, whose tokens distributed stay the day
// report's (a day with a float entry takes them from the float, and refuses a day report that names its own).
export const FLOAT_DAY = '2026-11-14';

// The kinds of object an id can name. Each account has real ids of every kind.
export const KINDS = [
  'market',
  'market2',
  'vendor',
  'owner',
  'marketVendor',
  'token',
  'transaction',
  'dayReport',
  'document',
  'notification',
  'product',
  'application',
  'association',
  'payment',
  'statementSend',
  'staffMember',
  'dateRequest',
  'salesReport',
  'receiptDispute',
  'floatEntry',
] as const;
export type Kind = (typeof KINDS)[number];
export type CallerRole = 'manager' | 'vendor';

export type Account = {
  tag: string;
  manager: ManagerClient;
  vendor: VendorClient;
  // Every real id of each kind this account holds, for the other account to try.
  ids: Record<Kind, string[]>;
  // The id of each kind a caller of this account would use in their own, valid request.
  own: Record<CallerRole, Record<Kind, string>>;
  // Strings that appear only in this account's data; none may show up in another account's answers.
  markers: string[];
  // Reads, through this account's own tokens, of everything the other account might try to change.
  snapshotReads: { who: 'manager' | 'vendor' | 'admin'; url: string }[];
};

function expectStatus<R extends { statusCode: number; body: string }>(
  response: R,
  status: number,
  what: string,
) {
  if (response.statusCode !== status) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response;
}

const first = <T>(list: T[], what: string): T => {
  const item = list[0];
  if (item === undefined) throw new Error(`no ${what}`);
  return item;
};

// One account's world: a manager with two markets, a vendor they keep and a vendor with an account of their
// own selling at the first market, tokens, two checkouts, a day report, a hand-entered token entry, an info
// booth's token float entry, documents (the vendor's own, the kept vendor's uploaded by the manager, the
// manager's CDFA report), products, an application to the second market, notifications both ways and an
// association membership.
export async function buildAccount(t: TestApp, admin: AdminClient, tag: string): Promise<Account> {
  const manager = await signedInManager(t);
  const market = await createMarket(manager, { name: `${tag} Market` });
  const market2 = await createMarket(manager, { name: `${tag} Second Market`, day_of_week: 'SUNDAY' });
  const tokenIds = market.tokens.map((token) => token.id);
  const token = first(tokenIds, 'token');

  const kept = expectStatus(
    await manager.api('POST', '/market-managers/vendors', {
      business_name: `${tag} Kept Farm`,
      type: 'PRODUCER',
      receipt_email: `${tag.toLowerCase()}-kept@example.com`,
      market_ids: [market.id],
    }),
    201,
    'kept vendor',
  ).json().data as { id: string; markets: { market_vendor_id: string }[] };
  const keptMv = first(kept.markets, 'kept membership').market_vendor_id;

  const vendor = await signedInVendor(t);
  expectStatus(
    await vendor.api('PUT', '/vendors/self', {
      business_name: `${tag} Own Farm`,
      type: 'PRODUCER',
      receipt_email: `${tag.toLowerCase()}-own@example.com`,
      settings: { phone_public: false, email_notifications: false },
    }),
    200,
    'vendor profile',
  );
  const ownMv = await joinMarket(t.db, { vendorId: vendor.vendor.id, marketId: market.id });

  const products = [
    await addProduct(t, vendor.vendor.id, `${tag} Tomatoes`),
    await addProduct(t, vendor.vendor.id, `${tag} Peppers`),
  ];
  const vendorDoc = await uploadInsurance(t, vendor, '2030-01-01');
  const keptUpload = uploadBody({
    params: { type: 'Permit-To-Sell', meta: {}, expr: '2030-06-30' },
    file: { name: 'permit.pdf', content: FILES.pdf },
  });
  const keptDoc = expectStatus(
    await postDocument(t, { authorization: `Bearer ${manager.token}` }, keptUpload, `?owner_id=${kept.id}`),
    201,
    'kept vendor document',
  ).json().data as { id: string };

  const checkout = (marketVendorId: string, gross: number) =>
    manager.api('POST', `/market-managers/transactions/${market.id}`, {
      market_vendor_id: marketVendorId,
      market_date: DAY,
      reported_gross: gross,
      tokens: [{ token_id: token, count: 2 }],
    });
  const transactions = [
    expectStatus(await checkout(ownMv, 120), 201, 'checkout').json().data.id as string,
    expectStatus(await checkout(keptMv, 80), 201, 'checkout').json().data.id as string,
  ];
  // A payment of the kept vendor's fees (issue 17): its id for the other account to try to reverse.
  const payment = expectStatus(
    await manager.api('POST', `/market-managers/markets/${market.id}/payments`, {
      vendor_id: kept.id,
      paid_on: DAY,
      direction: 'FROM_VENDOR',
      amount: 4,
      method: 'CHECK',
      check_number: `${tag}-42`,
    }),
    201,
    'payment',
  ).json().data.id as string;
  // A statement e-mailed to the kept vendor: the batch's id for the other account to read its progress.
  const statementSend = expectStatus(
    await manager.api('POST', `/market-managers/markets/${market.id}/statements/send`, {
      start_date: '2026-11-01',
      end_date: '2026-11-30',
      vendor_ids: [kept.id],
    }),
    202,
    'statement send',
  ).json().data.id as string;
  await settleBackgroundTasks(t.app.ctx);
  // A staff member invited to the first market (issue 18).
  const staffMember = expectStatus(
    await manager.api('POST', '/market-managers/staff', {
      email: `${tag.toLowerCase()}-helper@example.test`,
      role: 'STAFF',
      market_ids: [market.id],
    }),
    201,
    'staff invitation',
  ).json().data.id as string;
  // The vendor's open ask for a coming Saturday (docs/season.md "Requests and the waitlist").
  const dateRequest = await freshDateRequest(t, {
    marketId: market.id,
    marketVendorId: ownMv,
    vendorId: vendor.vendor.id,
  });
  // The vendor's own report of the market day, as they would have sent it (issue 31), and their dispute of the
  // first checkout's receipt: ids for the other account to try to confirm and to resolve.
  const [salesReport] = await t.db
    .insert(salesReports)
    .values({
      managerId: manager.manager.id,
      marketId: market.id,
      marketVendorId: ownMv,
      vendorId: vendor.vendor.id,
      marketDate: DAY,
      version: 1,
      reportedGrossCents: 12_000,
      tokens: [{ token_id: token, count: 2 }],
      marketFeeCents: 720,
      moneyOwedCents: 670,
      marketFeeCalculation: '6% of $120.00',
      channel: 'ACCOUNT',
      createdBy: vendor.user.id,
    })
    .returning({ id: salesReports.id });
  const [receiptDispute] = await t.db
    .insert(receiptAcknowledgements)
    .values({
      transactionId: first(transactions, 'transaction'),
      transactionVersion: 1,
      agree: false,
      note: `${tag} dispute`,
      answeredBy: vendor.user.id,
    })
    .returning({ id: receiptAcknowledgements.id });
  if (!salesReport || !receiptDispute) throw new Error('report or dispute not inserted');
  const dayReport = expectStatus(
    await manager.api('POST', `/market-managers/markets/${market.id}/day-reports`, {
      market: market.id,
      date: DAY,
      name: `${tag} night`,
      expenses: 5,
      tokens_distributed: [{ token_id: token, count: 1 }],
      notes: `${tag} notes`,
    }),
    201,
    'day report',
  ).json().data.id as string;
  expectStatus(
    await manager.api('POST', `/market-managers/markets/${market.id}/tokens/${token}/ledger`, {
      type: 'DEPOSIT',
      quantity: 3,
      note: `${tag} deposit`,
    }),
    201,
    'ledger entry',
  );
  // The info booth's tokens handed out on the Saturday before (issue 34): an id for the other account to remove.
  const floatEntry = expectStatus(
    await manager.api('POST', `/market-managers/markets/${market.id}/token-float/entries`, {
      token_id: token,
      date: FLOAT_DAY,
      kind: 'ISSUE',
      method: 'EBT',
      count: 4,
      note: `${tag} float`,
    }),
    201,
    'token float entry',
  ).json().data.id as string;
  const cdfa = expectStatus(
    await manager.api('POST', `/market-managers/markets/${market.id}/CDFA-Report`, {
      marketId: market.id,
      year: 2026,
      quarter: 4,
    }),
    201,
    'CDFA report',
  ).json().document as { id: string };

  const application = await applied(vendor, {
    market_id: market2.id,
    message: `${tag} application`,
    product_ids: [first(products, 'product').id],
    document_ids: [vendorDoc.id],
  });
  expectStatus(
    await vendor.api('POST', '/notifications', {
      title: `${tag} question`,
      message: `${tag} to the manager`,
      market_id: market.id,
    }),
    201,
    'vendor to manager',
  );
  expectStatus(
    await manager.api('POST', '/notifications', {
      title: `${tag} answer`,
      message: `${tag} to the vendor`,
      vendor_id: vendor.vendor.id,
    }),
    201,
    'manager to vendor',
  );
  const notificationIds = async (userId: string) =>
    (
      await t.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(eq(notifications.recipientId, userId))
    )
      .map((row) => row.id)
      .sort();
  const managerNotes = await notificationIds(manager.user.id);
  const vendorNotes = await notificationIds(vendor.user.id);

  const association = expectStatus(
    await admin.api('POST', '/admin/associations', { name: `${tag} Growers`, max_vendors: 10 }),
    201,
    'association',
  ).json().data as Association;
  expectStatus(
    await vendor.api('POST', '/vendors/self/associations/join', { access_code: association.access_code }),
    201,
    'join association',
  );

  const ids: Record<Kind, string[]> = {
    market: [market.id],
    market2: [market2.id],
    vendor: [kept.id, vendor.vendor.id],
    owner: [kept.id, vendor.vendor.id, manager.manager.id],
    marketVendor: [ownMv, keptMv],
    token: tokenIds,
    transaction: transactions,
    dayReport: [dayReport],
    document: [vendorDoc.id, keptDoc.id, cdfa.id],
    notification: [...managerNotes, ...vendorNotes],
    product: products.map((product) => product.id),
    application: [application.id],
    association: [association.id],
    payment: [payment],
    statementSend: [statementSend],
    staffMember: [staffMember],
    dateRequest: [dateRequest],
    salesReport: [salesReport.id],
    receiptDispute: [receiptDispute.id],
    floatEntry: [floatEntry],
  };
  const managerOwn: Record<Kind, string> = {
    market: market.id,
    market2: market2.id,
    vendor: kept.id,
    owner: kept.id,
    marketVendor: ownMv,
    token,
    transaction: first(transactions, 'transaction'),
    dayReport,
    document: keptDoc.id,
    notification: first(managerNotes, 'manager notification'),
    product: first(products, 'product').id,
    application: application.id,
    association: association.id,
    payment,
    statementSend,
    staffMember,
    dateRequest,
    salesReport: salesReport.id,
    receiptDispute: receiptDispute.id,
    floatEntry,
  };
  const own: Account['own'] = {
    manager: managerOwn,
    vendor: {
      ...managerOwn,
      vendor: vendor.vendor.id,
      owner: vendor.vendor.id,
      document: vendorDoc.id,
      notification: first(vendorNotes, 'vendor notification'),
    },
  };

  const m = '/market-managers';
  const snapshotReads: Account['snapshotReads'] = [
    ...[
      `${m}/markets`,
      `${m}/staff`,
      `${m}/markets/${market.id}`,
      `${m}/markets/${market2.id}`,
      `${m}/markets/${market.id}/vendors`,
      `${m}/markets/${market.id}/vendors/summary`,
      `${m}/markets/${market.id}/balances`,
      `${m}/markets/${market.id}/date-requests`,
      `${m}/markets/${market.id}/vendors/${kept.id}/account`,
      `${m}/vendors`,
      `${m}/vendors/${kept.id}`,
      `${m}/vendors/${vendor.vendor.id}`,
      `${m}/vendors/${kept.id}/markets`,
      `${m}/vendors/${vendor.vendor.id}/products`,
      ...tokenIds.map((id) => `${m}/markets/${market.id}/tokens/${id}/ledger`),
      `${m}/markets/${market.id}/token-float`,
      `${m}/markets/${market.id}/token-float/days/${FLOAT_DAY}`,
      `${m}/markets/${market.id}/token-float/days/${DAY}`,
      `${m}/markets/${market.id}/accounting`,
      `${m}/transactions`,
      ...transactions.map((id) => `${m}/transactions/${id}/history`),
      `${m}/markets/${market.id}/day-reports`,
      `${m}/markets/${market.id}/day-reports/${dayReport}/history`,
      '/documents',
      `/documents?owner_id=${kept.id}`,
      `/documents/summary?owner_id=${kept.id}`,
      `${m}/applications`,
      '/notifications?status=active',
      '/notifications?status=dismissed',
      '/notifications/unread',
      `${m}/account`,
    ].map((url) => ({ who: 'manager' as const, url })),
    ...[
      '/vendors/self',
      '/vendors/self/products',
      '/vendors/self/markets',
      `/vendors/self/markets/${market.id}/dates`,
      '/vendors/self/transactions',
      '/vendors/self/applications',
      '/vendors/self/associations',
      '/documents',
      '/notifications?status=active',
      '/notifications?status=dismissed',
      '/notifications/unread',
    ].map((url) => ({ who: 'vendor' as const, url })),
    { who: 'admin', url: `/admin/associations/${association.id}` },
  ];

  return {
    tag,
    manager,
    vendor,
    ids,
    own,
    markers: [
      tag,
      manager.user.username,
      vendor.user.username,
      manager.user.email,
      vendor.user.email,
      `${tag.toLowerCase()}-helper@example.test`,
    ],
    snapshotReads,
  };
}
