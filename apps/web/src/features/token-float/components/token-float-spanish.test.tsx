import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chooseLocale } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@/test/test-providers';
import {
  buildDay,
  buildEntry,
  buildFloat,
  buildLine,
  fakeTokenFloatReads,
  MARKET,
  NOW,
} from '../testing/token-float-fixtures';
import { TokenFloatView } from './token-float-view';

// A phone: every table stacks its rows as cards.
function onAPhone() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList,
  );
}

describe('the info booth in Spanish', () => {
  it('reads the form, the entries, the terminals and the outstanding tokens in Spanish, as cards on a phone', async () => {
    await chooseLocale('es');
    onAPhone();
    fakeTokenFloatReads({
      day: buildDay({
        entries: [buildEntry({ count: 20, amount: 20 })],
        terminals: [
          { terminal: 'EBT', batch_total: 30, entries_total: 20, variance: 10 },
          { terminal: 'CARD', batch_total: 0, entries_total: 0, variance: 0 },
        ],
      }),
      float: buildFloat({
        tokens: [buildLine({ issued: 5, redeemed: 9, outstanding: -4, outstanding_value: -4 })],
        outstanding_value: -4,
      }),
    });
    renderWithProviders(<TokenFloatView market={MARKET} now={NOW} />);

    expect(await screen.findByText('Movimientos del 28 nov 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entregar fichas' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Forma de pago' })).toHaveTextContent('SNAP (terminal EBT)');
    expect(screen.getByText('Entregadas · SNAP (terminal EBT)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eliminar movimiento: 20 SNAP' })).toBeInTheDocument();

    const ebt = screen.getByRole('region', { name: 'Terminal EBT' });
    expect(within(ebt).getByText('Diferencia de $10.00')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Terminal de tarjetas' })).getByText('Cuadra'),
    ).toBeInTheDocument();

    expect(
      screen.getByText('Más canjeadas que entregadas: revise los movimientos del día'),
    ).toBeInTheDocument();
    expect(screen.getByText('Valor total en circulación')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('Issue tokens')).not.toBeInTheDocument();
    expect(screen.queryByText('Reconciled')).not.toBeInTheDocument();
  });
});
