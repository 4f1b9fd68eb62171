import { readdirSync } from 'node:fs';
import path from 'node:path';
import { STORAGE_MESSAGES } from '@marketday/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInVendor } from '../../../test/clients';
import { createMarket, signedInManager } from '../../../test/market-fixtures';
import { FILES, postDocument, uploadBody } from '../../../test/uploads';
import { useTestApp } from '../../../test/use-test-app';
import { documents, marketApplications } from '../../db/schema';

const MB = 1024 * 1024;
// A 1 MB quota and two old versions kept, so the limits are reached with small files.
const t = useTestApp({ env: { STORAGE_QUOTA_MB: '1', DOCUMENT_OLD_VERSIONS_KEPT: '2' } });

const pdfOf = (bytes: number) => Buffer.concat([FILES.pdf, Buffer.alloc(bytes - FILES.pdf.length, 32)]);
const body = (type: string, bytes: number) =>
  uploadBody({ params: { type, meta: {}, expr: null }, file: { name: 'file.pdf', content: pdfOf(bytes) } });

const storage = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/documents/storage', headers })).json();
const storedFiles = () => readdirSync(path.join(t.dataDir, 'files'));

describe('storage quota', () => {
  it('refuses a file past the account’s quota with 413, keeps nothing of it, and shows the usage', async () => {
    const vendor = await signedInVendor(t);
    for (const type of ['Insurance', 'Permit-To-Sell', 'Health-Department'])
      expect((await postDocument(t, vendor.headers, body(type, 300 * 1024))).statusCode).toBe(201);
    expect(await storage(vendor.headers)).toEqual({ used_bytes: 900 * 1024, quota_bytes: MB });

    const refused = await postDocument(t, vendor.headers, body('Egg-Handler', 200 * 1024));
    expect(refused.statusCode).toBe(413);
    expect(refused.json().detail).toBe(STORAGE_MESSAGES.full(900 * 1024, MB));
    expect(refused.json().detail).toBe(
      'There is no room for this file: 900 KB of 1 MB of storage is used. Delete documents you no longer need, then try again.',
    );
    expect(storedFiles()).toHaveLength(3);

    // Another account has its own room.
    const other = await signedInVendor(t);
    expect((await postDocument(t, other.headers, body('Insurance', 300 * 1024))).statusCode).toBe(201);
    // Deleting a document makes room again.
    const [first] = await t.db.select().from(documents).where(eq(documents.ownerVendorId, vendor.vendor.id));
    await t.app.inject({ method: 'DELETE', url: `/documents/${first?.id}`, headers: vendor.headers });
    expect((await postDocument(t, vendor.headers, body('Egg-Handler', 200 * 1024))).statusCode).toBe(201);
  });

  it('keeps the current version and two old ones of a document, removing older files', async () => {
    const vendor = await signedInVendor(t);
    for (let i = 0; i < 5; i += 1)
      expect((await postDocument(t, vendor.headers, body('Insurance', 100 * 1024))).statusCode).toBe(201);
    const rows = await t.db.select().from(documents).where(eq(documents.ownerVendorId, vendor.vendor.id));
    expect(rows.map((row) => row.version).sort()).toEqual([3, 4, 5]);
    expect(storedFiles().sort()).toEqual(rows.map((row) => row.storageKey).sort());
    // Every version kept counts: three of 100 KB.
    expect((await storage(vendor.headers)).used_bytes).toBe(300 * 1024);
  });

  it('lets a new version in at the quota when the old version it replaces makes the room', async () => {
    const vendor = await signedInVendor(t);
    for (let i = 0; i < 3; i += 1)
      expect((await postDocument(t, vendor.headers, body('Insurance', 300 * 1024))).statusCode).toBe(201);
    // 900 KB of 1 MB: a fourth version of 300 KB fits because the first (300 KB) goes.
    expect((await postDocument(t, vendor.headers, body('Insurance', 300 * 1024))).statusCode).toBe(201);
    expect((await storage(vendor.headers)).used_bytes).toBe(900 * 1024);
    // A new document of another type does not replace anything: refused, and nothing was removed for it.
    expect((await postDocument(t, vendor.headers, body('Egg-Handler', 300 * 1024))).statusCode).toBe(413);
    const rows = await t.db.select().from(documents).where(eq(documents.ownerVendorId, vendor.vendor.id));
    expect(rows.map((row) => row.version).sort()).toEqual([2, 3, 4]);
    expect(storedFiles()).toHaveLength(3);
  });

  it('keeps an old version a market application names', async () => {
    const vendor = await signedInVendor(t);
    const first = await postDocument(t, vendor.headers, body('Insurance', 10 * 1024));
    await t.db.insert(marketApplications).values({
      vendorId: vendor.vendor.id,
      marketId: (await createMarket(await signedInManager(t))).id,
      documentIds: [first.json().data.id],
    });
    for (let i = 0; i < 4; i += 1)
      expect((await postDocument(t, vendor.headers, body('Insurance', 10 * 1024))).statusCode).toBe(201);
    const rows = await t.db.select().from(documents).where(eq(documents.ownerVendorId, vendor.vendor.id));
    // Versions 3–5 are the current one and two old ones; version 1 stays for the application, version 2 goes.
    expect(rows.map((row) => row.version).sort()).toEqual([1, 3, 4, 5]);
  });

  it('counts a kept vendor’s documents against the manager who keeps them', async () => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager);
    const kept = await manager.api('POST', '/market-managers/vendors', {
      business_name: 'Kept Farm',
      type: 'PRODUCER',
      market_ids: [market.id],
    });
    const headers = { authorization: `Bearer ${manager.token}` };
    const ownerId = kept.json().data.id;
    expect(
      (await postDocument(t, headers, body('Insurance', 600 * 1024), `?owner_id=${ownerId}`)).statusCode,
    ).toBe(201);
    expect(await storage(headers)).toEqual({ used_bytes: 600 * 1024, quota_bytes: MB });
    const refused = await postDocument(
      t,
      headers,
      body('Health-Department', 600 * 1024),
      `?owner_id=${ownerId}`,
    );
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({ used_bytes: 600 * 1024, quota_bytes: MB });
  });
});
