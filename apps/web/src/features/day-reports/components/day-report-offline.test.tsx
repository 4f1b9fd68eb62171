import type { DayReportCalculated } from '@marketday/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/test/test-providers';
import { MARKET_ID, NO_ATTENDANCE, NO_FLOAT, stubDayReportServer } from '../testing/day-report-fixtures';
import { DayReportModal } from './day-report-modal';
import { DAY_REPORT_QUEUED_MESSAGE } from './day-report-modal-body';

const queueDayReport = vi.hoisted(() => vi.fn(async () => ({})));
vi.mock('@/lib/offline/outbox', () => ({ queueDayReport }));
vi.mock('@/lib/offline/outbox-provider', () => ({
  useOutbox: () => ({ userId: 'u-1', items: [], online: false, syncNow: vi.fn() }),
}));

const CALCULATED: DayReportCalculated = {
  transaction_income: 100,
  tokens_returned: [],
  custom_fields: [],
  attendance: NO_ATTENDANCE,
  ...NO_FLOAT,
};

afterEach(() => {
  queueDayReport.mockClear();
});

describe('DayReportModal without a network', () => {
  it("holds the report on the device with the form's cents written as the request's dollars", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubDayReportServer({
      calculated: CALCULATED,
      context: { market_name: 'Riverside', market_tokens: [], vendors: [], checked_out: [] },
    });
    const post = vi.spyOn(api, 'post');
    const user = userEvent.setup();
    renderWithProviders(
      <DayReportModal open onOpenChange={vi.fn()} marketId={MARKET_ID} marketDate="2025-06-07" />,
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
