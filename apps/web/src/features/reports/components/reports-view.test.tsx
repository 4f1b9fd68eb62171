import type { ProgramReport, Report, ReportFigures, ReportRow } from '@marketday/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { downloadCsv } from '@/lib/download-file';
import { expectReversedRangeRefused } from '@/test/custom-range-input';
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
  vendor_name: 'Rise, Shine & "Co"',
  vendor_type: 'PRODUCER',
  tokens: [{ token_id: TOKEN, count: 2, value: 10 }],
};

function report(viewMode: 'detail' | 'total'): Report {
  return {
    query: {
      market_id: null,
      start_date: '2026-04-05',
      end_date: '2026-05-02',
      vendor_type: null,
      view_mode: viewMode,
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
      day_reports: 1,
      transaction_income: 65.57,
      additional_income: 20,
      expenses: 5,
      direct_deposit: 80.57,
    },
    rows: viewMode === 'detail' ? [ROW] : [],
    truncated: false,
    groups:
      viewMode === 'total'
        ? {
            vendors: [{ ...ROW, market_id: null, market_name: null, market_date: null }],
            markets: [],
            days: [],
          }
        : { vendors: [], markets: [], days: [] },
    market_days: [],
    series: { by_day: [], by_vendor_type: [] },
  };
}

const PROGRAM_REPORT: ProgramReport = {
  query: { market_id: MARKET.id, start_date: '2026-04-05', end_date: '2026-05-02' },
  market_name: MARKET.name,
  programs: [],
};

function renderView() {
  const get = vi.spyOn(api, 'get').mockImplementation(async (url, config) => {
    // The program report of one market (program-report-section.test.tsx covers it).
    if (url === '/market-managers/reports/programs')
      return { data: { ...PROGRAM_REPORT, query: config?.params } };
    const params = (config?.params ?? {}) as { view_mode?: 'detail' | 'total' };
    return { data: report(params.view_mode ?? 'detail') };
  });
  renderWithProviders(<ReportsView markets={[MARKET]} />);
  const reportCalls = () => get.mock.calls.filter(([url]) => url === '/market-managers/reports');
  return { lastParams: () => reportCalls().at(-1)?.[1]?.params as Record<string, unknown> };
}

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(downloadCsv).mockClear();
});

// The charts and tables render a good deal of DOM: the first render on a busy machine takes seconds.
describe('Reports', { timeout: 20_000 }, () => {
  it('shows the figures and exports the table on screen as CSV', async () => {
    const user = userEvent.setup();
    const { lastParams } = renderView();
    const summary = await screen.findByRole('region', { name: 'Checkouts' });
    expect(await within(summary).findByText('$1,234.50')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Day reports' })).getByText('$80.57'),
    ).toBeInTheDocument();
    expect(lastParams()).toMatchObject({ view_mode: 'detail' });
    expect(lastParams()).not.toHaveProperty('market_id');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const [csv, filename] = vi.mocked(downloadCsv).mock.calls[0] ?? [];
    expect(filename).toMatch(/^report-all-markets-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}-detail\.csv$/);
    const lines = String(csv).split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFDate,Market,Vendor,Vendor type,Gross Profit,Market fees,Gov. fees,Token Total,Owed by vendors,Paid to vendors,CalFresh count,CalFresh value',
    );
    expect(lines[1]).toBe(
      '05/02/2026,Saturday Downtown,"Rise, Shine & ""Co""",Producer,1234.50,74.07,1.50,10.00,65.57,0.00,2,10.00',
    );
  });

  it("asks for the last four weeks up to today at the markets, not the device's today", async () => {
    // 02:00 UTC on 25 November 2026: the device (UTC in tests) is on the 25th, California still on the 24th.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T02:00:00Z'));
    const { lastParams } = renderView();
    await waitFor(() =>
      expect(lastParams()).toMatchObject({ start_date: '2026-10-28', end_date: '2026-11-24' }),
    );
  });

  it('switches to totals per vendor, market or day', async () => {
    const user = userEvent.setup();
    const { lastParams } = renderView();
    await screen.findByRole('heading', { name: 'Per vendor per market day' });
    await user.click(screen.getByRole('radio', { name: 'Total' }));
    await waitFor(() => expect(lastParams()).toMatchObject({ view_mode: 'total' }));
    expect(await screen.findByRole('heading', { name: 'Per vendor' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Per day' }));
    expect(screen.getByRole('heading', { name: 'Per day' })).toBeInTheDocument();
  });

  it('asks for one market and a custom range, and says when the range is reversed', async () => {
    const user = userEvent.setup();
    const { lastParams } = renderView();
    await user.click(screen.getByRole('combobox', { name: 'Market' }));
    await user.click(await screen.findByRole('option', { name: MARKET.name }));
    await waitFor(() => expect(lastParams()).toMatchObject({ market_id: MARKET.id }));

    await user.click(screen.getByRole('combobox', { name: 'Date range' }));
    await user.click(await screen.findByRole('option', { name: 'Custom range' }));
    await expectReversedRangeRefused(user, lastParams, 2026);
  });
});
