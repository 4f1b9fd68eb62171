import { DEFAULT_ACCOUNTS } from '@marketday/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/test/test-providers';
import { LazyBooksAccountsCard } from './lazy-books-accounts-card';
import { LazyFunderBooksCard } from './lazy-funder-books-card';

describe('the books’ cards as the pages hold them', () => {
  it('load after the page and then show the accounts of the market and the downloads', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue({ data: DEFAULT_ACCOUNTS });
    renderWithProviders(
      <>
        <LazyBooksAccountsCard marketId="market-1" />
        <LazyFunderBooksCard market={null} startDate="2026-10-01" endDate="2026-11-30" />
      </>,
    );
    expect(await screen.findByLabelText('Tokens outstanding (liability)')).toHaveValue('Tokens Outstanding');
    expect(get).toHaveBeenCalledWith('/market-managers/markets/market-1/accounting');
    expect(await screen.findByText('Funder reports and books')).toBeInTheDocument();
  });
});
