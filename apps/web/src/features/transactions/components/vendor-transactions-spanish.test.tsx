import type { VendorTransactions } from '@marketday/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { chooseLocale } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@/test/test-providers';
import { buildTransaction, MARKET } from '../testing/transaction-fixtures';
import { TransactionFilters } from './transaction-filters';
import { useVendorTransactionFilters } from './use-vendor-transaction-filters';
import { VendorTransactionsTable } from './vendor-transactions-table';

const printPdf = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('@/lib/print-pdf', () => ({ printPdf }));
const downloadBlob = vi.hoisted(() => vi.fn());
vi.mock('@/lib/download-file', () => ({ downloadBlob }));

const ROW = buildTransaction({
  id: '6f1c2f9e-6d1b-4f8e-9a57-000000000001',
  market_date: '2026-11-14',
  reported_gross: 100,
  market_fee: 6,
  gov_fee: 0.5,
  token_total: 20,
  money_owed: -13.5,
  market_fee_calculation: '6% of $100.00 = $6.00',
});

const BODY: VendorTransactions = {
  data: [
    {
      ...ROW,
      receipt: { version: 2, answer: null, changed_since_answer: false, adjust_reason: 'Recounted tokens' },
    },
  ],
  page: 0,
  page_size: 10,
  total_count: 1,
  totals: {
    count: 1,
    reported_gross: 100,
    market_fee: 6,
    gov_fee: 0.5,
    token_total: 20,
    money_owed: -13.5,
    tokens: [],
  },
};

function View() {
  const filters = useVendorTransactionFilters();
  return (
    <>
      <TransactionFilters viewer="vendor" markets={[MARKET]} filters={filters} />
      <VendorTransactionsTable filters={filters.query} />
    </>
  );
}

describe('the vendor’s transactions in Spanish', () => {
  it('reads the totals, the receipt and the dispute in Spanish', async () => {
    await chooseLocale('es');
    vi.spyOn(api, 'get').mockResolvedValue({ data: BODY });
    const user = userEvent.setup();
    renderWithProviders(<View />);

    const totals = await screen.findByRole('region', { name: 'Totales de los cierres listados' });
    await waitFor(() => expect(within(totals).getByText('$100.00')).toBeInTheDocument());
    expect(within(totals).getByText('El mercado le debe $13.50')).toBeInTheDocument();
    expect(within(totals).getByText('Cierres')).toBeInTheDocument();
    expect(screen.getByText('Periodo')).toBeInTheDocument();
    expect(screen.getAllByText('Ajustado por el mercado: Recounted tokens').length).toBeGreaterThan(0);
    expect(screen.queryByText('Market owes you $13.50')).not.toBeInTheDocument();

    // The market day spells its month in Spanish ('14 nov 2026'), in the table and in the receipt's buttons.
    expect(screen.getAllByText(/^14 nov\.? 2026$/).length).toBeGreaterThan(0);
    expect(screen.queryByText('11/14/2026')).not.toBeInTheDocument();
    // The fee's calculation the server kept in English reads in Spanish.
    expect(screen.getAllByText('6% de $100.00 = $6.00').length).toBeGreaterThan(0);
    expect(screen.queryByText('6% of $100.00 = $6.00')).not.toBeInTheDocument();
    const [dispute] = await screen.findAllByRole('button', {
      name: /^Objetar el recibo de Saturday Downtown, 14 nov\.? 2026$/,
    });
    expect(
      screen.getAllByRole('button', { name: /^Aceptar el recibo de Saturday Downtown, 14 nov\.? 2026$/ })
        .length,
    ).toBeGreaterThan(0);
    await user.click(dispute as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Objetar este recibo' });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar objeción' }));
    expect(await within(dialog).findByText('Diga qué está mal en este recibo')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: '¿Qué está mal?' })).toBeInTheDocument();
  });
});
