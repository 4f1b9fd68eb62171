import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { chooseLocale } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@/test/test-providers';
import {
  ALPHA,
  BERRY,
  bookedAnswer,
  buildContext,
  buildDay,
  MARKET_DATE,
  MARKET_ID,
  SNAP,
  vendorReport,
} from '../testing/checkout-fixtures';
import { CheckoutForm } from './checkout-form';
import { CheckoutScreen } from './checkout-screen';

function renderForm(day = buildDay()) {
  renderWithProviders(<CheckoutForm context={day} marketDate={MARKET_DATE} onCreateDayReport={vi.fn()} />);
  return userEvent.setup();
}

describe('the checkout in Spanish', () => {
  it('reads Saldo adeudado, Ventas brutas and Fichas, and says a vendor’s report and the shared rules in Spanish', async () => {
    await chooseLocale('es');
    const alpha = { ...ALPHA, cpc_status: 'PAST_DUE' as const, vendor_report: vendorReport() };
    renderForm(buildDay({ vendors: [alpha, BERRY] }));

    expect(await screen.findByLabelText('Ventas brutas')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Cobro' })).toBeInTheDocument();
    expect(screen.getByTestId('money-owed-label')).toHaveTextContent('Saldo adeudado · Alpha Farm');
    expect(screen.getByRole('button', { name: 'Registrar cobro' })).toBeDisabled();
    expect(screen.getByText('Fichas')).toBeInTheDocument();
    expect(screen.getByText('$1.00 c/u')).toBeInTheDocument();
    expect(screen.getByText('Adeudado = Cuota + Cuota gub. - Total en fichas')).toBeInTheDocument();
    expect(screen.getByText('0 de 2 vendedores con la cuenta cerrada.')).toBeInTheDocument();
    // A shared constant, said through the shared catalogue.
    expect(
      screen.getByText(/El Certificado de Productor Certificado de este vendedor está vencido\./),
    ).toBeInTheDocument();

    const banner = screen.getByRole('region', { name: 'Informe del vendedor' });
    expect(banner).toHaveTextContent('Informado por el vendedor: $412.50 · 12 SNAP');
    expect(within(banner).getByRole('button', { name: 'Confirmar' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Ajustar' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Informes pendientes (1)' })).toBeInTheDocument();
    expect(screen.getByText('Vendedores de hoy')).toBeInTheDocument();

    expect(screen.queryByText('Money Owed')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Gross Profit')).not.toBeInTheDocument();
  });

  it('books a checkout and offers the receipt, and the strip to print it again, in Spanish', async () => {
    await chooseLocale('es');
    vi.spyOn(api, 'post').mockResolvedValue(bookedAnswer(20.5) as never);
    const user = renderForm();

    const gross = await screen.findByLabelText('Ventas brutas');
    await user.type(gross, '500');
    await user.type(screen.getByLabelText(SNAP.name), '10');
    expect(screen.getByTestId('money-owed')).toHaveTextContent('$20.50');
    // The fee math made in the browser, in the receipt's Spanish (the server's wording).
    expect(screen.getByText(/6% de \$500\.00 = \$30\.00/)).toBeInTheDocument();
    expect(screen.queryByText(/6% of \$500\.00/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Registrar cobro' }));

    expect(await screen.findByText('Cobro registrado correctamente.')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Entregar recibo' });
    expect(within(dialog).getByTestId('receipt-owed')).toHaveTextContent('Cobrar$20.50');
    expect(within(dialog).getByRole('button', { name: 'Imprimir recibo' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('receipt-next')).toHaveTextContent('Siguiente: Berry Bakery');
    await user.click(within(dialog).getByRole('button', { name: 'Omitir' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const strip = screen.getByRole('region', { name: 'Último cobro' });
    expect(within(strip).getByRole('button', { name: 'Imprimir último recibo' })).toBeInTheDocument();
    expect(screen.queryByText('Print Latest Reciept')).not.toBeInTheDocument();
  });

  it('shows the grid in Spanish, its settled rows and a row’s refusal too', async () => {
    await chooseLocale('es');
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('min-width'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    const day = buildContext({
      checked_out: [{ market_vendor_id: BERRY.market_vendor_id, transaction_id: 't-berry' }],
    });
    vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
      if (url === '/market-managers/checkouts/') return { data: day };
      if (url === '/market-managers/transactions')
        return { data: { data: [], page: 0, page_size: 200, total_count: null, totals: null } };
      return { data: [] };
    });
    renderWithProviders(
      <CheckoutScreen
        params={{ marketId: MARKET_ID, marketName: 'Riverside', marketDate: MARKET_DATE }}
        onCreateDayReport={vi.fn()}
      />,
      { route: `/checkout?market=${MARKET_ID}&view=grid` },
    );
    const table = await screen.findByRole('table', { name: /Tabla de cobro/ });
    const user = userEvent.setup();
    expect(within(table).getByRole('columnheader', { name: 'Vendedor' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Estado' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Vista del cobro' });
    expect(within(nav).getByRole('link', { name: 'Tabla' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Formulario' })).toBeInTheDocument();

    const berry = screen.getByRole('row', { name: /Berry Bakery/ });
    expect(within(berry).getByText('Registrado')).toBeInTheDocument();
    expect(
      within(berry).getByRole('button', { name: 'Cambiar el cobro de Berry Bakery en el formulario' }),
    ).toBeInTheDocument();

    const alpha = screen.getByRole('row', { name: /Alpha Farm/ });
    expect(within(alpha).getByText('Lista')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Ventas brutas de Alpha Farm'), '{Enter}');
    expect(await within(alpha).findByRole('alert')).toHaveTextContent('Escriba las ventas brutas');
    expect(screen.queryByText('Ready')).not.toBeInTheDocument();
  });
});
