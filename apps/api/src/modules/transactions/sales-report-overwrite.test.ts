import { type CheckoutContext, SALES_REPORT_MESSAGES } from '@marketday/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createClock } from '../../../test/build-test-app';
import { checkoutPayload } from '../../../test/checkout-fixtures';
import { clientFor } from '../../../test/clients';
import { insertVendorUserAt } from '../../../test/factories';
import { type ManagerClient, managerWithMarket } from '../../../test/market-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { markets } from '../../db/schema';

// Booking a vendor's report "as sent" after the market's prices changed needs a reason
// (SALES_REPORT_MESSAGES.pricesChanged), whether it is a submit or the Overwrite of the checkout screen's Transaction
// Conflict dialog (PUT): the overwrite once judged the report before pricing it, and booked it with no reason.

const NOW = new Date('2026-11-21T20:30:00Z');
const DAY = '2026-11-21';
const t = useTestApp(() => ({ clock: createClock(NOW) }));

async function checkoutContext(client: Pick<ManagerClient, 'api'>, marketId: string) {
  const response = await client.api(
    'GET',
    `/market-managers/checkouts/?market_id=${marketId}&market_date=${DAY}`,
  );
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json() as CheckoutContext;
}

describe('a report booked over an existing checkout after the prices changed', () => {
  it('is refused without a reason, as the same booking is on POST', async () => {
    const setup = await managerWithMarket(t);
    const { manager, market } = setup;
    const { user, vendor: seller } = await insertVendorUserAt(t.db, market.id);
    const sellerClient = await clientFor(t, user.username);
    const place = (await checkoutContext(manager, market.id)).vendors.find((v) => v.vendor_id === seller.id);
    if (!place) throw new Error('vendor not at market');
    const vendor = { market_vendor_id: place.market_vendor_id };

    // The vendor reports $110; the manager (another device) books the vendor by hand at $90.
    const sent = (
      await sellerClient.api('POST', '/vendors/self/sales-reports', {
        market_id: market.id,
        market_date: DAY,
        reported_gross: 110,
        tokens: [],
      })
    ).json();
    const byHand = await manager.api(
      'POST',
      `/market-managers/transactions/${market.id}`,
      checkoutPayload({ vendor, day: DAY, gross: 90 }),
    );
    expect(byHand.statusCode, byHand.body).toBe(201);

    // The gov fee goes up; the report's money owed is no longer what booking it as sent would charge.
    await t.db.update(markets).set({ govFeeCents: 300 }).where(eq(markets.id, market.id));
    // On POST this is refused (pricesChanged, sales-reports.routes.test.ts); the overwrite refuses it too.
    const overwrite = await manager.api(
      'PUT',
      `/market-managers/transactions?market_vendor_id=${vendor.market_vendor_id}&market_date=${DAY}`,
      { ...checkoutPayload({ vendor, day: DAY, gross: 110 }), sales_report_id: sent.id, adjust_reason: null },
    );
    expect(overwrite.statusCode, overwrite.body).toBe(400);
    expect(overwrite.json().errors).toEqual([
      { path: 'adjust_reason', message: SALES_REPORT_MESSAGES.pricesChanged },
    ]);
    // With the reason the vendor will read, it books.
    const withReason = await manager.api(
      'PUT',
      `/market-managers/transactions?market_vendor_id=${vendor.market_vendor_id}&market_date=${DAY}`,
      {
        ...checkoutPayload({ vendor, day: DAY, gross: 110 }),
        sales_report_id: sent.id,
        adjust_reason: 'The gov fee went up',
      },
    );
    expect(withReason.statusCode, withReason.body).toBe(200);
    expect(withReason.json().data).toMatchObject({ reported_gross: 110 });
  });
});
