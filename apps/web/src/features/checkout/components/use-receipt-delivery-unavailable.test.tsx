import { act, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/test/test-providers';
import { ALPHA, buildDay, MARKET_DATE } from '../testing/checkout-fixtures';
import type { ReceiptTarget } from './deliver-receipt-dialog';
import { useReceiptDelivery } from './use-receipt-delivery';

// A receipt for a checkout still on the device is made by code loaded when printed; here it cannot be (offline, not
// cached).
vi.mock('../pending-receipt', () => {
  throw new Error(
    'Failed to fetch dynamically imported module: https://example.test/assets/pending-receipt.js',
  );
});

const PENDING: ReceiptTarget = {
  transactionId: null,
  pending: {
    key: 'held-1',
    draft: {
      market_vendor_id: ALPHA.market_vendor_id,
      market_date: MARKET_DATE,
      reported_gross_cents: 50_000,
      tokens: [],
      custom_fields: {},
    },
    queuedAt: '2026-11-22T18:00:00.000Z',
  },
  vendorName: ALPHA.business_name,
  receiptEmail: null,
  moneyOwedCents: 3_050,
};

describe('useReceiptDelivery without the pending receipt’s code', () => {
  it('says so in words, not the browser’s error, and lets the form go on', async () => {
    const onPrinted = vi.fn();
    const { result } = renderHook(() => useReceiptDelivery({ context: buildDay(), onPrinted }), {
      wrapper: TestProviders,
    });
    let printed: boolean | undefined;
    await act(async () => {
      printed = await result.current.print(PENDING);
    });
    expect(printed).toBe(false);
    expect(
      await screen.findByText(
        'This part of the page could not be loaded. Check the connection, then reload the page.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/dynamically imported/)).not.toBeInTheDocument();
    expect(result.current.isPrinting).toBe(false);
    expect(onPrinted).toHaveBeenCalledTimes(1);
  });
});
