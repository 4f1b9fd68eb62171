import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { marketWithVendors, signedInManager } from '../../../test/market-fixtures';
import { pdfAnswerText } from '../../../test/pdf-text';
import { startSmtp } from '../../../test/smtp-server';
import { openTestApps } from '../../../test/use-test-app';
import { vendors } from '../../db/schema';

const openApp = openTestApps();

async function bookCheckout(app: TestApp) {
  const manager = await signedInManager(app);
  const { market, vendors } = await marketWithVendors(manager);
  const created = await manager.api('POST', `/market-managers/transactions/${market.id}`, {
    market_vendor_id: vendors.producer.market_vendor_id,
    market_date: '2026-11-21',
    reported_gross: 500,
    tokens: [{ token_id: market.tokens[0]?.id, count: 12 }],
  });
  return { manager, transaction: created.json().data };
}

describe('receipts', () => {
  it('renders the receipt PDF with the vendor, the fee line and the money owed', async () => {
    const t = await openApp();
    const { manager, transaction } = await bookCheckout(t);
    const response = await manager.api(
      'GET',
      `/market-managers/transactions/receipt?transaction_id=${transaction.id}`,
    );
    const text = await pdfAnswerText(response);
    expect(text).toContain('Downtown Farmers Market');
    expect(text).toContain('Green Valley Produce');
    expect(text).toContain('6% of $500.00 = $30.00');
    // $30 + $1.50 − $12 = $19.50.
    expect(text).toContain('Money Owed');
    expect(text).toContain('$19.50');
  });

  it('sizes the test receipt by print scale', async () => {
    const t = await openApp();
    const { manager } = await bookCheckout(t);
    const sizeOf = async (query: string) => {
      const pdf = (
        await manager.api('GET', `/market-managers/transactions/receipt/test?${query}`)
      ).rawPayload.toString('latin1');
      const box = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf);
      return [Math.round(Number(box?.[1])), Math.round(Number(box?.[2]))];
    };
    expect((await sizeOf('print_scale=Standard'))[0]).toBe(227);
    expect(await sizeOf('print_scale=Wide')).toEqual([595, 281]);
    expect(await sizeOf('print_scale=Custom&width=58&height=120&font_size=8')).toEqual([164, 340]);
  });

  it('e-mails the receipt with the PDF attached through a real SMTP server', async () => {
    const smtp = await startSmtp();
    try {
      const t = await openApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
      const { manager, transaction } = await bookCheckout(t);
      const response = await manager.api('POST', '/email/transactions', { transaction_id: transaction.id });
      expect(response.json()).toEqual({ message: 'Receipt Sent' });
      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0] ?? '';
      expect(mail).toContain('To: producer@example.com');
      expect(mail).toContain('Subject: Your receipt from Downtown Farmers Market');
      expect(mail).toMatch(/Content-Type: application\/pdf; name=receipt-[0-9a-f]{8}\.pdf/);
      expect(mail).toContain('JVBERi0'); // "%PDF-" in base64
    } finally {
      await smtp.close();
    }
  });

  it("refuses another manager's receipt", async () => {
    const t = await openApp();
    const { transaction } = await bookCheckout(t);
    const other = await signedInManager(t);
    expect(
      (await other.api('GET', `/market-managers/transactions/receipt?transaction_id=${transaction.id}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await other.api('POST', '/email/transactions', { transaction_id: transaction.id })).statusCode,
    ).toBe(404);
  });
});

describe('receipts in the vendor’s language (docs/i18n.md)', () => {
  async function spanishVendorCheckout(t: TestApp) {
    const booked = await bookCheckout(t);
    await t.db
      .update(vendors)
      .set({ language: 'es' })
      .where(eq(vendors.businessName, 'Green Valley Produce'));
    return booked;
  }

  it('prints a Spanish-speaking vendor’s receipt in Spanish for their English-speaking manager', async () => {
    const t = await openApp();
    const { manager, transaction } = await spanishVendorCheckout(t);
    const text = await pdfAnswerText(
      await manager.api('GET', `/market-managers/transactions/receipt?transaction_id=${transaction.id}`),
    );
    expect(text).toContain('Día de mercado sáb, 21 de nov de 2026');
    expect(text).toContain('Ventas brutas');
    expect(text).toContain('6% de $500.00 = $30.00');
    expect(text).toContain('Saldo adeudado');
    expect(text).toContain('$19.50');
    expect(text).toMatch(/Recibo [0-9A-F]{8}/);
    // The manager's names stay as they wrote them.
    expect(text).toContain('Green Valley Produce');
    expect(text).not.toContain('Money Owed');
  });

  it('e-mails it in Spanish too', async () => {
    const smtp = await startSmtp();
    try {
      const t = await openApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
      const { manager, transaction } = await spanishVendorCheckout(t);
      const response = await manager.api('POST', '/email/transactions', { transaction_id: transaction.id });
      expect(response.statusCode).toBe(200);
      const mail = smtp.received[0] ?? '';
      expect(mail).toContain('Subject: Su recibo de Downtown Farmers Market');
      expect(mail).toContain('Hola, Green Valley Produce:');
      expect(mail).toMatch(/name=recibo-[0-9a-f]{8}\.pdf/);
    } finally {
      await smtp.close();
    }
  });
});
