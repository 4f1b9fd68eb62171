import type { TokenLedgerEntry } from '@marketday/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { chooseLocale } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@/test/test-providers';
import { buildToken, MARKET_ID } from '../testing/token-fixtures';
import { TokenCard } from './token-card';

const TOKEN = buildToken({ name: 'Market Match', per_dollar_value: 2.5, count: 15 });

const ENTRY: TokenLedgerEntry = {
  id: crypto.randomUUID(),
  token_id: TOKEN.id,
  market_id: MARKET_ID,
  delta: 20,
  balance: 20,
  type: 'CREATION',
  market_date: null,
  created_at: '2025-05-01T16:00:00.000Z',
  transaction_id: null,
  mdr_id: null,
  prev_entry: null,
  note: null,
};

describe('the token card in Spanish', () => {
  it('reads the count, the buttons and the history in Spanish', async () => {
    await chooseLocale('es');
    vi.spyOn(api, 'get').mockResolvedValue({
      data: { data: [ENTRY], page: 0, page_size: 50, total_count: 1, totals: null },
    });
    const user = userEvent.setup();
    renderWithProviders(<TokenCard marketId={MARKET_ID} marketToday="2026-11-23" token={TOKEN} />);
    expect(screen.getByText('$2.50 por ficha')).toBeInTheDocument();
    expect(screen.getByText('Disponibles')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Llevar al mercado Market Match' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Corregir cantidad Market Match' })).toBeInTheDocument();
    expect(screen.queryByText('In hand')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Historial de Market Match' }));
    const list = await screen.findByRole('list', { name: 'Registro de Market Match' });
    expect(within(list).getByText('Creadas')).toBeInTheDocument();
    expect(within(list).getByText('20 disponibles')).toBeInTheDocument();
  });

  it('the deposit dialog asks in Spanish', async () => {
    await chooseLocale('es');
    const user = userEvent.setup();
    renderWithProviders(<TokenCard marketId={MARKET_ID} marketToday="2026-11-23" token={TOKEN} />);
    await user.click(screen.getByRole('button', { name: 'Depositar Market Match' }));
    const dialog = await screen.findByRole('dialog', { name: 'Depositar fichas' });
    // The dialog's form loads after its frame (lazyPart).
    expect(await within(dialog).findByLabelText('Fichas a agregar')).toBeInTheDocument();
    expect(within(dialog).getByText('Nueva cantidad:')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });
});
