import type { ProgramFigures, ProgramReport } from '@marketday/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { downloadBlob } from '@/lib/download-file';
import { renderWithProviders } from '@/test/test-providers';
import { ProgramReportSection } from './program-report-section';

vi.mock('@/lib/download-file', () => ({ downloadCsv: vi.fn(), downloadBlob: vi.fn() }));

const MARKET = { id: '0b9a2c1e-3f4d-4a5b-8c6d-7e8f9a0b1c2d', name: 'Saturday Downtown' };
const RANGE = { startDate: '2026-10-01', endDate: '2026-11-30' };

const figures = (
  tokens_distributed: number,
  value_distributed: number,
  tokens_redeemed: number,
  value_redeemed: number,
  market_days: number,
  vendors: number,
): ProgramFigures => ({
  tokens_distributed,
  value_distributed,
  tokens_redeemed,
  value_redeemed,
  market_days,
  vendors,
});

const REPORT: ProgramReport = {
  query: { market_id: MARKET.id, start_date: RANGE.startDate, end_date: RANGE.endDate },
  market_name: MARKET.name,
  programs: [
    {
      program: 'SNAP',
      program_name: null,
      label: 'SNAP',
      ...figures(18, 78, 16, 52, 5, 2),
      tokens: [
        {
          token_id: 't1',
          name: 'CalFresh',
          per_dollar_value: 5,
          is_retired: false,
          ...figures(15, 75, 9, 45, 4, 2),
          months: [],
        },
        {
          token_id: 't2',
          name: 'EBT Dollar',
          per_dollar_value: 1,
          is_retired: true,
          ...figures(3, 3, 7, 7, 3, 2),
          months: [],
        },
      ],
      months: [
        { month: '2026-11', ...figures(3, 3, 3, 15, 2, 2) },
        { month: '2026-10', ...figures(15, 75, 13, 37, 3, 2) },
      ],
    },
    {
      program: 'INCENTIVE',
      program_name: 'Market Match',
      label: 'Incentive: Market Match',
      ...figures(8, 16, 3, 6, 1, 1),
      tokens: [
        {
          token_id: 't3',
          name: 'Market Match',
          per_dollar_value: 2,
          is_retired: false,
          ...figures(8, 16, 3, 6, 1, 1),
          months: [],
        },
      ],
      months: [{ month: '2026-10', ...figures(8, 16, 3, 6, 1, 1) }],
    },
  ],
};

function renderSection(market: typeof MARKET | null = MARKET) {
  const get = vi.spyOn(api, 'get').mockImplementation(async (url) => {
    if (url === '/market-managers/reports/programs') return { data: REPORT };
    return { data: new Blob([url]) };
  });
  renderWithProviders(<ProgramReportSection market={market} {...RANGE} />);
  return get;
}

// Phone and tablet widths: the section's tables become cards.
function narrowScreen() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === '(max-width: 1023px)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  vi.mocked(downloadBlob).mockClear();
});

describe('Program report section', () => {
  it('asks for one market when all markets are chosen, and fetches nothing', () => {
    const get = renderSection(null);
    expect(screen.getByText('Choose one market above to see its program report for funders.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
    expect(get).not.toHaveBeenCalled();
  });

  it('lists each program with its tokens, a total for several tokens, and the months oldest first', async () => {
    const get = renderSection();
    const tokens = await screen.findByRole('table', { name: 'Tokens per program' });
    expect(get).toHaveBeenCalledWith('/market-managers/reports/programs', {
      params: { market_id: MARKET.id, start_date: RANGE.startDate, end_date: RANGE.endDate },
    });
    const calfresh = within(tokens).getByRole('row', { name: /^CalFresh/ });
    expect(
      within(calfresh)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$5.00', '15', '$75.00', '9', '$45.00', '4', '2']);
    expect(within(tokens).getByRole('rowheader', { name: 'EBT Dollar (retired)' })).toBeVisible();
    const total = within(tokens).getByRole('row', { name: /^All SNAP tokens/ });
    expect(
      within(total)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['18', '$78.00', '16', '$52.00', '5', '2']);
    // One token: no total row of its own.
    expect(within(tokens).queryByRole('row', { name: /^All Incentive/ })).toBeNull();

    const months = screen.getByRole('table', { name: 'Programs per month' });
    const rows = within(months).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 2)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['October 2026', 'SNAP'],
      ['October 2026', 'Incentive: Market Match'],
      ['November 2026', 'SNAP'],
    ]);
  });

  it('shows cards below 1024 px, with every figure of each token and the total', async () => {
    narrowScreen();
    renderSection();
    const cards = await screen.findByRole('list', { name: 'Tokens per program' });
    expect(screen.queryByRole('table')).toBeNull();
    const calfresh = within(cards).getByRole('region', { name: 'CalFresh' });
    expect(within(calfresh).getByText('Value redeemed').nextSibling?.textContent).toBe('$45.00');
    const total = within(cards).getByRole('region', { name: 'All SNAP tokens' });
    expect(within(total).getByText('Market days').nextSibling?.textContent).toBe('5');
    expect(
      within(screen.getByRole('list', { name: 'Programs per month' })).getAllByRole('listitem'),
    ).toHaveLength(3);
  });

  it('downloads the CSV and the PDF the API makes, under the report file names', async () => {
    const user = userEvent.setup();
    const get = renderSection();
    await screen.findByRole('table', { name: 'Tokens per program' });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloadBlob).toHaveBeenCalledTimes(1));
    expect(get).toHaveBeenCalledWith('/market-managers/reports/programs.csv', {
      params: { market_id: MARKET.id, start_date: RANGE.startDate, end_date: RANGE.endDate },
      responseType: 'blob',
    });
    expect(vi.mocked(downloadBlob).mock.calls[0]?.[1]).toBe(
      'program-report-saturday-downtown-2026-10-01-to-2026-11-30.csv',
    );
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(downloadBlob).toHaveBeenCalledTimes(2));
    expect(vi.mocked(downloadBlob).mock.calls[1]?.[1]).toBe(
      'program-report-saturday-downtown-2026-10-01-to-2026-11-30.pdf',
    );
  });
});
