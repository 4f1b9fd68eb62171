import { messageForStatus } from '@marketday/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { bearer, insertManager, tokensFor } from '../../../test/factories';
import { type ManagerClient, marketWithVendors, signedInManager } from '../../../test/market-fixtures';
import { startSmtp } from '../../../test/smtp-server';
import { openTestApps } from '../../../test/use-test-app';
import { vendors } from '../../db/schema';
import { MAIL_BUDGET, MAIL_WINDOW_MS } from '../notifications/mail-limit';
import { MANAGER_MAIL_MESSAGES } from './manager-mail.service';

const openApp = openTestApps();

async function checkout(manager: ManagerClient, overrides: Record<string, unknown> = {}) {
  const { market, vendors: marketVendors } = await marketWithVendors(manager);
  const created = await manager.api('POST', `/market-managers/transactions/${market.id}`, {
    market_vendor_id: marketVendors.producer.market_vendor_id,
    market_date: '2026-11-21',
    reported_gross: 500,
    tokens: [],
    ...overrides,
  });
  return { transaction: created.json().data, vendors: marketVendors };
}

// A manager on a free trial: the cheapest account to open, so the rules must hold for it too.
async function signedInTrialManager(app: TestApp): Promise<ManagerClient> {
  const { user, manager } = await insertManager(app.db, { status: 'trialing', now: app.clock.now() });
  let token = (await tokensFor(app, user.username)).access_token;
  const api: ManagerClient['api'] = (method, url, payload) =>
    app.app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    user,
    manager,
    api,
    get token() {
      return token;
    },
    set token(value: string) {
      token = value;
    },
  };
}

const contact = (vendorId: string) => ({
  vendor_id: vendorId,
  subject: 'Stall move',
  message: 'See you at 7.',
});

describe('e-mail sent by managers', () => {
  it('a receipt goes from the platform to the vendor, with the manager as Reply-To', async () => {
    const smtp = await startSmtp();
    try {
      const t = await openApp({
        env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Marketday <no-reply@marketday.test>' },
      });
      const manager = await signedInManager(t);
      const { transaction } = await checkout(manager);
      const response = await manager.api('POST', '/email/transactions', { transaction_id: transaction.id });
      expect(response.statusCode).toBe(200);
      const mail = smtp.received[0] ?? '';
      expect(mail).toContain('From: Marketday <no-reply@marketday.test>');
      expect(mail).toContain(`Reply-To: ${manager.manager.email}`);
      expect(mail).toContain('To: producer@example.com');
    } finally {
      await smtp.close();
    }
  });

  it("a receipt to any address but the vendor's is refused with 400 naming email, and nothing is sent", async () => {
    const t = await openApp();
    const manager = await signedInTrialManager(t);
    const { transaction } = await checkout(manager);
    const response = await manager.api('POST', '/email/transactions', {
      transaction_id: transaction.id,
      email: 'anyone@elsewhere.example',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      detail: MANAGER_MAIL_MESSAGES.receiptRecipient,
      errors: [{ path: 'email', message: MANAGER_MAIL_MESSAGES.receiptRecipient }],
    });
    expect(await t.sentMail()).toEqual([]);

    const same = await manager.api('POST', '/email/transactions', {
      transaction_id: transaction.id,
      email: 'Producer@Example.com',
    });
    expect(same.statusCode).toBe(200);
    expect((await t.sentMail()).map((m) => m.to)).toEqual(['producer@example.com']);
  });

  it('a receipt ignores an address typed at checkout and goes to the vendor on file', async () => {
    const t = await openApp();
    const manager = await signedInManager(t);
    const { transaction } = await checkout(manager, { receipt_email: 'typed-at-checkout@elsewhere.example' });
    expect(
      (await manager.api('POST', '/email/transactions', { transaction_id: transaction.id })).statusCode,
    ).toBe(200);
    expect((await t.sentMail()).map((m) => m.to)).toEqual(['producer@example.com']);
  });

  it("a message goes to the vendor's address with the manager as Reply-To and named in the text", async () => {
    const t = await openApp();
    const manager = await signedInTrialManager(t);
    const { vendors: marketVendors } = await checkout(manager);
    const response = await manager.api('POST', '/email/contact', contact(marketVendors.reseller.id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Message sent successfully!' });
    const sent = await t.sentMail();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'reseller@example.com', subject: 'Stall move' });
    expect(sent[0]?.text).toContain('See you at 7.');
    expect(sent[0]?.text).toContain('Sent by Test Manager through Marketday');
    // The outbox table has no Reply-To column; the composed message carries it.
    expect(t.deliveredMail[0]?.replyTo).toBe(manager.manager.email);
    expect(t.deliveredMail[0]?.raw).toContain(`Reply-To: ${manager.manager.email}`);
  });

  it("a message to another manager's vendor is refused, and one to a vendor without an address names vendor_id", async () => {
    const t = await openApp();
    const owner = await signedInManager(t);
    const { vendors: ownerVendors } = await checkout(owner);
    const other = await signedInTrialManager(t);
    expect((await other.api('POST', '/email/contact', contact(ownerVendors.producer.id))).statusCode).toBe(
      404,
    );

    await t.db.update(vendors).set({ receiptEmail: null }).where(eq(vendors.id, ownerVendors.service.id));
    const response = await owner.api('POST', '/email/contact', contact(ownerVendors.service.id));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'vendor_id', message: MANAGER_MAIL_MESSAGES.noVendorEmail },
    ]);
    expect(await t.sentMail()).toEqual([]);
  });

  it(`a trial account may send ${MAIL_BUDGET.trial} mails a day, receipts and messages together, then gets 429 with when it resets`, async () => {
    const t = await openApp();
    const manager = await signedInTrialManager(t);
    const { transaction, vendors: marketVendors } = await checkout(manager);
    const start = t.clock.now().getTime();
    for (let i = 0; i < MAIL_BUDGET.trial; i += 1) {
      const response = await manager.api('POST', '/email/contact', contact(marketVendors.producer.id));
      expect(response.statusCode).toBe(200);
    }
    const refused = await manager.api('POST', '/email/contact', contact(marketVendors.producer.id));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      detail: messageForStatus(429),
      resets_at: new Date(start + MAIL_WINDOW_MS + 1).toISOString(),
      mail_limit: MAIL_BUDGET.trial,
      mails_sent: MAIL_BUDGET.trial,
    });
    expect(Number(refused.headers['retry-after'])).toBe(refused.json().retry_after);
    expect(refused.json().retry_after).toBeGreaterThan(MAIL_WINDOW_MS / 1000 - 60);
    const receipt = await manager.api('POST', '/email/transactions', { transaction_id: transaction.id });
    expect(receipt.statusCode).toBe(429);
    expect(await t.sentMail()).toHaveLength(MAIL_BUDGET.trial);

    // Another account has its own allowance.
    const other = await signedInManager(t);
    const { vendors: otherVendors } = await checkout(other);
    expect((await other.api('POST', '/email/contact', contact(otherVendors.producer.id))).statusCode).toBe(
      200,
    );

    t.clock.advance(MAIL_WINDOW_MS + 1);
    manager.token = (await tokensFor(t, manager.user.username)).access_token;
    expect((await manager.api('POST', '/email/contact', contact(marketVendors.producer.id))).statusCode).toBe(
      200,
    );
  });
});

describe('a manager’s message in the vendor’s language (docs/i18n.md)', () => {
  it('leaves the manager’s words as written and says the footer in the vendor’s language', async () => {
    const t = await openApp();
    const manager = await signedInTrialManager(t);
    const { vendors: marketVendors } = await checkout(manager);
    await t.db.update(vendors).set({ language: 'es' }).where(eq(vendors.id, marketVendors.reseller.id));
    expect((await manager.api('POST', '/email/contact', contact(marketVendors.reseller.id))).statusCode).toBe(
      200,
    );
    expect((await manager.api('POST', '/email/contact', contact(marketVendors.producer.id))).statusCode).toBe(
      200,
    );
    const sent = await t.sentMail();
    const toSpanish = sent.find((m) => m.to === 'reseller@example.com');
    expect(toSpanish?.subject).toBe('Stall move');
    expect(toSpanish?.text).toBe(
      'See you at 7.\n\n—\nEnviado por Test Manager a través de Marketday. Responda a este correo electrónico para contestarle.',
    );
    expect(sent.find((m) => m.to === 'producer@example.com')?.text).toBe(
      'See you at 7.\n\n—\nSent by Test Manager through Marketday. Reply to this e-mail to answer them.',
    );
  });
});
