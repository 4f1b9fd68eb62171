import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/test/test-providers';
import { buildDay, MARKET_DATE } from '../testing/checkout-fixtures';
import { CheckoutForm } from './checkout-form';

// The form's schema loads after the first screen (checkout-form.tsx); here it cannot (offline, not yet cached).
vi.mock('../checkout-form-schema', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('CheckoutForm without its schema', () => {
  it('says the form could not be loaded and books nothing unchecked', async () => {
    const post = vi.spyOn(api, 'post');
    renderWithProviders(
      <CheckoutForm context={buildDay()} marketDate={MARKET_DATE} onCreateDayReport={vi.fn()} />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Gross Profit'), '500');
    expect(
      await screen.findByText(
        'This part of the page could not be loaded. Check the connection, then reload the page.',
      ),
    ).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Submit Checkout' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Gross Profit'), '{Enter}');
    await waitFor(() => expect(post).not.toHaveBeenCalled());
  });
});
