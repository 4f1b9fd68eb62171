import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMarket, renderMarketForm } from '../testing/market-fixtures';

function renderForm() {
  const market = buildMarket({
    vendor_fees: [
      {
        vendor_type: 'PRODUCER',
        fee_type: 'PERCENT_GROSS',
        flat: 0,
        percent: 10,
        min_fee: null,
        max_fee: null,
      },
    ],
  });
  return renderMarketForm(market);
}

describe('fee caps in the market form', () => {
  it('saves a minimum and a maximum fee per vendor type, and refuses a maximum below the minimum', async () => {
    const { onSubmit, user } = renderForm();
    const min = screen.getByLabelText('Minimum fee');
    const max = screen.getByLabelText('Maximum fee');
    expect(min).toHaveValue('');
    expect(max).toHaveValue('');

    await user.type(min, '60');
    await user.type(max, '15');
    const message = 'Maximum fee must be at least the minimum fee.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(max).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();

    await user.clear(min);
    await user.type(min, '15');
    await user.clear(max);
    await user.type(max, '60');
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
    // The rule in words and its example on $500.00 gross (10% = $50.00, within the bounds).
    expect(screen.getByText('10% of gross, at least $15.00, at most $60.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0].vendor_fees).toEqual([
      { vendor_type: 'PRODUCER', fee_type: 'PERCENT_GROSS', flat: 0, percent: 10, min_fee: 15, max_fee: 60 },
    ]);
  });

  it('sends an emptied bound as null, not zero', async () => {
    const { onSubmit, user } = renderForm();
    const max = screen.getByLabelText('Maximum fee');
    await user.type(max, '40');
    expect(screen.getByText(/On \$500\.00 gross: \$40\.00/)).toBeInTheDocument();
    await user.clear(max);
    expect(max).toHaveValue('');
    expect(screen.getByText(/On \$500\.00 gross: \$50\.00/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Market name'), ' 2');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0].vendor_fees[0]).toMatchObject({ min_fee: null, max_fee: null });
  });
});
