import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VendorFilters } from './vendor-filters';

const MARKETS = [
  { id: 'm1', name: 'Downtown' },
  { id: 'm2', name: 'Riverside' },
];

describe('VendorFilters', () => {
  it('filters by vendor type and market, and reads "All" back as no filter', async () => {
    const onTypeChange = vi.fn();
    const onMarketChange = vi.fn();
    render(
      <VendorFilters
        markets={MARKETS}
        type="PRODUCER"
        onTypeChange={onTypeChange}
        marketId={null}
        onMarketChange={onMarketChange}
      />,
    );
    const type = screen.getByRole('combobox', { name: 'Filter by vendor type' });
    const market = screen.getByRole('combobox', { name: 'Filter by market' });
    expect(type).toHaveTextContent('Producer');
    expect(market).toHaveTextContent('All Markets');

    await userEvent.click(type);
    await userEvent.click(await screen.findByRole('option', { name: 'All Vendor Types' }));
    expect(onTypeChange).toHaveBeenCalledWith(null);

    await userEvent.click(market);
    await userEvent.click(await screen.findByRole('option', { name: 'Riverside' }));
    expect(onMarketChange).toHaveBeenCalledWith('m2');
  });

  it('has no market filter when there are no markets', () => {
    render(
      <VendorFilters
        markets={[]}
        type={null}
        onTypeChange={vi.fn()}
        marketId={null}
        onMarketChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Filter by vendor type' })).toHaveTextContent(
      'All Vendor Types',
    );
    expect(screen.queryByRole('combobox', { name: 'Filter by market' })).not.toBeInTheDocument();
  });
});
