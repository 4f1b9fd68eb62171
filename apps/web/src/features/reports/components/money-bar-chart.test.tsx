import type { ReportToken } from '@marketday/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TokenChart } from './token-chart';
import { VendorTypeChart } from './vendor-type-chart';

// One token of the Downtown market handed in `count` times, worth `count × per_dollar_value` dollars.
function reportToken(token_id: string, name: string, per_dollar_value: number, count: number): ReportToken {
  const market = { market_id: 'm1', market_name: 'Downtown' };
  return { token_id, name, ...market, per_dollar_value, count, value: count * per_dollar_value };
}

// The line under a chart that says its bars in words.
const summaryOf = (chart: string) =>
  screen.getByRole('region', { name: chart }).querySelector('figcaption')?.textContent;

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
    expect(summaryOf('Fees by vendor type')).toBe('Producer: $75.57 in fees. Ancillary: $0.30 in fees');
  });

  it('shows each token’s count and value', () => {
    render(
      <TokenChart
        tokens={[reportToken('t1', 'CalFresh', 1, 1200), reportToken('t2', 'Market Match', 2.5, 3)]}
        isLoading={false}
      />,
    );
    expect(summaryOf('Token redemption')).toBe('CalFresh: 1,200 · $1,200.00. Market Match: 3 · $7.50');
  });

  it('says so when there is nothing to chart', () => {
    render(<TokenChart tokens={[]} isLoading={false} />);
    expect(screen.getByText('Nothing to chart in this range.')).toBeInTheDocument();
  });
});
