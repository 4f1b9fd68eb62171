import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CheckoutDay } from '@/entities/checkout/checkout-money';
import { renderWithProviders } from '@/test/test-providers';
import { buildDay, MARKET_DATE, SNAP } from '../testing/checkout-fixtures';
import { CheckoutForm } from './checkout-form';

// Issue 17: a token the selected vendor's type may not accept cannot be counted; the reason is shown.
function renderForm(context: CheckoutDay) {
  renderWithProviders(
    <CheckoutForm context={context} marketDate={MARKET_DATE} onCreateDayReport={vi.fn()} />,
  );
  return userEvent.setup();
}

const MESSAGE = 'SNAP tokens cannot be accepted by Non-producer vendors.';

describe('checkout tokens a vendor may not accept', () => {
  it('disables the count for a vendor whose type may not accept the token, with the reason', async () => {
    const user = renderForm(
      buildDay({ market_tokens: [{ ...SNAP, program: 'SNAP', accepted_by: ['PRODUCER'] }] }),
    );
    // The first vendor (a producer) may take SNAP.
    expect(screen.getByLabelText('SNAP')).toBeEnabled();
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Vendor' }));
    await user.click(await screen.findByRole('option', { name: /Berry Bakery/ }));
    const field = screen.getByLabelText('SNAP');
    expect(field).toBeDisabled();
    expect(field).toHaveAccessibleDescription(expect.stringContaining(MESSAGE));
  });

  it('leaves every count open when the token is accepted by every vendor type', async () => {
    const user = renderForm(buildDay());
    await user.click(screen.getByRole('combobox', { name: 'Vendor' }));
    await user.click(await screen.findByRole('option', { name: /Berry Bakery/ }));
    expect(screen.getByLabelText('SNAP')).toBeEnabled();
  });
});
