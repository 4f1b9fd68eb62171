// @vitest-environment node
import type { Transaction, TransactionPage } from '@marketday/shared';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { getBookedCheckout } from './get-booked-checkout';

const DAY = { marketId: 'm-1', marketDate: '2026-11-22' };

const row = (id: string, marketVendorId: string, vendorName = 'Alpha Farm') =>
  ({ id, market_vendor_id: marketVendorId, vendor_name: vendorName }) as Transaction;

const page = (rows: Transaction[]) =>
  ({ data: rows, page: 0, page_size: 200, total_count: null, totals: null }) as unknown as TransactionPage;

describe('getBookedCheckout', () => {
  it("finds the vendor's checkout by market vendor among the day's, not by a vendor of the same name", async () => {
    const get = vi
      .spyOn(api, 'get')
      .mockResolvedValue({ data: page([row('t-1', 'mv-other'), row('t-2', 'mv-1')]) });
    const booked = await getBookedCheckout({ ...DAY, marketVendorId: 'mv-1', transactionId: null });
    expect(booked?.id).toBe('t-2');
    expect(get).toHaveBeenCalledWith('/market-managers/transactions', {
      params: {
        market_id: 'm-1',
        start_date: '2026-11-22',
        end_date: '2026-11-22',
        page: 0,
        page_size: 200,
        totals: 'false',
      },
    });
  });

  it('finds it by the id the 409 named when there is one', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: page([row('t-1', 'mv-1'), row('t-2', 'mv-1')]) });
    const booked = await getBookedCheckout({ ...DAY, marketVendorId: 'mv-1', transactionId: 't-2' });
    expect(booked?.id).toBe('t-2');
  });

  it('reads the next page of the day when the first is full, and answers null when it is not there', async () => {
    const full = Array.from({ length: 200 }, (_, i) => row(`t-${i}`, `mv-${i}`));
    const get = vi
      .spyOn(api, 'get')
      .mockResolvedValueOnce({ data: page(full) })
      .mockResolvedValueOnce({ data: page([row('t-late', 'mv-late')]) });
    expect(await getBookedCheckout({ ...DAY, marketVendorId: 'mv-missing', transactionId: null })).toBeNull();
    expect(get).toHaveBeenCalledTimes(2);
    expect(get.mock.calls[1]?.[1]).toMatchObject({ params: { page: 1 } });
  });
});
