import { randomUUID } from 'node:crypto';
import type { DocumentPage, DocumentType } from '@marketday/shared';
import { describe, expect, it } from 'vitest';
import { signedInVendor } from '../../../test/clients';
import { daysFromToday } from '../../../test/document-dates';
import { BAD_PAGE_QUERIES, expectFieldError, type FieldErrorCase } from '../../../test/field-errors';
import { createMarket, signedInManager } from '../../../test/market-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { documents } from '../../db/schema';

// GET /documents pages, filters, searches and sorts the latest version of each document on the server
// (docs/decisions/019). Rows go straight into the table: the upload path has its own tests.

const t = useTestApp();

const inDays = (n: number) => daysFromToday(t, n);

type Owner = { vendorId: string } | { managerId: string };

async function insertDocument(
  owner: Owner,
  {
    type,
    expr,
    version = 1,
    fileName = `${type}.pdf`,
    meta = {},
  }: {
    type: DocumentType;
    expr: string | null;
    version?: number;
    fileName?: string;
    meta?: Record<string, string>;
  },
) {
  const [row] = await t.db
    .insert(documents)
    .values({
      ...('vendorId' in owner ? { ownerVendorId: owner.vendorId } : { ownerManagerId: owner.managerId }),
      type,
      storageKey: `${randomUUID()}.pdf`,
      fileName,
      contentType: 'application/pdf',
      size: 10,
      version,
      expr,
      meta,
    })
    .returning({ id: documents.id });
  if (!row) throw new Error('document not inserted');
  return row.id;
}

async function managerWithVendors(names: string[]) {
  const manager = await signedInManager(t);
  const market = await createMarket(manager, { name: 'Davis Market' });
  const other = await createMarket(manager, { name: 'Sacramento Market' });
  const vendors: { id: string; name: string }[] = [];
  for (const [i, name] of names.entries()) {
    const created = await manager.api('POST', '/market-managers/vendors', {
      business_name: name,
      type: 'PRODUCER',
      market_ids: [i % 2 === 0 ? market.id : other.id],
    });
    vendors.push({ id: created.json().data.id, name });
  }
  const list = async (query = '') => {
    const response = await manager.api('GET', `/documents${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as DocumentPage;
  };
  return { manager, market, other, vendors, list };
}

const ids = (page: DocumentPage) => page.data.map((d) => d.id);

describe('GET /documents paging', () => {
  it('answers disjoint pages in one total order, each with the count of the whole list', async () => {
    const { vendors, list } = await managerWithVendors(['Cedar Farm', 'Alder Farm', 'Birch Farm']);
    const types: DocumentType[] = ['Insurance', 'Permit-To-Sell', 'CPC-Certificate'];
    for (const vendor of vendors) {
      for (const type of types) await insertDocument({ vendorId: vendor.id }, { type, expr: inDays(40) });
    }
    // An older version is not a row of its own: the list holds the newest of each.
    const [first] = vendors;
    if (!first) throw new Error('no vendor');
    await insertDocument({ vendorId: first.id }, { type: 'Insurance', expr: inDays(80), version: 2 });

    const whole = await list('?sort_by=owner_name&page_size=200');
    expect(whole).toMatchObject({ page: 0, page_size: 200, total_count: 9, totals: null });
    expect(whole.data.map((d) => d.owner_name)).toEqual([
      ...Array(3).fill('Alder Farm'),
      ...Array(3).fill('Birch Farm'),
      ...Array(3).fill('Cedar Farm'),
    ]);
    expect(whole.data.find((d) => d.owner_id === first.id && d.type === 'Insurance')?.version).toBe(2);

    const pages = [];
    for (const page of [0, 1, 2, 3]) pages.push(await list(`?sort_by=owner_name&page=${page}&page_size=4`));
    expect(pages.map((p) => [p.page, p.page_size, p.total_count, p.data.length])).toEqual([
      [0, 4, 9, 4],
      [1, 4, 9, 4],
      [2, 4, 9, 1],
      [3, 4, 9, 0],
    ]);
    expect(pages.flatMap(ids)).toEqual(ids(whole));

    // Descending is the exact reverse, the id breaking ties the other way too.
    const desc = await list('?sort_by=owner_name&sort_direction=DESC&page_size=200');
    expect(ids(desc)).toEqual([...ids(whole)].reverse());
  });

  it('sorts by status as the expiry date ascending, undated last, then by id', async () => {
    const { vendors, list } = await managerWithVendors(['One Farm', 'Two Farm', 'Three Farm']);
    const [a, b, c] = vendors.map((v) => ({ vendorId: v.id }));
    if (!a || !b || !c) throw new Error('no vendors');
    const later = await insertDocument(a, { type: 'Insurance', expr: inDays(60) });
    const undated = await insertDocument(b, { type: 'Insurance', expr: null });
    const pastDue = await insertDocument(c, { type: 'Insurance', expr: inDays(-5) });
    const sameDay = [
      await insertDocument(a, { type: 'Permit-To-Sell', expr: inDays(3) }),
      await insertDocument(b, { type: 'Permit-To-Sell', expr: inDays(3) }),
      await insertDocument(c, { type: 'Permit-To-Sell', expr: inDays(3) }),
    ].sort();

    const urgency = await list('?page_size=200');
    expect(ids(urgency)).toEqual([pastDue, ...sameDay, later, undated]);
    expect(urgency.data.map((d) => d.status)).toEqual([
      'PAST_DUE',
      'URGENT',
      'URGENT',
      'URGENT',
      'UP_TO_DATE',
      'NO_DOCUMENT',
    ]);
    expect(ids(await list('?sort_by=status&sort_direction=DESC&page_size=200'))).toEqual(
      [...ids(urgency)].reverse(),
    );
    // Pages of two split the three documents of the same day by id, never repeating one.
    const paged = [];
    for (const page of [0, 1, 2]) paged.push(...ids(await list(`?page=${page}&page_size=2`)));
    expect(paged).toEqual(ids(urgency));
  });
});

describe('GET /documents filters', () => {
  it('filters each status at its boundaries, as the status the row shows', async () => {
    const { vendors, list } = await managerWithVendors(['Edge Farm', 'Other Farm']);
    const [edge, other] = vendors;
    if (!edge || !other) throw new Error('no vendors');
    const cases: [DocumentType, number | null, string][] = [
      ['Insurance', -1, 'PAST_DUE'],
      ['Permit-To-Sell', 0, 'URGENT'],
      ['CPC-Certificate', 13, 'URGENT'],
      ['Health-Department', 14, 'DUE_SOON'],
      ['Avocado-Permit', 30, 'DUE_SOON'],
      ['Egg-Handler', 31, 'UP_TO_DATE'],
      ['Nursery-License', null, 'NO_DOCUMENT'],
    ];
    const byStatus: Record<string, string[]> = {};
    for (const [type, days, status] of cases) {
      const id = await insertDocument(
        { vendorId: edge.id },
        { type, expr: days === null ? null : inDays(days) },
      );
      byStatus[status] = [...(byStatus[status] ?? []), id];
    }
    for (const status of ['PAST_DUE', 'URGENT', 'DUE_SOON', 'UP_TO_DATE', 'NO_DOCUMENT']) {
      const page = await list(`?status=${status}&page_size=200`);
      expect(page.data.every((d) => d.status === status)).toBe(true);
      expect(ids(page).sort()).toEqual([...(byStatus[status] ?? [])].sort());
      expect(page.total_count).toBe(byStatus[status]?.length);
    }
    // A filter combines with the owner and the type.
    expect((await list(`?status=URGENT&owner_id=${other.id}`)).total_count).toBe(0);
    expect(ids(await list('?status=URGENT&type=Permit-To-Sell'))).toEqual(byStatus.URGENT?.slice(0, 1));
  });

  it("filters by market: its vendors' documents and the manager's reports of that market", async () => {
    const { manager, market, other, vendors, list } = await managerWithVendors(['Here Farm', 'There Farm']);
    const [here, there] = vendors;
    if (!here || !there) throw new Error('no vendors');
    const hereDoc = await insertDocument({ vendorId: here.id }, { type: 'Insurance', expr: inDays(40) });
    await insertDocument({ vendorId: there.id }, { type: 'Insurance', expr: inDays(40) });
    const managerId = manager.manager.id;
    const report = (marketId: string, period: string, version = 1) =>
      insertDocument(
        { managerId },
        { type: 'CDFA-Report', expr: null, version, meta: { market_id: marketId, period } },
      );
    await report(market.id, '2026-Q3');
    const newest = await report(market.id, '2026-Q3', 2);
    const q4 = await report(market.id, '2026-Q4');
    await report(other.id, '2026-Q3');

    const inMarket = await list(`?market_id=${market.id}&page_size=200`);
    expect(ids(inMarket).sort()).toEqual([hereDoc, newest, q4].sort());
    expect(inMarket.total_count).toBe(3);
    expect((await list(`?market_id=${other.id}`)).total_count).toBe(2);
    // Every report series once, at its newest version, with the vendors' documents.
    expect((await list()).total_count).toBe(5);
    expect((await list(`?owner_id=${managerId}`)).total_count).toBe(3);
    expect((await list(`?market_id=${randomUUID()}`)).total_count).toBe(0);
  });

  it('searches owner and file names, any case, with % and _ matching themselves', async () => {
    const { vendors, list } = await managerWithVendors([
      'Beta 100% Orchard',
      'Gamma 1000 Farm',
      'Delta Farm',
    ]);
    const [beta, gamma, delta] = vendors;
    if (!beta || !gamma || !delta) throw new Error('no vendors');
    const betaDoc = await insertDocument({ vendorId: beta.id }, { type: 'Insurance', expr: inDays(40) });
    await insertDocument({ vendorId: gamma.id }, { type: 'Insurance', expr: inDays(40) });
    const fileDoc = await insertDocument(
      { vendorId: delta.id },
      { type: 'Insurance', expr: inDays(40), fileName: 'Policy_2026.PDF' },
    );
    await insertDocument(
      { vendorId: delta.id },
      { type: 'Permit-To-Sell', expr: inDays(40), fileName: 'Policy-2026.pdf' },
    );

    const search = async (term: string) => ids(await list(`?search=${encodeURIComponent(term)}`));
    expect(await search('100%')).toEqual([betaDoc]);
    expect(await search('BETA')).toEqual([betaDoc]);
    expect(await search('policy_')).toEqual([fileDoc]);
    expect((await list('?search=100')).total_count).toBe(2);
    expect((await list(`?search=${encodeURIComponent('   ')}`)).total_count).toBe(4);
  });

  it.each<FieldErrorCase>([
    ...BAD_PAGE_QUERIES,
    ['status=LATE', 'status', 'Choose a document status'],
    [
      'sort_by=size',
      'sort_by',
      'Sort by must be one of: owner_name, type, status, expr, version, created_at',
    ],
  ])('refuses %s with 400 naming the field', async (query, field, message) => {
    const { manager } = await managerWithVendors([]);
    const response = await manager.api('GET', `/documents?${query}`);
    expectFieldError(response, field, message);
  });
});

describe('GET /documents scope', () => {
  it("never shows or counts another vendor's documents to a vendor, whatever the filter", async () => {
    const mine = await signedInVendor(t);
    const theirs = await signedInVendor(t);
    const own = await insertDocument({ vendorId: mine.vendor.id }, { type: 'Insurance', expr: inDays(5) });
    for (const type of ['Insurance', 'Permit-To-Sell', 'CPC-Certificate'] as const) {
      await insertDocument({ vendorId: theirs.vendor.id }, { type, expr: inDays(5) });
    }
    const list = async (query: string) =>
      (await mine.api('GET', `/documents${query}`)).json() as DocumentPage;
    expect(await list('')).toMatchObject({ total_count: 1, data: [{ id: own }] });
    expect((await list(`?owner_id=${theirs.vendor.id}`)).total_count).toBe(0);
    expect((await list(`?search=${encodeURIComponent(theirs.vendor.businessName)}`)).total_count).toBe(0);
    expect((await list('?status=URGENT&page_size=200')).total_count).toBe(1);
    expect((await list('?page=1&page_size=1')).data).toEqual([]);
  });

  it("filters a manager's list to one of their vendors; another account's vendor or an unknown id lists nothing", async () => {
    const { vendors, list } = await managerWithVendors(['Here Farm', 'There Farm']);
    const [here, there] = vendors;
    if (!here || !there) throw new Error('no vendors');
    const hereDocs = [
      await insertDocument({ vendorId: here.id }, { type: 'Insurance', expr: inDays(5) }),
      await insertDocument({ vendorId: here.id }, { type: 'Permit-To-Sell', expr: inDays(90) }),
    ];
    await insertDocument({ vendorId: there.id }, { type: 'Insurance', expr: inDays(5) });
    const elsewhere = await managerWithVendors(['Elsewhere Farm']);
    const theirs = elsewhere.vendors[0];
    if (!theirs) throw new Error('no vendor');
    await insertDocument({ vendorId: theirs.id }, { type: 'Insurance', expr: inDays(5) });

    const mine = await list(`?owner_id=${here.id}`);
    expect(mine.data.map((d) => d.id).sort()).toEqual([...hereDocs].sort());
    expect(mine.data.every((d) => d.owner_id === here.id && d.owner_name === 'Here Farm')).toBe(true);
    expect(mine.total_count).toBe(2);
    // 200 with an empty page, never the other account's documents nor an error.
    expect(await list(`?owner_id=${theirs.id}`)).toMatchObject({ data: [], total_count: 0 });
    expect(await list(`?owner_id=${randomUUID()}`)).toMatchObject({ data: [], total_count: 0 });
    expect(await elsewhere.list(`?owner_id=${here.id}`)).toMatchObject({ data: [], total_count: 0 });
  });
});
