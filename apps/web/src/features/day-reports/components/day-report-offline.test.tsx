import type { DayReportCalculated } from '@marketday/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertsProvider } from '@/components/ui/alerts-provider';
import { api } from '@/lib/api-client';
import { DayReportModal } from './day-report-modal';
import { DAY_REPORT_QUEUED_MESSAGE } from './day-report-modal-body';

const queueDayReport = vi.hoisted(() => vi.fn(async () => ({})));
vi.mock('@/lib/offline/outbox', () => ({ queueDayReport }));
vi.mock('@/lib/offline/outbox-provider', () => ({
  useOutbox: () => ({ userId: 'u-1', items: [], online: false, syncNow: vi.fn() }),
}));

const MARKET_ID = '0b9a2c1e-3f4d-4a5b-8c6d-7e8f9a0b1c2d';
const CALCULATED: DayReportCalculated = { transaction_income: 100, tokens_returned: [], custom_fields: [] };

afterEach(() => {
  vi.restoreAllMocks();
  queueDayReport.mockClear();
});

describe('DayReportModal without a network', () => {
  it("holds the report on the device with the form's cents written as the request's dollars", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
      if (url.endsWith('/calculated')) return { data: CALCULATED };
      if (url.endsWith('/day-reports')) return { data: [] };
      return { data: { market_name: 'Riverside', market_tokens: [], vendors: [], checked_out: [] } };
    });
    const post = vi.spyOn(api, 'post');
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AlertsProvider>
          <DayReportModal open onOpenChange={vi.fn()} marketId={MARKET_ID} marketDate="2025-06-07" />
        </AlertsProvider>
      </QueryClientProvider>,
    );
    await screen.findByDisplayValue('$100.00');
    await user.type(screen.getByLabelText('Additional Income'), '0.2');
    await user.type(screen.getByLabelText('Expenses'), '42.5');
    // $100.00 + $0.20 − $42.50, worked out in cents.
    expect(screen.getByText('$57.70')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Day Report' }));

    expect(await screen.findByText(DAY_REPORT_QUEUED_MESSAGE)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    expect(queueDayReport).toHaveBeenCalledWith(
      expect.objectContaining({
        userId: 'u-1',
        marketId: MARKET_ID,
        reportId: null,
        input: expect.objectContaining({ date: '2025-06-07', additional_income: 0.2, expenses: 42.5 }),
      }),
    );
  });
});
