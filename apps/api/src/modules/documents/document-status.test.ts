import { DocumentRecordSchema, isoDateInZone } from '@marketday/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadInsurance } from '../../../test/application-fixtures';
import { createClock } from '../../../test/build-test-app';
import { signedInVendor } from '../../../test/clients';
import { bearer } from '../../../test/factories';
import { createKeptVendor, createMarket, signedInManager } from '../../../test/market-fixtures';
import { FILES, postDocument, uploadBody } from '../../../test/uploads';
import { useTestApp } from '../../../test/use-test-app';

// 01:00 UTC on 24 November: 14:00 on the 24th on this machine (Auckland), still 17:00 on the 23rd in California,
// where document status is counted. A document expiring on the 23rd is due today, not yesterday.
const NOW = new Date('2026-11-24T01:00:00Z');
const MARKET_TODAY = '2026-11-23';

let machineZone: string | undefined;
beforeAll(() => {
  machineZone = process.env.TZ;
  process.env.TZ = 'Pacific/Auckland';
});
afterAll(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

const t = useTestApp(() => ({ clock: createClock(NOW) }));

const dueToday = { status: 'URGENT', status_text: 'Due today' };

describe('document status on the server', () => {
  it('counts a document expiring today at the market as due today, whatever the machine’s zone', async () => {
    expect(t.clock.now().getDate()).toBe(24);
    expect(isoDateInZone(t.clock.now(), 'America/Los_Angeles')).toBe(MARKET_TODAY);

    const manager = await signedInManager(t);
    const headers = bearer(manager.token);
    const market = await createMarket(manager);
    const kept = await createKeptVendor(manager, {
      business_name: 'Kept Farm',
      type: 'ANCILLARY',
      market_ids: [market.id],
    });
    const body = uploadBody({
      params: { type: 'Insurance', meta: {}, expr: MARKET_TODAY },
      file: { name: 'insurance.pdf', content: FILES.pdf },
    });
    const created = await postDocument(t, headers, body, `?owner_id=${kept.id}`);
    expect(created.statusCode).toBe(201);
    const record = created.json().data;
    expect(record).toMatchObject(dueToday);
    // Exactly the keys the schema names: nothing internal (storage key, content type) leaks.
    expect(Object.keys(record).sort()).toEqual(Object.keys(DocumentRecordSchema.shape).sort());

    const list = (await manager.api('GET', `/documents?owner_id=${kept.id}`)).json();
    expect(list).toEqual({ data: [record], page: 0, page_size: 50, total_count: 1, totals: null });
    const summary = (await manager.api('GET', `/documents/summary?owner_id=${kept.id}`)).json();
    expect(summary).toEqual([
      { type: 'Insurance', required: true, ...dueToday, expr: MARKET_TODAY, document_id: record.id },
    ]);
    const expired = (await manager.api('GET', '/documents/expired')).json();
    expect(expired).toEqual([
      {
        id: record.id,
        name: 'insurance.pdf',
        type: 'Insurance',
        expr: MARKET_TODAY,
        ...dueToday,
        vendor_id: kept.id,
        vendor_name: 'Kept Farm',
      },
    ]);
    const compliance = (
      await manager.api('GET', `/market-managers/markets/${market.id}/vendors/summary`)
    ).json();
    expect(compliance).toMatchObject({ urgent: 1, past_due: 0, total: 1 });
  });

  it('gives a vendor their own documents with the same status and wording', async () => {
    const vendor = await signedInVendor(t);
    const created = await uploadInsurance(t, vendor, '2026-11-22');
    expect(created).toMatchObject({ status: 'PAST_DUE', status_text: 'Due yesterday' });
    const [listed] = (await vendor.api('GET', '/documents')).json().data;
    expect(listed).toMatchObject({ status: 'PAST_DUE', status_text: 'Due yesterday' });
  });
});
