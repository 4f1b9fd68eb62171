import { describe, expect, it } from 'vitest';
import { createClock } from '../../../test/build-test-app';
import { bearer } from '../../../test/factories';
import {
  createKeptVendor,
  type ManagerClient,
  managerWithMarket,
  signedInManager,
} from '../../../test/market-fixtures';
import { pdfText } from '../../../test/pdf-text';
import { FILES, uploadBody } from '../../../test/uploads';
import { useTestApp } from '../../../test/use-test-app';

// Tuesday 1 December 2026 in California: the Saturdays of November have been held.
const t = useTestApp(() => ({ clock: createClock(new Date('2026-12-01T20:00:00Z')) }));

async function uploadCertificate(manager: ManagerClient, vendorId: string, meta: Record<string, string>) {
  const body = uploadBody({
    params: { type: 'CPC-Certificate', meta, expr: '2027-06-30' },
    file: { name: 'cpc.pdf', content: FILES.pdf },
  });
  const response = await t.app.inject({
    method: 'POST',
    url: `/documents?owner_id=${vendorId}`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(manager.token) },
  });
  expect(response.statusCode).toBe(201);
}

// November 2026 (Q4): three Saturdays. Green Valley comes all three, Sunny Slope twice, the bakery
// (not a producer) every week, and Green Valley once in September (Q3, outside the quarter).
async function fixtureQuarter() {
  const { manager, market, vendors } = await managerWithMarket(t);
  const sunny = await createKeptVendor(manager, {
    business_name: 'Sunny Slope Orchard',
    type: 'PRODUCER',
    producer_names: 'Ana Ruiz',
    market_ids: [market.id],
  });
  const checkout = (marketVendorId: string, date: string) =>
    manager.api('POST', `/market-managers/transactions/${market.id}`, {
      market_vendor_id: marketVendorId,
      market_date: date,
      reported_gross: 200,
    });
  for (const date of ['2026-11-07', '2026-11-14', '2026-11-21']) {
    expect((await checkout(vendors.producer.market_vendor_id, date)).statusCode).toBe(201);
    expect((await checkout(vendors.reseller.market_vendor_id, date)).statusCode).toBe(201);
  }
  for (const date of ['2026-11-07', '2026-11-21']) await checkout(sunny.markets[0].market_vendor_id, date);
  await checkout(vendors.producer.market_vendor_id, '2026-09-26');
  // The latest certificate counts: version 2 replaces version 1.
  await uploadCertificate(manager, vendors.producer.id, { certificate_number: '57-1001', county: 'Yolo' });
  await uploadCertificate(manager, vendors.producer.id, { certificate_number: '57-2002', county: 'Solano' });
  return { manager, market, vendors, sunny };
}

async function fileOf(manager: ManagerClient, documentId: string) {
  const link = await manager.api('GET', `/documents/${documentId}`);
  expect(link.statusCode).toBe(200);
  const file = await t.app.inject({ method: 'GET', url: link.json().url });
  expect(file.headers['content-type']).toBe('application/pdf');
  return file.rawPayload;
}

describe('CDFA report', () => {
  it('states each certified producer with days attended and the state fee, computed by hand', async () => {
    const { manager, market, vendors, sunny } = await fixtureQuarter();
    const response = await manager.api('POST', `/market-managers/markets/${market.id}/CDFA-Report`, {
      marketId: market.id,
      year: 2026,
      quarter: 4,
    });
    expect(response.statusCode).toBe(201);
    const { message, document, report } = response.json();
    expect(message).toBe('Created CDFA Report');

    // Gov. fee $1.50: Green Valley 3 days → $4.50, Sunny Slope 2 days → $3.00; 5 producer-days, $7.50.
    expect(report).toMatchObject({
      market_name: 'Downtown Farmers Market',
      start_date: '2026-10-01',
      end_date: '2026-12-31',
      market_days: ['2026-11-07', '2026-11-14', '2026-11-21'],
      total_producer_days: 5,
      total_state_fee: 7.5,
    });
    expect(report.producers).toEqual([
      {
        vendor_id: vendors.producer.id,
        business_name: 'Green Valley Produce',
        producer_names: null,
        certificate_number: '57-2002',
        county: 'Solano',
        certificate_expires: '2027-06-30',
        days_attended: 3,
        market_dates: ['2026-11-07', '2026-11-14', '2026-11-21'],
        state_fee: 4.5,
      },
      {
        vendor_id: sunny.id,
        business_name: 'Sunny Slope Orchard',
        producer_names: 'Ana Ruiz',
        certificate_number: 'Missing',
        county: 'Missing',
        certificate_expires: null,
        days_attended: 2,
        market_dates: ['2026-11-07', '2026-11-21'],
        state_fee: 3,
      },
    ]);

    expect(document).toMatchObject({
      type: 'CDFA-Report',
      owner_id: manager.manager.id,
      version: 1,
      path: 'CDFA-Report-Downtown-Farmers-Market-2026-Q4.pdf',
      meta: { market_id: market.id, period: '2026-Q4', quarter: 'Q4 2026' },
    });
    const pdf = await fileOf(manager, document.id);
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    const text = await pdfText(pdf);
    for (const expected of [
      "Certified Farmers' Market Quarterly Report",
      'Q4 2026 (10/01/2026 – 12/31/2026)',
      'Downtown Farmers Market',
      '301 C St, Davis, CA 95616',
      'Saturdays, 8:00 AM – 1:00 PM',
      'Test Manager',
      'Green Valley Produce',
      'Sunny Slope Orchard',
      '57-2002',
      'Solano',
      'Missing',
      '$4.50',
      '$3.00',
      '$7.50',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Rise & Shine Bakery');
    expect(text).not.toContain('57-1001');
  });

  it('counts the days a vendor was checked out as a producer, whatever their type is now', async () => {
    const { manager, market, vendors, sunny } = await fixtureQuarter();
    // After the quarter Sunny Slope becomes a reseller and the reseller becomes a producer.
    const retype = (vendorId: string, type: string, name: string) =>
      manager.api('PUT', `/market-managers/vendors/${vendorId}`, { business_name: name, type });
    expect((await retype(sunny.id, 'NON_PRODUCER', 'Sunny Slope Orchard')).statusCode).toBe(200);
    expect((await retype(vendors.reseller.id, 'PRODUCER', 'Rise & Shine Bakery')).statusCode).toBe(200);
    const response = await manager.api('POST', `/market-managers/markets/${market.id}/CDFA-Report`, {
      marketId: market.id,
      year: 2026,
      quarter: 4,
    });
    expect(response.statusCode).toBe(201);
    const days = Object.fromEntries(
      (response.json().report.producers as { vendor_id: string; days_attended: number }[]).map((p) => [
        p.vendor_id,
        p.days_attended,
      ]),
    );
    expect(days).toEqual({ [vendors.producer.id]: 3, [sunny.id]: 2, [vendors.reseller.id]: 0 });
    expect(response.json().report.total_state_fee).toBe(7.5);
  });

  it('counts a marked day from attendance and a day without marks from its checkouts', async () => {
    const { manager, market, vendors } = await managerWithMarket(t);
    const sunny = (
      await manager.api('POST', '/market-managers/vendors', {
        business_name: 'Sunny Slope Orchard',
        type: 'PRODUCER',
        market_ids: [market.id],
      })
    ).json().data.markets[0].market_vendor_id;
    const green = vendors.producer.market_vendor_id;
    const mark = (marketVendorId: string, date: string, status: string) =>
      manager.api('PUT', `/market-managers/markets/${market.id}/dates/${date}/attendance/${marketVendorId}`, {
        status,
      });
    const checkout = (marketVendorId: string, date: string) =>
      manager.api('POST', `/market-managers/transactions/${market.id}`, {
        market_vendor_id: marketVendorId,
        market_date: date,
        reported_gross: 200,
      });
    // 7 Nov, marked: Green Valley present with no checkout, Sunny Slope absent, the bakery (no producer) present.
    expect((await mark(green, '2026-11-07', 'PRESENT')).statusCode).toBe(200);
    expect((await mark(sunny, '2026-11-07', 'ABSENT')).statusCode).toBe(200);
    expect((await mark(vendors.reseller.market_vendor_id, '2026-11-07', 'PRESENT')).statusCode).toBe(200);
    // 14 Nov, no marks: only the checkouts count — Sunny Slope checked out, Green Valley did not.
    expect((await checkout(sunny, '2026-11-14')).statusCode).toBe(201);
    // 21 Nov, marked: Green Valley late; Sunny Slope left unmarked but checked out (a sale is a day attended).
    expect((await mark(green, '2026-11-21', 'LATE')).statusCode).toBe(200);
    expect((await checkout(sunny, '2026-11-21')).statusCode).toBe(201);
    const response = await manager.api('POST', `/market-managers/markets/${market.id}/CDFA-Report`, {
      marketId: market.id,
      year: 2026,
      quarter: 4,
    });
    expect(response.statusCode).toBe(201);
    const { report } = response.json();
    expect(report.market_days).toEqual(['2026-11-07', '2026-11-14', '2026-11-21']);
    expect(
      report.producers.map((p: { business_name: string; market_dates: string[] }) => [
        p.business_name,
        p.market_dates,
      ]),
    ).toEqual([
      ['Green Valley Produce', ['2026-11-07', '2026-11-21']],
      ['Sunny Slope Orchard', ['2026-11-14', '2026-11-21']],
    ]);
    // Four producer-days at the $1.50 gov. fee.
    expect(report).toMatchObject({ total_producer_days: 4, total_state_fee: 6 });
  });

  it('lists the saved report on the documents page; a regenerated quarter is a new version', async () => {
    const { manager, market } = await fixtureQuarter();
    const create = (quarter: number) =>
      manager.api('POST', `/market-managers/markets/${market.id}/CDFA-Report`, {
        marketId: market.id,
        year: 2026,
        quarter,
      });
    await create(4);
    const again = (await create(4)).json().document;
    expect(again.version).toBe(2);
    await create(3);

    const reports = (
      await manager.api('GET', '/documents?type=CDFA-Report&sort_by=version&sort_direction=DESC')
    ).json().data;
    expect(
      reports.map((d: { meta: { period: string }; version: number }) => [d.meta.period, d.version]),
    ).toEqual([
      ['2026-Q4', 2],
      ['2026-Q3', 1],
    ]);
    // Without a type the manager's reports come with the vendors' documents.
    const all = (await manager.api('GET', '/documents')).json().data;
    expect(all.filter((d: { type: string }) => d.type === 'CDFA-Report')).toHaveLength(2);
    expect(all.some((d: { type: string }) => d.type === 'CPC-Certificate')).toBe(true);

    const deleted = await manager.api('DELETE', `/documents/${again.id}`);
    expect(deleted.json().message).toBe('Document successfully deleted.');
    const left = (await manager.api('GET', '/documents?type=CDFA-Report')).json().data;
    expect(left.map((d: { version: number }) => d.version)).toEqual([1, 1]);
  });

  it("answers 404 for another manager's market and never shows them the report", async () => {
    const { manager, market } = await fixtureQuarter();
    const other = await signedInManager(t);
    const body = { marketId: market.id, year: 2026, quarter: 4 };
    const refused = await other.api('POST', `/market-managers/markets/${market.id}/CDFA-Report`, body);
    expect(refused.statusCode).toBe(404);
    const created = (
      await manager.api('POST', `/market-managers/markets/${market.id}/CDFA-Report`, body)
    ).json();
    expect((await other.api('GET', `/documents/${created.document.id}`)).statusCode).toBe(404);
    expect((await other.api('DELETE', `/documents/${created.document.id}`)).statusCode).toBe(404);
    expect((await other.api('GET', '/documents')).json()).toMatchObject({ data: [], total_count: 0 });
  });

  it.each([
    [{ year: 2026, quarter: 0 }, 'Quarter must be 1, 2, 3 or 4'],
    [{ year: 2026, quarter: 5 }, 'Quarter must be 1, 2, 3 or 4'],
    [{ year: 2026, quarter: 2.5 }, 'Quarter must be 1, 2, 3 or 4'],
    [{ year: 1999, quarter: 1 }, 'Year must be between 2000 and 2100'],
    [{ year: 2026 }, 'Choose a quarter'],
    [{ quarter: 1 }, 'Choose a year'],
  ])('refuses %o', async (body, message) => {
    const { manager, market } = await managerWithMarket(t);
    const response = await manager.api('POST', `/market-managers/markets/${market.id}/CDFA-Report`, {
      marketId: market.id,
      ...body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(message);
  });

  it('refuses a body naming another market than the path', async () => {
    const { manager, market } = await managerWithMarket(t);
    const response = await manager.api('POST', `/market-managers/markets/${market.id}/CDFA-Report`, {
      marketId: '00000000-0000-4000-8000-000000000000',
      year: 2026,
      quarter: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('The report belongs to another market.');
  });
});
