import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/test-providers';
import { buildDay, MARKET_DATE } from '../testing/checkout-fixtures';
import { CheckoutForm } from './checkout-form';

// "10% of gross, at least $15, at most $60" for producers (Alpha Farm); the gov fee is $0.50.
function renderCapped() {
  const context = buildDay({
    market_tokens: [],
    vendor_fees: [
      { vendor_type: 'PRODUCER', fee_type: 'PERCENT_GROSS', flat: 0, percent: 10, min_fee: 15, max_fee: 60 },
    ],
  });
  renderWithProviders(
    <CheckoutForm context={context} marketDate={MARKET_DATE} onCreateDayReport={() => {}} />,
  );
  return userEvent.setup();
}

describe('checkout with fee caps', () => {
  it.each([
    ['100', '10% of $100.00 = $10.00, at least $15.00', '$15.50'],
    ['150', '10% of $150.00 = $15.00', '$15.50'],
    ['600', '10% of $600.00 = $60.00', '$60.50'],
    ['800', '10% of $800.00 = $80.00, at most $60.00', '$60.50'],
  ])('on a gross of $%s shows "%s" and owes %s', async (gross, calculation, owed) => {
    const user = renderCapped();
    await user.type(screen.getByLabelText('Gross Profit'), gross);
    expect(screen.getByText(calculation)).toBeInTheDocument();
    expect(screen.getByTestId('money-owed')).toHaveTextContent(owed);
  });
});
