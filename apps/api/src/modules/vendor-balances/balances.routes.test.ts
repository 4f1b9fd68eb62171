import { type Balances, PAYMENT_MESSAGES, type Payment, type VendorAccount } from '@marketday/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bookCheckout as checkout,
  makeCalFreshSnap,
  recordPayment as pay,
} from '../../../test/balance-fixtures';
import { signedInVendor } from '../../../test/clients';
import { expectVendorKeptAtMarket } from '../../../test/ledger-assertions';
import {
  createMarket,
  type ManagerClient,
  managerWithMarket,
  signedInManager,
} from '../../../test/market-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { joinMarket } from '../../../test/vendor-self-fixtures';
import { vendorPayments } from '../../db/schema';

// Issue 17 item 2: a vendor's balance at a market is Σ money owed of its checkouts − Σ payments, on both
// databases, whatever happens to the checkouts afterwards; payments are undone only by reversing entries.
const t = useTestApp();

async function balances(manager: ManagerClient, marketId: string, query = '') {
  const response = await manager.api('GET', `/market-managers/markets/${marketId}/balances${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Balances;
}

async function balanceOf(manager: ManagerClient, marketId: string, vendorId: string) {
  return (await balances(manager, marketId)).balances.find((b) => b.vendor_id === vendorId)?.balance;
}

// Producers pay 6% of gross and the $1.50 gov fee; CalFresh tokens are worth $5 each.
const setUp = () => managerWithMarket(t);

describe('vendor balances', () => {
  it('sums money owed less payments per vendor, and follows checkout edits and deletes', async () => {
    const { manager, market, vendors, calfresh } = await setUp();
    const { producer, reseller } = vendors;
    // $100 gross: $6 + $1.50 in fees, $20 in CalFresh tokens: the market owes the producer $12.50.
    const first = await checkout(manager, market, producer.market_vendor_id, '2026-11-14', 100, [
      { token_id: calfresh.id, count: 4 },
    ]);
    expect(first.money_owed).toBe(-12.5);
    const second = await checkout(manager, market, producer.market_vendor_id, '2026-11-21', 200);
    expect(second.money_owed).toBe(13.5);
    await checkout(manager, market, reseller.market_vendor_id, '2026-11-21', 100);
    expect(await balanceOf(manager, market.id, producer.id)).toBe(1);

    // The second day's gross was a typo: 20, not 200. The balance follows the corrected checkout.
    const edited = await manager.api(
      'PUT',
      `/market-managers/transactions?market_vendor_id=${producer.market_vendor_id}&market_date=2026-11-21`,
      {
        market_vendor_id: producer.market_vendor_id,
        market_date: '2026-11-21',
        reported_gross: 20,
        tokens: [],
      },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.money_owed).toBe(2.7);
    expect(await balanceOf(manager, market.id, producer.id)).toBe(-9.8);

    await pay(manager, market.id, { vendor_id: producer.id, direction: 'TO_VENDOR', amount: 5 });
    expect(await balanceOf(manager, market.id, producer.id)).toBe(-4.8);

    // The first checkout deleted: only the edited one and the payment are left. 2.70 − (−5.00) = 7.70.
    expect((await manager.api('DELETE', `/market-managers/transactions/${first.id}`)).statusCode).toBe(200);
    const after = await balances(manager, market.id);
    expect(after.balances.find((b) => b.vendor_id === producer.id)).toMatchObject({
      owed_total: 2.7,
      paid_total: -5,
      balance: 7.7,
      checkouts: 1,
      last_market_date: '2026-11-21',
      last_paid_on: '2026-11-23',
    });
  });

  it('filters vendors that owe, are owed and are settled, with the totals of each side and a CSV', async () => {
    const { manager, market, vendors, calfresh } = await setUp();
    await checkout(manager, market, vendors.producer.market_vendor_id, '2026-11-21', 100, [
      { token_id: calfresh.id, count: 4 },
    ]);
    await checkout(manager, market, vendors.reseller.market_vendor_id, '2026-11-21', 100);
    // The service vendor has no checkout: settled at zero.
    const all = await balances(manager, market.id);
    expect(all.totals).toEqual({ vendors_owe: 26.5, market_owes: 12.5, vendors: 3 });
    const names = async (filter: string) =>
      (await balances(manager, market.id, `?filter=${filter}`)).balances.map((b) => b.vendor_name);
    expect(await names('owes')).toEqual(['Rise & Shine Bakery']);
    expect(await names('owed')).toEqual(['Green Valley Produce']);
    expect(await names('settled')).toEqual(['Knife Sharpening Sam']);
    expect((await balances(manager, market.id, '?search=valley')).balances).toHaveLength(1);
    // A search for "%" matches a literal percent sign only.
    expect((await balances(manager, market.id, '?search=%25')).balances).toHaveLength(0);

    const bad = await manager.api('GET', `/market-managers/markets/${market.id}/balances?filter=late`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toContain('Filter must be all, owes, owed or settled');

    const csv = await manager.api('GET', `/market-managers/markets/${market.id}/balances/csv?filter=all`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'Vendor,Vendor Type,Checkouts,Money Owed Total,Charges Total,Payments Total,Balance,Status,Last Market Day,Last Payment',
    );
    expect(lines).toContain(
      'Green Valley Produce,PRODUCER,1,-12.50,0.00,0.00,-12.50,Market owes vendor,11/21/2026,',
    );
    expect(lines).toContain('Knife Sharpening Sam,ANCILLARY,0,0.00,0.00,0.00,0.00,Settled,,');
  });

  it('settles with a check payment, then a reversing entry restores the balance, once', async () => {
    const { manager, market, vendors, calfresh } = await setUp();
    const { producer } = vendors;
    await checkout(manager, market, producer.market_vendor_id, '2026-11-21', 100, [
      { token_id: calfresh.id, count: 4 },
    ]);
    const recorded = await pay(manager, market.id, {
      vendor_id: producer.id,
      direction: 'TO_VENDOR',
      amount: 12.5,
      method: 'CHECK',
      check_number: ' 1042 ',
      note: 'SNAP reimbursement',
    });
    expect(recorded.message).toBe(PAYMENT_MESSAGES.recorded);
    const payment = recorded.data as Payment;
    expect(payment).toMatchObject({
      direction: 'TO_VENDOR',
      amount: 12.5,
      method: 'CHECK',
      check_number: '1042',
      note: 'SNAP reimbursement',
      reverses_payment_id: null,
      reversed_by_payment_id: null,
    });
    expect(await balanceOf(manager, market.id, producer.id)).toBe(0);
    expect(
      (await balances(manager, market.id, '?filter=settled')).balances.map((b) => b.vendor_id),
    ).toContain(producer.id);

    const reversed = await manager.api('POST', `/market-managers/payments/${payment.id}/reverse`, {
      note: 'Check lost in the mail',
    });
    expect(reversed.statusCode, reversed.body).toBe(201);
    expect(reversed.json()).toMatchObject({
      message: PAYMENT_MESSAGES.reversed,
      data: { reverses_payment_id: payment.id, direction: 'TO_VENDOR', amount: 12.5, method: 'CHECK' },
    });
    expect(await balanceOf(manager, market.id, producer.id)).toBe(-12.5);

    const again = await manager.api('POST', `/market-managers/payments/${payment.id}/reverse`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(PAYMENT_MESSAGES.alreadyReversed);
    const reversal = reversed.json().data as Payment;
    const ofReversal = await manager.api('POST', `/market-managers/payments/${reversal.id}/reverse`, {});
    expect(ofReversal.statusCode).toBe(409);
    expect(ofReversal.json().detail).toBe(PAYMENT_MESSAGES.reversalOfReversal);
    expect(await balanceOf(manager, market.id, producer.id)).toBe(-12.5);

    // Both taps of two devices at once: one reversal is written, the other is refused.
    const second = await pay(manager, market.id, {
      vendor_id: producer.id,
      direction: 'TO_VENDOR',
      amount: 12.5,
    });
    const both = await Promise.all([
      manager.api('POST', `/market-managers/payments/${second.data.id}/reverse`, {}),
      manager.api('POST', `/market-managers/payments/${second.data.id}/reverse`, {}),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await balanceOf(manager, market.id, producer.id)).toBe(-12.5);
  });

  it('records a retried payment once, and refuses a payment against a balance another device already paid', async () => {
    const { manager, market, vendors, calfresh } = await setUp();
    const { producer } = vendors;
    await checkout(manager, market, producer.market_vendor_id, '2026-11-21', 100, [
      { token_id: calfresh.id, count: 4 },
    ]);
    const body = {
      vendor_id: producer.id,
      paid_on: '2026-11-23',
      direction: 'TO_VENDOR',
      amount: 12.5,
      method: 'CASH',
      expected_balance: -12.5,
    };
    const send = (key: string, payload: object = body) =>
      t.app.inject({
        method: 'POST',
        url: `/market-managers/markets/${market.id}/payments`,
        headers: { authorization: `Bearer ${manager.token}`, 'idempotency-key': key },
        payload,
      });
    // The answer was lost and the phone sent again: one payment, the same answer.
    const [first, retried] = await Promise.all([send('pay-key-0001'), send('pay-key-0001')]);
    expect([first.statusCode, retried.statusCode]).toEqual([201, 201]);
    expect(retried.json()).toEqual(first.json());
    expect(await t.db.select().from(vendorPayments)).toHaveLength(1);
    expect(await balanceOf(manager, market.id, producer.id)).toBe(0);
    // The same key with another payment is refused.
    const reused = await send('pay-key-0001', { ...body, amount: 1 });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().detail).toBe(PAYMENT_MESSAGES.idempotencyMismatch);
    // A second device opened the form at -$12.50 too: the balance is settled now, so it is refused.
    const second = await send('pay-key-0002');
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toBe(PAYMENT_MESSAGES.balanceChanged('$0.00'));
    expect(await balanceOf(manager, market.id, producer.id)).toBe(0);
    // Two devices at the same moment, each with its own key: one payment is written.
    await checkout(manager, market, producer.market_vendor_id, '2026-11-22', 100, [
      { token_id: calfresh.id, count: 4 },
    ]);
    const both = await Promise.all([send('pay-key-0003'), send('pay-key-0004')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await balanceOf(manager, market.id, producer.id)).toBe(0);
  });

  it('refuses bad payments with the message of the field, and records nothing', async () => {
    const { manager, market, vendors } = await setUp();
    const other = await createMarket(manager, { name: 'Riverside' });
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 0 }, PAYMENT_MESSAGES.amountPositive],
      [{ amount: -5 }, PAYMENT_MESSAGES.amountPositive],
      [{ amount: '12abc' }, PAYMENT_MESSAGES.amountRequired],
      [{ amount: 1.005 }, 'Use at most two decimals'],
      [{ amount: 1e12 }, 'Amount must be at most $1,000,000.00'],
      [{ method: 'CHECK', check_number: '  ' }, PAYMENT_MESSAGES.checkNumberRequired],
      [{ paid_on: '0000-01-01' }, 'Date must be between 01/01/1900 and 12/31/2100'],
      [{ note: 'a\u0000b' }, 'Remove the control characters from this text'],
      [{ direction: 'SIDEWAYS' }, 'Choose who paid'],
    ];
    for (const [change, message] of cases) {
      const body = { vendor_id: vendors.producer.id, direction: 'FROM_VENDOR', amount: 10, ...change };
      const response = await pay(manager, market.id, body, 400);
      expect(response.detail, JSON.stringify(change)).toBe(message);
    }
    // A payment dated after today at the market (a mistyped year).
    const future = await pay(
      manager,
      market.id,
      { vendor_id: vendors.producer.id, direction: 'FROM_VENDOR', amount: 1, paid_on: '2099-01-01' },
      400,
    );
    expect(future.detail).toBe(PAYMENT_MESSAGES.futureDate);
    // A vendor that does not sell at this market.
    const notHere = await pay(
      manager,
      other.id,
      { vendor_id: vendors.producer.id, direction: 'FROM_VENDOR', amount: 1 },
      400,
    );
    expect(notHere.detail).toBe(PAYMENT_MESSAGES.vendorNotAtMarket);
    expect(await t.db.select().from(vendorPayments)).toEqual([]);
  });

  it("never reads or changes another manager's balances or payments", async () => {
    const { manager, market, vendors } = await setUp();
    const payment = (
      await pay(manager, market.id, { vendor_id: vendors.producer.id, direction: 'FROM_VENDOR', amount: 3 })
    ).data as Payment;
    const stranger = await signedInManager(t);
    expect((await stranger.api('GET', `/market-managers/markets/${market.id}/balances`)).statusCode).toBe(
      404,
    );
    expect((await stranger.api('GET', `/market-managers/markets/${market.id}/balances/csv`)).statusCode).toBe(
      404,
    );
    expect(
      (
        await stranger.api(
          'GET',
          `/market-managers/markets/${market.id}/vendors/${vendors.producer.id}/account`,
        )
      ).statusCode,
    ).toBe(404);
    // The stranger records $3 from the producer at a market.
    const strangerPays = (marketId: string) =>
      stranger.api('POST', `/market-managers/markets/${marketId}/payments`, {
        vendor_id: vendors.producer.id,
        paid_on: '2026-11-23',
        direction: 'FROM_VENDOR',
        amount: 3,
        method: 'CASH',
      });
    expect((await strangerPays(market.id)).statusCode).toBe(404);
    // The stranger's own market with this vendor id: the vendor does not sell there.
    const own = await createMarket(stranger);
    expect((await strangerPays(own.id)).statusCode).toBe(400);
    expect(
      (await stranger.api('POST', `/market-managers/payments/${payment.id}/reverse`, {})).statusCode,
    ).toBe(404);
    expect(await balanceOf(manager, market.id, vendors.producer.id)).toBe(-3);
  });

  it('keeps a vendor with payments at the market, and the market itself, as with checkouts', async () => {
    const { manager, market, vendors } = await setUp();
    await pay(manager, market.id, { vendor_id: vendors.service.id, direction: 'FROM_VENDOR', amount: 20 });
    await expectVendorKeptAtMarket(manager, market, vendors.service);
    const deleted = await manager.api('DELETE', `/market-managers/markets/${market.id}`);
    expect(deleted.statusCode).toBe(409);
    expect(await balanceOf(manager, market.id, vendors.service.id)).toBe(-20);
  });

  it('keeps payments append-only in the database itself', async () => {
    const { manager, market, vendors } = await setUp();
    await pay(manager, market.id, { vendor_id: vendors.producer.id, direction: 'FROM_VENDOR', amount: 3 });
    await expect(t.db.update(vendorPayments).set({ amountCents: 1 })).rejects.toThrow();
    await expect(t.db.execute(sql`delete from vendor_payments`)).rejects.toThrow();
    const rows = await t.db
      .select()
      .from(vendorPayments)
      .where(eq(vendorPayments.vendorId, vendors.producer.id));
    expect(rows.map((r) => r.amountCents)).toEqual([300]);
  });
});

describe("a vendor's account at a market", () => {
  it('lists checkouts and payments by date with the running balance, the tokens by program and an opening balance', async () => {
    const { manager, market, vendors, calfresh } = await setUp();
    // CalFresh is a SNAP token.
    await makeCalFreshSnap(manager, market);
    const { producer } = vendors;
    await checkout(manager, market, producer.market_vendor_id, '2026-11-07', 100);
    await checkout(manager, market, producer.market_vendor_id, '2026-11-14', 100, [
      { token_id: calfresh.id, count: 4 },
    ]);
    await pay(manager, market.id, {
      vendor_id: producer.id,
      direction: 'FROM_VENDOR',
      amount: 7.5,
      paid_on: '2026-11-07',
    });
    await pay(manager, market.id, {
      vendor_id: producer.id,
      direction: 'TO_VENDOR',
      amount: 12.5,
      paid_on: '2026-11-20',
    });

    const url = `/market-managers/markets/${market.id}/vendors/${producer.id}/account`;
    const whole = (await manager.api('GET', url)).json() as VendorAccount;
    expect(whole.entries.map((e) => [e.kind, e.date, e.balance])).toEqual([
      ['CHECKOUT', '2026-11-07', 7.5],
      ['PAYMENT', '2026-11-07', 0],
      ['CHECKOUT', '2026-11-14', -12.5],
      ['PAYMENT', '2026-11-20', 0],
    ]);
    expect(whole.entries[2]).toMatchObject({
      gross: 100,
      market_fee: 6,
      gov_fee: 1.5,
      token_total: 20,
      tokens_by_program: [{ program: 'SNAP', label: 'SNAP', value: 20 }],
      money_owed: -12.5,
    });
    expect(whole).toMatchObject({
      opening_balance: 0,
      closing_balance: 0,
      vendor_name: producer.business_name,
    });

    const range = (
      await manager.api('GET', `${url}?start_date=2026-11-10&end_date=2026-11-15`)
    ).json() as VendorAccount;
    expect(range).toMatchObject({ opening_balance: 0, closing_balance: -12.5, start_date: '2026-11-10' });
    expect(range.entries.map((e) => e.date)).toEqual(['2026-11-14']);
    const late = (await manager.api('GET', `${url}?start_date=2026-11-10`)).json() as VendorAccount;
    expect(late.opening_balance).toBe(0);
    const mid = (await manager.api('GET', `${url}?start_date=2026-11-14`)).json() as VendorAccount;
    expect(mid.entries).toHaveLength(2);

    const backwards = await manager.api('GET', `${url}?start_date=2026-11-15&end_date=2026-11-10`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().detail).toContain('Start date must be before or equal to end date');
  });
});

describe("the vendor's own balances", () => {
  it('shows a vendor their balance and payments at each market, and nothing of another vendor', async () => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager);
    const a = await signedInVendor(t);
    const b = await signedInVendor(t);
    const aAt = await joinMarket(t.db, { vendorId: a.vendor.id, marketId: market.id });
    await joinMarket(t.db, { vendorId: b.vendor.id, marketId: market.id });
    const calfresh = market.tokens.find((token) => token.name === 'CalFresh')!;
    await checkout(manager, market, aAt, '2026-11-21', 100, [{ token_id: calfresh.id, count: 4 }]);
    await pay(manager, market.id, {
      vendor_id: a.vendor.id,
      direction: 'TO_VENDOR',
      amount: 10,
      method: 'CHECK',
      check_number: '77',
    });
    await pay(manager, market.id, { vendor_id: b.vendor.id, direction: 'FROM_VENDOR', amount: 4 });

    const mine = await a.api('GET', '/vendors/self/balances');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toEqual([
      expect.objectContaining({
        market_id: market.id,
        owed_total: -12.5,
        paid_total: -10,
        balance: -2.5,
        // Who at the market recorded it is not shown to the vendor.
        payments: [
          expect.objectContaining({
            direction: 'TO_VENDOR',
            amount: 10,
            check_number: '77',
            recorded_by: null,
          }),
        ],
      }),
    ]);
    const theirs = (await b.api('GET', '/vendors/self/balances')).json();
    expect(theirs).toEqual([
      expect.objectContaining({ balance: -4, payments: [expect.objectContaining({ amount: 4 })] }),
    ]);
    // A manager is not a vendor.
    expect((await manager.api('GET', '/vendors/self/balances')).statusCode).toBe(403);
  });
});
