import { describe, expect, it, vi } from 'vitest';
import * as formSchema from '../checkout-form-schema';
import {
  buildDay,
  buildVendor,
  CALFRESH,
  MARKET_DATE,
  renderRefetchable,
  SNAP,
} from '../testing/checkout-fixtures';
import { CheckoutGrid } from './checkout-grid';

vi.mock('../checkout-form-schema', async (importOriginal) => {
  const original = await importOriginal<typeof import('../checkout-form-schema')>();
  return { ...original, checkoutFormSchema: vi.fn(original.checkoutFormSchema) };
});

describe('the grid of a 200-vendor day', () => {
  it('does not build 200 schemas again when only the day’s checked-out list moves (each booking)', () => {
    const vendors = Array.from({ length: 200 }, (_, i) =>
      buildVendor({
        market_vendor_id: `11111111-1111-4111-8111-${String(i).padStart(12, '0')}`,
        business_name: `Vendor ${i}`,
      }),
    );
    const day = buildDay({ vendors, market_tokens: [SNAP, CALFRESH] });
    const { refetched } = renderRefetchable(
      (d) => <CheckoutGrid context={d} marketDate={MARKET_DATE} onOpenInForm={vi.fn()} />,
      day,
    );
    const built = vi.mocked(formSchema.checkoutFormSchema);
    expect(built.mock.calls.length).toBeGreaterThanOrEqual(200);
    built.mockClear();
    // One row booked: recordCheckout writes the day's checked_out (same vendors, same tokens).
    const booked = {
      ...day,
      checked_out: [
        {
          market_vendor_id: vendors[0]!.market_vendor_id,
          transaction_id: 'a1111111-1111-4111-8111-111111111111',
        },
      ],
    };
    refetched(booked);
    // A row's schema depends on the day's vendors and tokens only (use-grid-row): a booking builds none.
    expect(built.mock.calls.length).toBe(0);
    // A change of the day's tokens builds again the schema of each of the 199 rows still to settle.
    refetched({ ...booked, market_tokens: booked.market_tokens.slice(0, 1) });
    expect(built.mock.calls.length).toBeGreaterThanOrEqual(199);
  });
});
