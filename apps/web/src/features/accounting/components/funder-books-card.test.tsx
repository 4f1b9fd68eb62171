import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { downloadBlob } from '@/lib/download-file';
import { renderWithProviders } from '@/test/test-providers';
import { FunderBooksCard } from './funder-books-card';

vi.mock('@/lib/download-file', () => ({ downloadCsv: vi.fn(), downloadBlob: vi.fn() }));

const MARKET = { id: '0b9a2c1e-3f4d-4a5b-8c6d-7e8f9a0b1c2d', name: 'Saturday Downtown' };
const RANGE = { start_date: '2026-10-01', end_date: '2026-11-30' };
const blob = new Blob(['file']);

afterEach(() => vi.mocked(downloadBlob).mockClear());

describe('FunderBooksCard', () => {
  it('downloads the chosen funder format as CSV and PDF, and the books for each system, of the page’s market and range', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue({ data: blob });
    const user = userEvent.setup();
    renderWithProviders(
      <FunderBooksCard market={MARKET} startDate={RANGE.start_date} endDate={RANGE.end_date} />,
    );
    const query = { market_id: MARKET.id, ...RANGE };
    const asked = { params: query, responseType: 'blob' };

    await user.click(screen.getByRole('combobox', { name: 'Funder report' }));
    await user.click(screen.getByRole('option', { name: 'Double Up Food Bucks' }));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(get).toHaveBeenLastCalledWith('/market-managers/reports/funders/dufb', asked));
    await waitFor(() =>
      expect(downloadBlob).toHaveBeenLastCalledWith(
        blob,
        'dufb-saturday-downtown-2026-10-01-to-2026-11-30.csv',
      ),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith('/market-managers/reports/funders/dufb.pdf', asked),
    );
    await waitFor(() =>
      expect(downloadBlob).toHaveBeenLastCalledWith(
        blob,
        'dufb-saturday-downtown-2026-10-01-to-2026-11-30.pdf',
      ),
    );

    for (const [label, system] of [
      ['Download QuickBooks Online CSV', 'quickbooks'],
      ['Download Xero CSV', 'xero'],
    ] as const) {
      await waitFor(() => expect(screen.getByRole('button', { name: label })).toBeEnabled());
      await user.click(screen.getByRole('button', { name: label }));
      await waitFor(() =>
        expect(get).toHaveBeenLastCalledWith(`/market-managers/reports/accounting/${system}`, asked),
      );
      await waitFor(() =>
        expect(downloadBlob).toHaveBeenLastCalledWith(
          blob,
          `books-${system}-saturday-downtown-2026-10-01-to-2026-11-30.csv`,
        ),
      );
    }
  });

  it('on all markets, says a funder report needs one market and downloads the books of every market', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue({ data: blob });
    const user = userEvent.setup();
    renderWithProviders(
      <FunderBooksCard market={null} startDate={RANGE.start_date} endDate={RANGE.end_date} />,
    );
    expect(screen.getByText('A funder report is of one market: choose a market above.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Download Xero CSV' }));
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith('/market-managers/reports/accounting/xero', {
        params: RANGE,
        responseType: 'blob',
      }),
    );
    await waitFor(() =>
      expect(downloadBlob).toHaveBeenCalledWith(blob, 'books-xero-all-markets-2026-10-01-to-2026-11-30.csv'),
    );
  });
});
