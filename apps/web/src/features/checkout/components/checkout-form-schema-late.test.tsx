import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/test-providers';
import { buildDay, MARKET_DATE } from '../testing/checkout-fixtures';
import { CheckoutForm } from './checkout-form';

// The form's schema loads after the first screen (checkout-form.tsx); here it arrives only when the test says.
const gate = vi.hoisted(() => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open: () => open(), opened };
});
vi.mock('../checkout-form-schema', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

describe('CheckoutForm while its schema is on the way', () => {
  it('keeps Submit off for figures typed before the schema arrives, and checks them once it has', async () => {
    renderWithProviders(
      <CheckoutForm context={buildDay()} marketDate={MARKET_DATE} onCreateDayReport={vi.fn()} />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Gross Profit'), '500');
    const submit = screen.getByRole('button', { name: 'Submit Checkout' });
    // Long enough for any check that did not wait to have answered.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(submit).toBeDisabled();

    gate.open();
    await waitFor(() => expect(submit).toBeEnabled());
    await user.clear(screen.getByLabelText('Gross Profit'));
    await waitFor(() => expect(submit).toBeDisabled());
  });
});
