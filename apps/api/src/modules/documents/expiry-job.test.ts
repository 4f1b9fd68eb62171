import type { DocumentPage, NotificationPage } from '@marketday/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { daysFromToday } from '../../../test/document-dates';
import { bearer, insertVendorUserAt, tokensFor } from '../../../test/factories';
import { createMarket, signedInManager } from '../../../test/market-fixtures';
import { FILES, postDocument, uploadBody } from '../../../test/uploads';
import { useTestApp } from '../../../test/use-test-app';
import { notifications, vendors } from '../../db/schema';
import { runExpiryJob } from './expiry-job';

const t = useTestApp();

const inDays = (n: number) => daysFromToday(t, n);

describe('document expiry job', () => {
  it('notifies the vendor and their market manager once per document and state, even when run twice', async () => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager);
    const { user } = await insertVendorUserAt(t.db, market.id);
    const headers = bearer((await tokensFor(t, user.username)).access_token);
    const send = (type: string, expr: string) => {
      const body = uploadBody({
        params: { type, meta: {}, expr },
        file: { name: 'd.pdf', content: FILES.pdf },
      });
      return postDocument(t, headers, body);
    };
    await send('Insurance', inDays(-1));
    await send('Permit-To-Sell', inDays(5));
    await send('CPC-Certificate', inDays(90));

    const first = await runExpiryJob({ db: t.db, mailer: t.app.mailer, now: t.clock.now() });
    const second = await runExpiryJob({ db: t.db, mailer: t.app.mailer, now: t.clock.now() });
    expect(first.created).toBe(4);
    expect(second.created).toBe(0);
    const forVendor = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, user.id), eq(notifications.type, 'document_expiration')));
    expect(forVendor.map((n) => n.title).sort()).toEqual([
      'Insurance expired',
      'Permit to Sell expires soon',
    ]);
    expect(forVendor.find((n) => n.title === 'Insurance expired')?.message).toContain('Due yesterday');
    const forManager = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, manager.user.id));
    expect(forManager).toHaveLength(2);
    expect(await t.sentMail()).toHaveLength(2);

    // Two processes at once still write each notification once.
    await t.db.delete(notifications);
    const [a, b] = await Promise.all([
      runExpiryJob({ db: t.db, mailer: t.app.mailer, now: t.clock.now() }),
      runExpiryJob({ db: t.db, mailer: t.app.mailer, now: t.clock.now() }),
    ]);
    expect(a.created + b.created).toBe(4);
    expect(
      await t.db.select().from(notifications).where(eq(notifications.type, 'document_expiration')),
    ).toHaveLength(4);
  });

  it("a manager's notice names the vendor, whose documents the manager can list; the vendor's own names no one", async () => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager);
    const { user, vendor } = await insertVendorUserAt(t.db, market.id);
    const headers = bearer((await tokensFor(t, user.username)).access_token);
    const body = uploadBody({
      params: { type: 'Insurance', meta: {}, expr: inDays(-1) },
      file: { name: 'd.pdf', content: FILES.pdf },
    });
    const uploaded = await postDocument(t, headers, body);
    expect(uploaded.statusCode).toBe(201);
    // A message the manager writes to the vendor is about no vendor's documents.
    expect(
      (await manager.api('POST', '/notifications', { title: 'Hi', message: 'Hello', vendor_id: vendor.id }))
        .statusCode,
    ).toBe(201);
    await runExpiryJob({ db: t.db, mailer: t.app.mailer, now: t.clock.now() });

    const managerInbox = (await manager.api('GET', '/notifications')).json() as NotificationPage;
    expect(managerInbox.data).toEqual([
      expect.objectContaining({ type: 'document_expiration', vendor_id: vendor.id }),
    ]);
    const vendorInbox = (
      await t.app.inject({ method: 'GET', url: '/notifications', headers })
    ).json() as NotificationPage;
    expect(vendorInbox.data.map((n) => [n.type, n.vendor_id]).sort()).toEqual([
      ['document_expiration', null],
      ['manager_notification', null],
    ]);
    // The notice's vendor is one the manager may list documents of.
    const listed = (await manager.api('GET', `/documents?owner_id=${vendor.id}`)).json() as DocumentPage;
    expect(listed.data).toEqual([expect.objectContaining({ owner_id: vendor.id, type: 'Insurance' })]);
  });
});

describe('document expiry e-mails in the vendor’s language (docs/i18n.md)', () => {
  async function vendorWith(documents: [type: string, expr: string][], language: 'en' | 'es') {
    const manager = await signedInManager(t);
    const market = await createMarket(manager);
    const { user, vendor } = await insertVendorUserAt(t.db, market.id);
    await t.db.update(vendors).set({ language }).where(eq(vendors.id, vendor.id));
    const headers = bearer((await tokensFor(t, user.username)).access_token);
    for (const [type, expr] of documents) {
      const body = uploadBody({
        params: { type, meta: {}, expr },
        file: { name: 'd.pdf', content: FILES.pdf },
      });
      expect((await postDocument(t, headers, body)).statusCode).toBe(201);
    }
    return { user, vendor };
  }

  it('reminds a Spanish-speaking vendor in Spanish and an English-speaking one in today’s English', async () => {
    const spanish = await vendorWith(
      [
        ['Insurance', inDays(-1)],
        ['Permit-To-Sell', inDays(5)],
      ],
      'es',
    );
    const english = await vendorWith(
      [
        ['Insurance', inDays(-3)],
        ['Permit-To-Sell', inDays(0)],
      ],
      'en',
    );
    await runExpiryJob({ db: t.db, mailer: t.app.mailer, now: t.clock.now() });
    const sent = await t.sentMail();
    const to = (email: string) =>
      sent
        .filter((m) => m.to === email)
        .map((m) => [m.subject, m.text])
        .sort();
    const name = spanish.vendor.businessName;
    expect(to(spanish.user.email)).toEqual([
      [
        'Permiso de venta: vence pronto',
        `Hola, ${name}:\n\nSu Permiso de venta vence en 5 días. Suba una copia vigente a Marketday, por favor.\n`,
      ],
      [
        'Seguro: venció',
        `Hola, ${name}:\n\nSu Seguro venció ayer. Suba una copia vigente a Marketday, por favor.\n`,
      ],
    ]);
    const other = english.vendor.businessName;
    expect(to(english.user.email)).toEqual([
      [
        'Insurance expired',
        `Hello ${other},\n\nYour Insurance is due 3 days ago. Please upload a current copy in Marketday.\n`,
      ],
      [
        'Permit to Sell expires soon',
        `Hello ${other},\n\nYour Permit to Sell is due today. Please upload a current copy in Marketday.\n`,
      ],
    ]);
    // The inbox notices are not the e-mails: they stay as they were.
    const notices = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, spanish.user.id));
    expect(notices.map((n) => n.title).sort()).toEqual(['Insurance expired', 'Permit to Sell expires soon']);
  });
});
