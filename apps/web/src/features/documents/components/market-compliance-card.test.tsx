import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/test/test-providers';
import { MarketComplianceCard } from './market-compliance-card';

afterEach(() => vi.restoreAllMocks());

describe('the market compliance card', () => {
  it('waits for the markets in its own shape, never telling a manager with markets to add one', () => {
    const get = vi.spyOn(api, 'get');
    renderWithProviders(<MarketComplianceCard markets={[]} isLoadingMarkets />);
    expect(screen.queryByText('Add a market to see how its vendors stand.')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Market' })).toBeDisabled();
    // No market chosen yet: nothing to ask the server.
    expect(get).not.toHaveBeenCalled();
  });

  it('says the markets could not be read, with a Retry, instead of asking for a market', () => {
    renderWithProviders(
      <MarketComplianceCard
        markets={[]}
        isLoadingMarkets={false}
        marketsError={new Error('Network Error')}
      />,
    );
    expect(screen.queryByText('Add a market to see how its vendors stand.')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Network Error');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('asks for a market once the manager has none', () => {
    renderWithProviders(<MarketComplianceCard markets={[]} isLoadingMarkets={false} />);
    expect(screen.getByText('Add a market to see how its vendors stand.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Market' })).toBeNull();
  });
});
