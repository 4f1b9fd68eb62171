import type { ProgramReport, Report, ReportFigures, ReportRow } from '@marketday/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { downloadCsv } from '@/lib/download-file';
import { chooseLocale } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@/test/test-providers';
import { ReportsView } from './reports-view';

vi.mock('@/lib/download-file', () => ({ downloadCsv: vi.fn(), downloadBlob: vi.fn() }));

const MARKET = {
  id: '0b9a2c1e-3f4d-4a5b-8c6d-7e8f9a0b1c2d',
  name: 'Saturday Downtown',
  time_zone: 'America/Los_Angeles',
};
const TOKEN = '5d0e5a0c-1b2c-4d3e-8f4a-5b6c7d8e9f00';

const FIGURES: ReportFigures = {
  transactions: 1,
  market_days: 1,
  gross_sales: 1234.5,
  market_fees: 74.07,
  gov_fees: 1.5,
  token_value: 10,
  owed_by_vendors: 65.57,
  paid_to_vendors: 0,
  money_owed: 65.57,
};

const ROW: ReportRow = {
  ...FIGURES,
  market_id: MARKET.id,
  market_name: MARKET.name,
  market_date: '2026-05-02',
  vendor_id: 'v1',
  vendor_name: 'Rise & Shine',
  vendor_type: 'PRODUCER',
  tokens: [{ token_id: TOKEN, count: 2, value: 10 }],
};

const REPORT: Report = {
  query: {
    market_id: null,
    start_date: '2026-04-05',
    end_date: '2026-05-02',
    vendor_type: null,
    view_mode: 'detail',
  },
  totals: FIGURES,
  tokens: [
    {
      token_id: TOKEN,
      name: 'CalFresh',
      market_id: MARKET.id,
      market_name: MARKET.name,
      per_dollar_value: 5,
      count: 2,
      value: 10,
    },
  ],
  income: {
    day_reports: 2,
    transaction_income: 65.57,
    additional_income: 20,
    expenses: 5,
    direct_deposit: 80.57,
  },
  rows: [ROW],
  truncated: false,
  groups: { vendors: [], markets: [], days: [] },
  market_days: [],
  series: { by_day: [], by_vendor_type: [] },
};

const PROGRAM_REPORT: ProgramReport = {
  query: { market_id: MARKET.id, start_date: '2026-04-05', end_date: '2026-05-02' },
  market_name: MARKET.name,
  programs: [],
};

// The whole page (charts, tables): its first render on a busy machine takes seconds.
describe('Reports in Spanish', { timeout: 60_000 }, () => {
  it('names the figures, filters and tables in Spanish', async () => {
    await chooseLocale('es');
    vi.spyOn(api, 'get').mockImplementation(async (url) =>
      url === '/market-managers/reports/programs' ? { data: PROGRAM_REPORT } : { data: REPORT },
    );
    renderWithProviders(<ReportsView markets={[MARKET]} />);
    const summary = await screen.findByRole('region', { name: 'Cobros' });
    expect(await within(summary).findByText('$1,234.50')).toBeInTheDocument();
    expect(within(summary).getByText('Ventas brutas')).toBeInTheDocument();
    expect(within(summary).getByText('Saldo adeudado')).toBeInTheDocument();
    const dayReports = screen.getByRole('region', { name: 'Informes del día' });
    expect(within(dayReports).getByText('2 informes del día')).toBeInTheDocument();
    expect(within(dayReports).getByText('Depósito directo')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Por vendedor y día de mercado' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Detalle' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Periodo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar PDF' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Informe de programas' })).toBeInTheDocument();
    expect(screen.queryByText('Gross Profit')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Checkouts' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    // The table's CSV is headed in Spanish; its cells stay data.
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    const [csv] = vi.mocked(downloadCsv).mock.calls[0] ?? [];
    const [header = ''] = String(csv).split('\r\n');
    expect(header).toContain('Ventas brutas');
    expect(header).not.toContain('Gross Profit');

    await user.click(screen.getByRole('combobox', { name: 'Tipo de vendedor' }));
    expect(await screen.findByRole('option', { name: 'Productor' })).toBeInTheDocument();
  });
});
