import { CHECKOUT_TOKEN_MESSAGES } from '@marketday/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CheckoutDay } from '@/entities/checkout/checkout-money';
import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/test/test-providers';
import { ALPHA, BERRY, buildDay, buildVendor, CALFRESH, SNAP } from '../testing/checkout-fixtures';
import { ReportsWaiting } from './reports-waiting';

const report = (id: string, gross: number, owed: number, snap = 0) => ({
  id,
  version: 1,
  reported_gross: gross,
  tokens: snap ? [{ token_id: SNAP.id, name: 'SNAP', count: snap }] : [],
  market_fee: 0,
  money_owed: owed,
  submitted_at: '2026-11-22T20:30:00Z',
});

const CEDAR = buildVendor({
  market_vendor_id: '13333333-3333-4333-8333-333333333333',
  vendor_id: '23333333-3333-4333-8333-333333333333',
  business_name: 'Cedar Honey',
  vendor_report: report('r3', 90, 5.9),
});

// Alpha and Cedar reported; Berry reported too but is already checked out.
const DAY = buildDay({
  vendors: [
    { ...ALPHA, vendor_report: report('r1', 412.5, 13.75, 12) },
    { ...BERRY, vendor_report: report('r2', 300, 25.5) },
    CEDAR,
  ],
  checked_out: [{ market_vendor_id: BERRY.market_vendor_id, transaction_id: 't2' }],
});

/** The vendors the day has booked on the server (the form adds the ones this device holds). */
const bookedIn = (day: CheckoutDay) => new Set(day.checked_out.map((c) => c.market_vendor_id));

/** Opens "Confirm all unchanged": the review dialog and its rows' text. */
async function openReview() {
  await userEvent.click(screen.getByRole('button', { name: 'Confirm all unchanged' }));
  const review = await screen.findByRole('dialog', { name: 'Confirm all unchanged' });
  return {
    review,
    rows: within(review)
      .getAllByRole('row')
      .map((row) => row.textContent),
  };
}

describe('ReportsWaiting', () => {
  it('lists the reports not yet booked and opens one in the form', async () => {
    const onPick = vi.fn();
    renderWithProviders(
      <ReportsWaiting day={DAY} checkedOutIds={bookedIn(DAY)} onPick={onPick} offline={false} />,
    );
    const list = screen.getByRole('region', { name: 'Reports waiting (2)' });
    expect(within(list).queryByText('Berry Bakery')).toBeNull();
    await userEvent.click(within(list).getByRole('button', { name: /Alpha Farm/ }));
    expect(onPick).toHaveBeenCalledWith(ALPHA.market_vendor_id);
    expect(within(list).getByText('Reported by vendor: $412.50 · 12 SNAP')).toBeInTheDocument();
  });

  it('confirms every waiting report after a review, each under its own key, and names any refused', async () => {
    const post = vi.spyOn(api, 'post').mockImplementation(async (url: string) => {
      if (url.includes('r3')) throw new Error('The vendor changed this report since it was shown.');
      return { data: {} as never };
    });
    renderWithProviders(
      <ReportsWaiting day={DAY} checkedOutIds={bookedIn(DAY)} onPick={vi.fn()} offline={false} />,
    );
    const { review, rows } = await openReview();
    expect(rows).toEqual(['VendorGrossOwed', 'Alpha Farm$412.50$13.75', 'Cedar Honey$90.00$5.90']);
    expect(post).not.toHaveBeenCalled();
    await userEvent.click(within(review).getByRole('button', { name: 'Confirm 2' }));
    expect(post.mock.calls.map(([url, , options]) => [url, options?.headers])).toEqual([
      ['/market-managers/sales-reports/r1/confirm', { 'Idempotency-Key': 'sales-report:r1' }],
      ['/market-managers/sales-reports/r3/confirm', { 'Idempotency-Key': 'sales-report:r3' }],
    ]);
    expect(await screen.findByText(/Cedar Honey: .*The vendor changed this report/)).toBeInTheDocument();
  });

  it('asks for a connection before confirming all', () => {
    renderWithProviders(<ReportsWaiting day={DAY} checkedOutIds={bookedIn(DAY)} onPick={vi.fn()} offline />);
    expect(screen.getByRole('button', { name: 'Confirm all unchanged' })).toBeDisabled();
  });

  it('leaves a report that counts a removed token out of the batch, and says why beside it', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: {} as never });
    // Cedar counted 4 CalFresh, which the market no longer takes (the day lists only SNAP).
    const cedar = {
      ...CEDAR,
      vendor_report: {
        ...report('r3', 90, 5.9),
        tokens: [{ token_id: CALFRESH.id, name: 'CalFresh', count: 4 }],
      },
    };
    const day = buildDay({
      market_tokens: [SNAP],
      vendors: [{ ...ALPHA, vendor_report: report('r1', 412.5, 13.75, 12) }, cedar],
    });
    renderWithProviders(
      <ReportsWaiting day={day} checkedOutIds={bookedIn(day)} onPick={vi.fn()} offline={false} />,
    );
    const cedarItem = screen.getByRole('button', { name: /Cedar Honey/ });
    expect(cedarItem).toHaveTextContent(CHECKOUT_TOKEN_MESSAGES.reportTokenGone);
    expect(screen.getByRole('button', { name: /Alpha Farm/ })).not.toHaveTextContent(
      CHECKOUT_TOKEN_MESSAGES.reportTokenGone,
    );
    const { review, rows } = await openReview();
    expect(rows).toEqual(['VendorGrossOwed', 'Alpha Farm$412.50$13.75']);
    expect(review).toHaveTextContent(CHECKOUT_TOKEN_MESSAGES.reportsLeftOut('Cedar Honey'));
    await userEvent.click(within(review).getByRole('button', { name: 'Confirm 1' }));
    expect(post.mock.calls.map(([url]) => url)).toEqual(['/market-managers/sales-reports/r1/confirm']);
  });

  it('offers no batch when every waiting report counts a removed token', () => {
    const day = buildDay({
      market_tokens: [],
      vendors: [{ ...ALPHA, vendor_report: report('r1', 412.5, 13.75, 12) }],
    });
    renderWithProviders(
      <ReportsWaiting day={day} checkedOutIds={bookedIn(day)} onPick={vi.fn()} offline={false} />,
    );
    expect(screen.getByRole('region', { name: 'Reports waiting (1)' })).toHaveTextContent(
      CHECKOUT_TOKEN_MESSAGES.reportTokenGone,
    );
    expect(screen.queryByRole('button', { name: 'Confirm all unchanged' })).toBeNull();
  });
});
