import type { TokenLedgerEntry } from '@marketday/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/test/test-providers';
import { buildToken, MARKET_ID } from '../testing/token-fixtures';
import { TokenCard } from './token-card';

const TOKEN = buildToken({ name: 'Market Match', per_dollar_value: 2.5, count: 15 });

function entry(overrides: Partial<TokenLedgerEntry>): TokenLedgerEntry {
  return {
    id: crypto.randomUUID(),
    token_id: TOKEN.id,
    market_id: MARKET_ID,
    delta: 0,
    balance: 0,
    type: 'DEPOSIT',
    market_date: null,
    created_at: '2025-05-01T16:00:00.000Z',
    transaction_id: null,
    mdr_id: null,
    prev_entry: null,
    note: null,
    ...overrides,
  };
}

function page(data: TokenLedgerEntry[], { page = 0, total = data.length } = {}) {
  return { data: { data, page, page_size: 50, total_count: total, totals: null } };
}

function renderCard() {
  renderWithProviders(<TokenCard marketId={MARKET_ID} marketToday="2026-11-23" token={TOKEN} />);
}

describe('TokenCard', () => {
  it('shows the count in hand with its value, and a signed history newest first', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue(
      page([
        entry({
          type: 'WITHDRAW_FOR_MARKET',
          delta: -5,
          balance: 15,
          market_date: '2025-05-03',
          note: 'Sat',
        }),
        entry({ type: 'CREATION', delta: 20, balance: 20 }),
      ]),
    );
    const user = userEvent.setup();
    renderCard();
    expect(screen.getByText('$2.50 per token')).toBeInTheDocument();
    expect(screen.getByText('15')).toBeInTheDocument();
    expect(screen.getByText('$37.50')).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'History of Market Match' }));
    const list = await screen.findByRole('list', { name: 'Market Match ledger' });
    const [taken, created] = within(list).getAllByRole('listitem');
    expect(taken).toHaveTextContent('Taken to market');
    expect(taken).toHaveTextContent('05/03/2025');
    expect(taken).toHaveTextContent('\u22125');
    expect(taken).toHaveTextContent('Sat');
    expect(created).toHaveTextContent('Created');
    expect(created).toHaveTextContent('+20');
  });

  it('appends older entries when asked, with the balances the server gave them', async () => {
    // 51 entries: +1 each from a creation of 1, so the newest balance is 51 and the oldest 1.
    const all = Array.from({ length: 51 }, (_, i) =>
      entry({ type: i === 50 ? 'CREATION' : 'DEPOSIT', delta: 1, balance: 51 - i }),
    );
    const get = vi
      .spyOn(api, 'get')
      .mockImplementation(async (_url, options) =>
        (options?.params as { page?: number } | undefined)?.page === 0
          ? page(all.slice(0, 50), { total: 51 })
          : page(all.slice(50), { page: 1, total: 51 }),
      );
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: 'History of Market Match' }));
    const list = await screen.findByRole('list', { name: 'Market Match ledger' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    expect(screen.getByText('Showing 50 of 51')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show older entries' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(51));
    expect(get).toHaveBeenLastCalledWith(`/market-managers/markets/${MARKET_ID}/tokens/${TOKEN.id}/ledger`, {
      params: { page: 1, page_size: 50 },
    });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('51 in hand');
    expect(items[50]).toHaveTextContent('Created');
    expect(items[50]).toHaveTextContent('1 in hand');
    expect(screen.queryByRole('button', { name: 'Show older entries' })).not.toBeInTheDocument();
  }, 20_000); // Role queries over 50 rendered rows are slow in jsdom on a loaded machine.
});
