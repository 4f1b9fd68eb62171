import type { CheckoutContext } from '@marketday/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { decodeTransaction } from '@/entities/transactions/transaction-money';
import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/test/test-providers';
import { buildTransaction, MARKET } from '../testing/transaction-fixtures';
import { EditTransactionSheet } from './edit-transaction-sheet';

const SNAP_ID = '1c0b3d2f-4e5a-4b6c-9d7e-8f9a0b1c2d3e';
const MARKET_VENDOR_ID = '2d1c4e3a-5f6b-4c7d-8e9f-0a1b2c3d4e5f';

const CONTEXT = {
  market_id: MARKET.id,
  vendors: [],
  market_tokens: [
    {
      id: SNAP_ID,
      name: 'SNAP',
      per_dollar_value: 1,
      count: 90,
      visual_settings: null,
      program: 'SNAP',
      program_name: null,
      accepted_by: ['PRODUCER', 'NON_PRODUCER', 'ANCILLARY'],
    },
  ],
  vendor_fees: [{ vendor_type: 'PRODUCER', fee_type: 'PERCENT_GROSS', flat: 0, percent: 10 }],
  gov_fee: 2,
  custom_fields: [],
  checked_out: [],
} as unknown as CheckoutContext;

// A row of the list as the server answers it (dollars); the list's entity decodes it into cents for the sheet.
const WIRE_TRANSACTION = buildTransaction({
  id: '3e2d5f4b-6a7c-4d8e-9f0a-1b2c3d4e5f6a',
  market_vendor_id: MARKET_VENDOR_ID,
  reported_gross: 100,
  market_fee: 10,
  gov_fee: 2,
  token_total: 5,
  money_owed: 7,
  tokens: [{ token_id: SNAP_ID, name: 'SNAP', count: 5, per_dollar_value: 1 }],
});
const TRANSACTION = decodeTransaction(WIRE_TRANSACTION);

describe('EditTransactionSheet', () => {
  it('recomputes money owed as gross and tokens change, then saves with PUT', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: CONTEXT });
    const put = vi
      .spyOn(api, 'put')
      .mockResolvedValue({ data: { message: 'Updated Transaction', data: WIRE_TRANSACTION } });
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<EditTransactionSheet transaction={TRANSACTION} open onOpenChange={onOpenChange} />);

    const summary = await screen.findByRole('region', { name: 'Recalculated checkout' });
    // 10% of $100 + $2 gov fee − 5 SNAP tokens.
    expect(within(summary).getByText('$7.00')).toBeInTheDocument();
    // The figure is replaced whether or not the field already has the focus (a form that loaded after the sheet
    // opened takes it: components/ui/lazy-part.tsx).
    const gross = screen.getByLabelText('Gross Profit');
    await user.clear(gross);
    await user.type(gross, '300');
    expect(within(summary).getByText('$27.00')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /SNAP/ }), '40');
    expect(within(summary).getByText('Pay vendor $8.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(put).toHaveBeenCalledWith(
      '/market-managers/transactions/',
      expect.objectContaining({ reported_gross: 300, tokens: [{ token_id: SNAP_ID, count: 40 }] }),
      {
        params: { market_vendor_id: MARKET_VENDOR_ID, market_date: '2025-06-07' },
        signal: expect.any(AbortSignal),
      },
    );
    expect(await screen.findByText('Updated Transaction')).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
