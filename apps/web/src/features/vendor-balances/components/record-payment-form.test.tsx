import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RecordPaymentForm } from './record-payment-form';

const VENDOR_ID = '1c0b3d2f-4e5a-4b6c-9d7e-8f9a0b1c2d3e';

// The form holds cents: the balance it opens with, and the amount and expected balance it hands on (the balances
// entity writes them as the spec's dollars; entities/balances/balance-money.test.ts).
function renderForm(balanceCents: number) {
  const onSubmit = vi.fn().mockResolvedValue(undefined);
  render(
    <RecordPaymentForm
      vendorId={VENDOR_ID}
      balanceCents={balanceCents}
      today="2026-11-23"
      onSubmit={onSubmit}
      onCancel={vi.fn()}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('the record payment form', () => {
  it('starts with the payment that settles a balance the market owes: the market pays the vendor', async () => {
    const { onSubmit, user } = renderForm(-6350);
    expect(screen.getByRole('button', { name: 'Market paid the vendor' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByLabelText('Amount')).toHaveValue('63.5');
    // A check needs its number before the payment can be recorded.
    const submit = screen.getByRole('button', { name: 'Record payment' });
    await waitFor(() => expect(submit).toBeDisabled());
    await user.type(screen.getByLabelText('Check number'), '1042');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      vendor_id: VENDOR_ID,
      paid_on: '2026-11-23',
      direction: 'TO_VENDOR',
      amount_cents: 6350,
      method: 'CHECK',
      check_number: '1042',
      note: null,
      expected_balance_cents: -6350,
    });
  });

  it('starts with the vendor paying what they owe, and a settled balance with nothing to pay', async () => {
    renderForm(2025);
    expect(screen.getByRole('button', { name: 'Vendor paid the market' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByLabelText('Amount')).toHaveValue('20.25');
  });

  it('refuses an amount of zero with the message of the field', async () => {
    const { user } = renderForm(0);
    await user.type(screen.getByLabelText('Check number'), '7');
    const amount = screen.getByLabelText('Amount');
    await user.clear(amount);
    await user.type(amount, '0');
    expect(await screen.findByText('Amount must be more than $0.00')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Record payment' })).toBeDisabled();
  });
});
