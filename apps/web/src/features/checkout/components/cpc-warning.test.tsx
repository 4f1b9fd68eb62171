import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/test-providers';
import { buildDay, buildVendor, MARKET_DATE } from '../testing/checkout-fixtures';
import { CheckoutForm } from './checkout-form';

function renderWith(cpcStatus: 'PAST_DUE' | 'UP_TO_DATE') {
  const vendor = buildVendor({ business_name: 'Overdue Farm', cpc_status: cpcStatus });
  renderWithProviders(
    <CheckoutForm
      context={buildDay({ vendors: [vendor] })}
      marketDate={MARKET_DATE}
      onCreateDayReport={() => {}}
    />,
  );
}

describe('CPC warning at checkout', () => {
  it('warns before submit when the chosen vendor has a past-due certificate', async () => {
    renderWith('PAST_DUE');
    expect(await screen.findByText(/Certified Producer Certificate is past due/)).toBeVisible();
  });

  it('stays quiet for a current certificate', async () => {
    renderWith('UP_TO_DATE');
    expect(await screen.findByLabelText('Gross Profit')).toBeVisible();
    expect(screen.queryByText(/Certified Producer Certificate is past due/)).toBeNull();
  });
});
