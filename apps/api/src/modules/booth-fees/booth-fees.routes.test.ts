import { type Balances, BOOTH_FEE_MESSAGES, type VendorAccount } from '@marketday/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recordPayment as pay } from '../../../test/balance-fixtures';
import { createClock } from '../../../test/build-test-app';
import { signedInStaff, signedInVendor } from '../../../test/clients';
import { createMarket, type ManagerClient, signedInManager } from '../../../test/market-fixtures';
import { pdfText } from '../../../test/pdf-text';
import { useTestApp } from '../../../test/use-test-app';
import { joinMarket } from '../../../test/vendor-self-fixtures';
import { marketSeasonSettings, vendorCharges } from '../../db/schema';
import { boothFeeSettings, chargeBoothDay, removeBoothDay } from './index';

// Monday 30 November 2026, noon in California: the Saturdays of November are past.
const t = useTestApp(() => ({ clock: createClock(new Date('2026-11-30T20:00:00Z')) }));

const fees = (marketId: string) => `/market-managers/markets/${marketId}/booth-fees`;
const PER_DAY = {
  basis: 'PER_DAY',
  charge_on: 'PRESENT',
  rates: [
    { size: '10x10', amount: 25.1 },
    { size: '10x20', amount: 40.05 },
  ],
};

async function setUp() {
  const manager = await signedInManager(t);
  const market = await createMarket(manager);
  const vendor = await signedInVendor(t);
  const marketVendorId = await joinMarket(t.db, { vendorId: vendor.vendor.id, marketId: market.id });
  return { manager, market, vendor, marketVendorId };
}

async function balanceOf(manager: ManagerClient, marketId: string, vendorId: string) {
  const response = await manager.api('GET', `/market-managers/markets/${marketId}/balances`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Balances).balances.find((b) => b.vendor_id === vendorId);
}

describe('booth fee settings', () => {
  it('round-trip in exact cents, keep the drop deadline, and are read by staff but set by a co-manager', async () => {
    const { manager, market } = await setUp();
    expect((await manager.api('GET', fees(market.id))).json()).toEqual({
      basis: 'NONE',
      charge_on: 'PRESENT',
      rates: [],
    });
    // The date requests' deadline lives in the same row: saving fees never resets it.
    await t.db.insert(marketSeasonSettings).values({ marketId: market.id, dropDeadlineHours: 72 });
    const saved = await manager.api('PUT', fees(market.id), PER_DAY);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ message: BOOTH_FEE_MESSAGES.saved, data: PER_DAY });
    expect((await manager.api('GET', fees(market.id))).json()).toEqual(PER_DAY);
    expect(await boothFeeSettings({ db: t.db, marketId: market.id })).toEqual({
      basis: 'PER_DAY',
      chargeOn: 'PRESENT',
      rates: [
        { size: '10x10', amountCents: 2510 },
        { size: '10x20', amountCents: 4005 },
      ],
    });
    const [row] = await t.db
      .select()
      .from(marketSeasonSettings)
      .where(eq(marketSeasonSettings.marketId, market.id));
    expect(row?.dropDeadlineHours).toBe(72);

    const duplicate = await manager.api('PUT', fees(market.id), {
      ...PER_DAY,
      rates: [...PER_DAY.rates, { size: '10x10', amount: 1 }],
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().errors).toEqual([
      { path: 'rates.2.size', message: BOOTH_FEE_MESSAGES.duplicateSize('10x10') },
    ]);

    const asStaff = (role: 'STAFF' | 'CO_MANAGER') =>
      signedInStaff(t, { managerId: manager.manager.id, role, marketIds: [market.id] });
    const staff = await asStaff('STAFF');
    expect((await staff.api('GET', fees(market.id))).json()).toEqual(PER_DAY);
    expect((await staff.api('PUT', fees(market.id), { ...PER_DAY, basis: 'NONE' })).statusCode).toBe(403);
    const coManager = await asStaff('CO_MANAGER');
    expect((await coManager.api('PUT', fees(market.id), { ...PER_DAY, rates: [] })).statusCode).toBe(200);

    const stranger = await signedInManager(t);
    expect((await stranger.api('GET', fees(market.id))).statusCode).toBe(404);
    expect((await stranger.api('PUT', fees(market.id), PER_DAY)).statusCode).toBe(404);
    expect((await manager.api('GET', fees(market.id))).json().rates).toEqual([]);
  });
});

describe('booth fee charges', () => {
  it('charge a booth day once, add to both balances and the history, and are settled by a payment', async () => {
    const { manager, market, vendor, marketVendorId } = await setUp();
    const day = { db: t.db, marketId: market.id, marketVendorId, date: '2026-11-14', boothSize: '10x10' };
    // No fee yet: nothing is charged.
    expect(await chargeBoothDay(day)).toEqual({ charged: false, reason: 'NO_FEE' });
    await manager.api('PUT', fees(market.id), PER_DAY);
    expect(await chargeBoothDay({ ...day, boothSize: '8x8' })).toEqual({ charged: false, reason: 'NO_RATE' });
    expect(await chargeBoothDay({ ...day, boothSize: null })).toEqual({ charged: false, reason: 'NO_BOOTH' });
    expect(await chargeBoothDay(day)).toMatchObject({ charged: true, kind: 'BOOTH_DAY', amountCents: 2510 });
    expect(await chargeBoothDay(day)).toEqual({ charged: false, reason: 'ALREADY_CHARGED' });

    expect(await balanceOf(manager, market.id, vendor.vendor.id)).toMatchObject({
      owed_total: 0,
      charged_total: 25.1,
      paid_total: 0,
      balance: 25.1,
    });
    const own = (await vendor.api('GET', '/vendors/self/balances')).json();
    expect(own).toEqual([
      expect.objectContaining({
        market_id: market.id,
        charged_total: 25.1,
        balance: 25.1,
        charges: [
          expect.objectContaining({
            market_vendor_id: marketVendorId,
            date: '2026-11-14',
            kind: 'BOOTH_DAY',
            description: 'Booth fee 10x10 · 11/14/2026',
            amount: 25.1,
          }),
        ],
      }),
    ]);

    await pay(manager, market.id, { vendor_id: vendor.vendor.id, direction: 'FROM_VENDOR', amount: 25.1 });
    expect(await balanceOf(manager, market.id, vendor.vendor.id)).toMatchObject({ balance: 0 });
    const account = (
      await manager.api('GET', `/market-managers/markets/${market.id}/vendors/${vendor.vendor.id}/account`)
    ).json() as VendorAccount;
    expect(account.entries.map((e) => [e.kind, e.date, e.balance])).toEqual([
      ['CHARGE', '2026-11-14', 25.1],
      ['PAYMENT', '2026-11-23', 0],
    ]);
    expect(account.closing_balance).toBe(0);

    // Taken back (the present mark removed): the charge goes, and the payment now stands as a credit.
    expect(await removeBoothDay({ ...day })).toBe(1);
    expect(await balanceOf(manager, market.id, vendor.vendor.id)).toMatchObject({
      charged_total: 0,
      balance: -25.1,
    });
  });

  it('charge a season once across its dates, move it when its date is taken back, and show on the statement', async () => {
    const { manager, market, vendor, marketVendorId } = await setUp();
    await manager.api('PUT', fees(market.id), { ...PER_DAY, basis: 'PER_SEASON', charge_on: 'SCHEDULED' });
    const on = (date: string) => ({
      db: t.db,
      marketId: market.id,
      marketVendorId,
      date,
      boothSize: '10x20',
    });
    expect(await chargeBoothDay(on('2026-11-14'))).toMatchObject({ charged: true, kind: 'BOOTH_SEASON' });
    expect(await chargeBoothDay(on('2026-11-21'))).toEqual({ charged: false, reason: 'ALREADY_CHARGED' });
    const charges = () =>
      t.db
        .select({ date: vendorCharges.date, key: vendorCharges.chargeKey, cents: vendorCharges.amountCents })
        .from(vendorCharges)
        .where(eq(vendorCharges.marketVendorId, marketVendorId));
    expect(await charges()).toEqual([{ date: '2026-11-14', key: 'BOOTH_SEASON:2026', cents: 4005 }]);

    // The date it was dated by is taken back: it moves to the vendor's next charged date of the year.
    expect(await removeBoothDay({ ...on('2026-11-14'), remainingDates: ['2026-11-28', '2026-11-21'] })).toBe(
      1,
    );
    expect(await charges()).toEqual([{ date: '2026-11-21', key: 'BOOTH_SEASON:2026', cents: 4005 }]);
    // Another date taken back leaves it; the last one removes it.
    expect(await removeBoothDay(on('2026-11-28'))).toBe(0);
    expect(await removeBoothDay(on('2026-11-21'))).toBe(1);
    expect(await charges()).toEqual([]);

    await chargeBoothDay(on('2026-11-21'));
    const response = await manager.api(
      'GET',
      `/market-managers/markets/${market.id}/vendors/${vendor.vendor.id}/statement.pdf?start_date=2026-11-01&end_date=2026-11-30`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const lines = (await pdfText(response.rawPayload)).split('\n').map((l) => l.replace(/\s+/g, ' ').trim());
    expect(lines.find((l) => l.startsWith('11/21/2026 Season booth fee 10x20 · 2026'))).toMatch(
      /\$40\.05 \$40\.05$/,
    );
    expect(lines.join('\n')).toContain('owes Downtown Farmers Market $40.05 as of 11/30/2026.');
  });
});
