import type { Token, TokenLedgerEntry } from '@marketday/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertsProvider } from '@/components/ui/alerts-provider';
import { api } from '@/lib/api-client';
import { TokenCard } from './token-card';

const MARKET_ID = '0b9a2c1e-3f4d-4a5b-8c6d-7e8f9a0b1c2d';
const TOKEN: Token = {
  id: '1c0b3d2f-4e5a-4b6c-9d7e-8f9a0b1c2d3e',
  name: 'Market Match',
  per_dollar_value: 2.5,
  count: 15,
  visual_settings: null,
};

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

afterEach(() => {
  vi.restoreAllMocks();
});

describe('TokenCard', () => {
  it('shows the count in hand with its value, and a signed history newest first', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue({
      data: [
        entry({
          type: 'WITHDRAW_FOR_MARKET',
          delta: -5,
          balance: 15,
          market_date: '2025-05-03',
          note: 'Sat',
        }),
        entry({ type: 'CREATION', delta: 20, balance: 20 }),
      ],
    });
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AlertsProvider>
          <TokenCard marketId={MARKET_ID} marketToday="2026-11-23" token={TOKEN} />
        </AlertsProvider>
      </QueryClientProvider>,
    );
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
});
