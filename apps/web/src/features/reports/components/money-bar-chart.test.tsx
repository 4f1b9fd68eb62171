import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TokenChart } from './token-chart';
import { VendorTypeChart } from './vendor-type-chart';

// The series are the answer's dollars; the charts add and show them in cents.
describe('the money bar charts', () => {
  it('adds market and gov. fees per vendor type in cents', () => {
    render(
      <VendorTypeChart
        data={[
          { vendor_type: 'PRODUCER', gross_sales: 1000, market_fees: 74.07, gov_fees: 1.5 },
          { vendor_type: 'ANCILLARY', gross_sales: 3, market_fees: 0.1, gov_fees: 0.2 },
        ]}
        isLoading={false}
      />,
    );
    const chart = screen.getByRole('region', { name: 'Fees by vendor type' });
    expect(chart.querySelector('figcaption')?.textContent).toBe(
      'Producer: $75.57 in fees. Ancillary: $0.30 in fees',
    );
  });

  it('shows each token’s count and value', () => {
    render(
      <TokenChart
        tokens={[
          {
            token_id: 't1',
            name: 'CalFresh',
            market_id: 'm1',
            market_name: 'Downtown',
            per_dollar_value: 1,
            count: 1200,
            value: 1200,
          },
          {
            token_id: 't2',
            name: 'Market Match',
            market_id: 'm1',
            market_name: 'Downtown',
            per_dollar_value: 2.5,
            count: 3,
            value: 7.5,
          },
        ]}
        isLoading={false}
      />,
    );
    const chart = screen.getByRole('region', { name: 'Token redemption' });
    expect(chart.querySelector('figcaption')?.textContent).toBe(
      'CalFresh: 1,200 · $1,200.00. Market Match: 3 · $7.50',
    );
  });

  it('says so when there is nothing to chart', () => {
    render(<TokenChart tokens={[]} isLoading={false} />);
    expect(screen.getByText('Nothing to chart in this range.')).toBeInTheDocument();
  });
});
