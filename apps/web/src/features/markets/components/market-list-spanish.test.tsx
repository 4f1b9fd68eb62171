import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLocale } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@/test/test-providers';
import { buildMarket, renderMarketForm } from '../testing/market-fixtures';
import { MarketFeesCard } from './market-detail/market-fees-card';
import { MarketList } from './market-list';

function renderList(markets = [buildMarket({ vendor_count: 3 })]) {
  renderWithProviders(
    <MarketList markets={markets} isLoading={false} error={null} searchTerm="" onClearSearch={() => {}} />,
  );
}

describe('the markets in Spanish', () => {
  it('a market card says its day, season and vendors in Spanish', async () => {
    await chooseLocale('es');
    renderList();
    // The hours the Spanish way ('8:00 a. m.'), not the English 8:00 AM.
    expect(screen.getByText(/^sáb · 8:00\sa\.\s?m\. – 1:00\sp\.\s?m\.$/)).toBeInTheDocument();
    expect(screen.queryByText(/AM|PM/)).not.toBeInTheDocument();
    expect(screen.getByText('Abril – Octubre')).toBeInTheDocument();
    expect(screen.getByText('3 vendedores')).toBeInTheDocument();
    expect(screen.queryByText('3 vendors')).not.toBeInTheDocument();
  });

  it('with no markets tells the manager how to start, in Spanish', async () => {
    await chooseLocale('es');
    renderList([]);
    expect(screen.getByText('No se encontraron mercados.')).toBeInTheDocument();
    expect(screen.getByText('Agregue un mercado para comenzar.')).toBeInTheDocument();
  });

  it('puts the fee rules in Spanish words', async () => {
    await chooseLocale('es');
    renderWithProviders(
      <MarketFeesCard
        market={buildMarket({
          gov_fee: 2,
          vendor_fees: [
            { vendor_type: 'PRODUCER', fee_type: 'PERCENT_GROSS', flat: 0, percent: 6 },
            { vendor_type: 'ANCILLARY', fee_type: 'MAX_OF_EITHER', flat: 25, percent: 8.5, max_fee: 60 },
          ],
        })}
      />,
    );
    expect(screen.getByText('Cuota del gobierno')).toBeInTheDocument();
    expect(screen.getByText('$2.00 por cobro')).toBeInTheDocument();
    expect(screen.getByText('6% de las ventas brutas')).toBeInTheDocument();
    expect(
      screen.getByText('$25.00 o 8.5% de las ventas brutas, lo que sea mayor, máximo $60.00'),
    ).toBeInTheDocument();
    expect(screen.queryByText('6% of gross')).not.toBeInTheDocument();
  });

  it('the market form asks in Spanish', async () => {
    await chooseLocale('es');
    renderMarketForm();
    expect(screen.getByLabelText('Nombre del mercado')).toBeInTheDocument();
    expect(screen.getByText('Datos básicos')).toBeInTheDocument();
    expect(screen.getByText('Todo el año')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear mercado' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar ficha' })).toBeInTheDocument();
    expect(screen.queryByText('Basics')).not.toBeInTheDocument();
  });
});
