import { DEFAULT_ACCOUNTS } from '@marketday/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { chooseLocale } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@/test/test-providers';
import { BooksAccountsCard } from './books-accounts-card';
import { FunderBooksCard } from './funder-books-card';

describe('the books in Spanish', () => {
  it('read the accounts’ card and the downloads in Spanish, the accounts themselves as saved', async () => {
    await chooseLocale('es');
    vi.spyOn(api, 'get').mockResolvedValue({ data: DEFAULT_ACCOUNTS });
    renderWithProviders(
      <>
        <BooksAccountsCard marketId="market-1" />
        <FunderBooksCard market={null} startDate="2026-10-01" endDate="2026-11-30" />
      </>,
    );
    // The account names are the market's books' own words, never translated.
    expect(await screen.findByLabelText('Cuotas del mercado (ingresos)')).toHaveValue('Market Fee Income');
    expect(screen.getByRole('button', { name: 'Usar las cuentas predeterminadas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar cuentas' })).toBeDisabled();
    expect(screen.getByText('Informes para financiadores y contabilidad')).toBeInTheDocument();
    expect(
      screen.getByText('Un informe para financiadores es de un solo mercado: elija un mercado arriba.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar CSV de QuickBooks Online' })).toBeInTheDocument();
    expect(screen.queryByText('Save accounts')).toBeNull();
  });
});
