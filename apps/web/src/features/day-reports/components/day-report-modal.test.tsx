import type { DayReportCalculated, MarketDays } from '@marketday/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { httpError } from '@/test/http-errors';
import { renderWithProviders } from '@/test/test-providers';
import {
  MARKET_ID,
  NO_ATTENDANCE,
  NO_FLOAT,
  SNAP,
  stubDayReportServer,
} from '../testing/day-report-fixtures';
import { DAY_REPORT_HELP } from './day-report-help';
import { DayReportModal } from './day-report-modal';

const CALCULATED: DayReportCalculated = {
  transaction_income: 100,
  tokens_returned: [{ token_id: SNAP.id, name: 'SNAP', count: 7 }],
  custom_fields: [],
  attendance: NO_ATTENDANCE,
  ...NO_FLOAT,
};

// No saved reports; the night's checkout context offers SNAP.
function renderModal(marketDays?: MarketDays, calculated = CALCULATED) {
  stubDayReportServer({
    calculated,
    context: { market_tokens: [SNAP], vendors: [], checked_out: [] },
  });
  renderWithProviders(
    <DayReportModal
      open
      onOpenChange={vi.fn()}
      marketId={MARKET_ID}
      marketDate="2025-06-07"
      marketDays={marketDays}
    />,
  );
}

describe('DayReportModal', () => {
  it('updates the direct deposit as income and expenses are typed', async () => {
    const user = userEvent.setup();
    renderModal();
    expect(await screen.findByDisplayValue('$100.00')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Additional Income'), '20');
    await user.type(screen.getByLabelText('Expenses'), '30');
    expect(screen.getByRole('status', { name: 'Direct Deposit' })).toHaveTextContent('$90.00');
  });

  it('shows the day’s attendance once anyone is marked, and no line before', async () => {
    renderModal(undefined, { ...CALCULATED, attendance: { present: 12, absent: 2, expected: 3 } });
    expect(await screen.findByText('Attendance: 12 present · 2 absent · 3 not marked')).toBeInTheDocument();
  });

  it('shows no attendance line for a day nobody was marked on', async () => {
    renderModal(undefined, { ...CALCULATED, attendance: { present: 0, absent: 0, expected: 17 } });
    await screen.findByDisplayValue('$100.00');
    expect(screen.queryByText(/^Attendance:/)).not.toBeInTheDocument();
  });

  it('refuses negative expenses and keeps save disabled', async () => {
    const user = userEvent.setup();
    renderModal();
    const expenses = await screen.findByLabelText('Expenses');
    await user.clear(expenses);
    await user.type(expenses, '-5');
    expect(await screen.findByText('Amount must be positive')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Day Report' })).toBeDisabled();
  });

  it('shows the help texts word for word and the returned token counts', async () => {
    renderModal();
    expect(await screen.findByText('7')).toBeInTheDocument();
    for (const help of Object.values(DAY_REPORT_HELP)) expect(screen.getByText(help)).toBeInTheDocument();
    expect(screen.getByLabelText('SNAP')).toHaveValue('0');
  });

  it('sends the report and shows the server’s detail when that date already has one', async () => {
    const post = vi
      .spyOn(api, 'post')
      .mockRejectedValue(httpError(409, { detail: 'A day report for this market and date already exists.' }));
    const user = userEvent.setup();
    renderModal();
    await user.type(await screen.findByLabelText('SNAP'), '12');
    await user.click(screen.getByRole('button', { name: 'Create Day Report' }));

    expect(post).toHaveBeenCalledWith(`/market-managers/markets/${MARKET_ID}/day-reports`, {
      market: MARKET_ID,
      date: '2025-06-07',
      name: null,
      additional_income: 0,
      expenses: 0,
      tokens_distributed: [{ token_id: SNAP.id, count: 12 }],
      notes: null,
      custom_fields: {},
      // Nothing counted for the funders.
      shopper_count: null,
      shopper_count_method: null,
      snap_transactions: null,
      snap_sales: null,
      incentive_transactions: null,
      incentive_sales: null,
      new_snap_customers: null,
    });
    expect(
      await screen.findByText('A day report for this market and date already exists.'),
    ).toBeInTheDocument();
  });

  it('asks to confirm a report for a day the market is not held', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { message: 'Day report created.' } });
    const user = userEvent.setup();
    // 7 June 2025 is a Saturday; this market is held on Sundays.
    renderModal({ name: 'Riverside', day_of_week: 'SUNDAY', season: { start: -1, end: -1 } });
    expect(
      await screen.findByText(
        'Saturday 06/07/2025 is not a Riverside day: the market is held on Sundays. Create a report for this day anyway?',
      ),
    ).toBeInTheDocument();
    await screen.findByDisplayValue('$100.00');
    await user.click(screen.getByRole('button', { name: 'Create Day Report anyway' }));
    expect(post).toHaveBeenCalledOnce();
  });
});
