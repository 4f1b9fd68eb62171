import type { CheckoutContext, DayReport, DayReportCalculated } from '@marketday/shared';
import { onlineManager } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/test-providers';
import {
  MARKET_ID,
  NO_ATTENDANCE,
  NO_FLOAT,
  NO_FUNDER_FIGURES,
  SNAP,
  stubDayReportServer,
} from '../testing/day-report-fixtures';
import { DayReportButton } from './day-report-button';
import { DayReportModal } from './day-report-modal';

const DATE = '2026-11-23';
const CALCULATED: DayReportCalculated = {
  transaction_income: 100,
  tokens_returned: [],
  custom_fields: [],
  attendance: NO_ATTENDANCE,
  ...NO_FLOAT,
};
const REPORT: DayReport = {
  id: '2d1c4e3a-5f6b-4c7d-8e9f-0a1b2c3d4e5f',
  market: MARKET_ID,
  date: DATE,
  name: null,
  transaction_income: 100,
  additional_income: 0,
  expenses: 42.5,
  direct_deposit: 57.5,
  tokens_distributed: [],
  tokens_returned: [],
  notes: null,
  custom_fields: {},
  ...NO_FUNDER_FIGURES,
  created_at: '2026-11-24T04:00:00.000Z',
  updated_at: '2026-11-24T04:00:00.000Z',
};

// Nine vendors, two of them checked out that night.
const vendors = Array.from({ length: 9 }, (_, i) => ({ market_vendor_id: `mv-${i}` }));
const CONTEXT = {
  market_tokens: [SNAP],
  vendors,
  checked_out: [
    { market_vendor_id: 'mv-0', transaction_id: 't-0' },
    { market_vendor_id: 'mv-4', transaction_id: 't-4' },
  ],
} as unknown as CheckoutContext;

function renderButton({ reports }: { reports: DayReport[] }) {
  stubDayReportServer({ calculated: CALCULATED, reports, context: CONTEXT });
  renderWithProviders(<DayReportButton marketId={MARKET_ID} marketDate={DATE} />);
  return userEvent.setup();
}

describe('DayReportButton', () => {
  it("reads 'Edit Day Report' when the night has a report, and opens that report", async () => {
    const user = renderButton({ reports: [{ ...REPORT, date: '2026-11-16', id: 'older' }, REPORT] });
    await user.click(await screen.findByRole('button', { name: 'Edit Day Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Day Report' });
    expect(within(dialog).getByText('Market night of 11/23/2026')).toBeInTheDocument();
    expect(await within(dialog).findByDisplayValue(/42\.5/)).toHaveAccessibleName('Expenses');
    expect(within(dialog).getByRole('button', { name: 'Save Day Report' })).toBeInTheDocument();
  });

  it("reads 'Create Day Report' when only other nights have one", async () => {
    const user = renderButton({ reports: [{ ...REPORT, date: '2026-11-16' }] });
    await user.click(await screen.findByRole('button', { name: 'Create Day Report' }));
    expect(await screen.findByRole('dialog', { name: 'Create Day Report' })).toBeInTheDocument();
  });

  it('warns that not every vendor of the market is checked out for that date', async () => {
    const user = renderButton({ reports: [] });
    await user.click(await screen.findByRole('button', { name: 'Create Day Report' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('2 of 9 vendors checked out')).toBeInTheDocument();
  });

  it('shows a negative direct deposit in the warning colour, and says why', async () => {
    const user = renderButton({ reports: [] });
    await user.click(await screen.findByRole('button', { name: 'Create Day Report' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByDisplayValue('$100.00');
    await user.type(within(dialog).getByLabelText('Expenses'), '130');
    const deposit = within(dialog).getByRole('status', { name: 'Direct Deposit' });
    expect(deposit).toHaveTextContent('-$30.00');
    expect(deposit).toHaveClass('text-amber-800');
    expect(within(dialog).getByText(/the deposit is negative/)).toBeInTheDocument();
  });

  it('says before anything is typed when the date being created already has its report', async () => {
    stubDayReportServer({ calculated: CALCULATED, reports: [REPORT], context: CONTEXT });
    renderWithProviders(
      <DayReportModal open onOpenChange={vi.fn()} marketId={MARKET_ID} marketDate={DATE} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create Day Report' });
    expect(
      await within(dialog).findByText(/A day report for this market and date already exists\./),
    ).toBeInTheDocument();
  });
  it("offline with no list of the market's reports on the device, still offers 'Create Day Report'", async () => {
    // The same fallback as a list that failed to load: the report is held on the device, and one already on the
    // server comes back from the sync as Needs attention. Waiting for a list no network can bring left the button
    // disabled for the rest of the night.
    onlineManager.setOnline(false);
    try {
      const user = renderButton({ reports: [REPORT] });
      const create = await screen.findByRole('button', { name: 'Create Day Report' });
      expect(create).toBeEnabled();
      await user.click(create);
      expect(await screen.findByRole('dialog', { name: 'Create Day Report' })).toBeInTheDocument();
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
