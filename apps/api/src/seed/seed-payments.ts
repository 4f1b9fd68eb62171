import { previousMarketDays, todayAtMarket } from '@marketday/shared';
import { listBalances, recordPayment } from '../modules/vendor-balances';
import type { DemoMarketWeeks } from './seed-checkouts';

// Payments as a market books them after a month: a third of the vendors paid their fees in full, one vendor
// part of them, and the SNAP farm stand got a reimbursement check for the first weeks but is still owed the
// rest (docs/product.md §14).
export async function seedDemoPayments({ db, actor, market, now, snapVendorId }: DemoMarketWeeks) {
  // Paid on the market day before the last one: the last day's checkouts are still open.
  const secondLast = [
    ...previousMarketDays({
      dayOfWeek: market.day_of_week,
      season: market.season,
      today: todayAtMarket(market, now),
    }),
  ]
    .sort()
    .at(-2);
  if (!secondLast) return;
  const balances = await listBalances({ db, marketId: market.id, filter: 'all' });
  for (const [i, vendor] of balances.entries()) {
    const cents = vendor.owed_cents - vendor.paid_cents;
    const pay = (amount: number, input: { method: 'CHECK' | 'CASH'; check_number?: string; note?: string }) =>
      recordPayment({
        db,
        actor,
        marketId: market.id,
        today: () => secondLast,
        draft: {
          vendorId: vendor.vendor_id,
          paidOn: secondLast,
          direction: amount > 0 ? 'FROM_VENDOR' : 'TO_VENDOR',
          amountCents: Math.abs(amount),
          method: input.method,
          checkNumber: input.check_number ?? null,
          note: input.note ?? null,
          expectedBalanceCents: undefined,
        },
      });
    if (vendor.vendor_id === snapVendorId && cents < 0) {
      // Half of what the market owes, rounded to whole dollars: the rest stays owed.
      await pay(-Math.round(-cents / 200) * 100, {
        method: 'CHECK',
        check_number: '1001',
        note: 'SNAP and Market Match reimbursement',
      });
    } else if (cents > 0 && i % 3 === 0) {
      await pay(cents, { method: 'CASH', note: 'Fees paid at the info booth' });
    } else if (cents > 0 && i === 1) {
      await pay(Math.round(cents / 200) * 100, { method: 'CHECK', check_number: '3318' });
    }
  }
}
