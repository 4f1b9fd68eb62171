import type { SalesReportDay, VendorMarket } from '@marketday/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/test/test-providers';
import { ReportSalesCards } from './report-sales-cards';
import { SalesReportForm } from './sales-report-form';

const BUCKS = '0b9a2c1e-3f4d-4a5b-8c6d-7e8f9a0b1c21';
const CALFRESH = '0b9a2c1e-3f4d-4a5b-8c6d-7e8f9a0b1c22';
const token = (id: string, name: string, value: number) => ({
  id,
  market_id: 'm',
  name,
  per_dollar_value: value,
  count: 10,
  visual_settings: null,
  program: 'OTHER',
  program_name: null,
  accepted_by: ['PRODUCER'],
});

// The Downtown market of the API's worked example: 6% for producers, a $1.50 gov fee, $1 and $5 tokens.
const DAY = {
  market_id: 'm',
  market_name: 'Downtown Farmers Market',
  market_vendor_id: 'mv',
  business_name: 'Green Valley Produce',
  market_date: '2026-11-21',
  state: 'OPEN',
  opens_at: '2026-11-21T20:00:00Z',
  closes_at: '2026-11-23T08:00:00Z',
  tokens: [token(BUCKS, 'Market Bucks', 1), token(CALFRESH, 'CalFresh', 5)],
  vendor_type: 'PRODUCER',
  vendor_fees: [{ vendor_type: 'PRODUCER', fee_type: 'PERCENT_GROSS', flat: 0, percent: 6 }],
  gov_fee: 1.5,
  reports: [],
  outcome: null,
} as unknown as SalesReportDay;

describe('SalesReportForm', () => {
  it('shows the fee and money owed with the checkout’s math and sends the figures in cents', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<SalesReportForm day={DAY} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Gross sales today'), '500');
    await user.type(screen.getByLabelText(/Market Bucks/), '12');
    await user.type(screen.getByLabelText(/CalFresh/), '2');
    // 6% of $500 = $30, + $1.50 − $22 of tokens = $9.50.
    expect(screen.getByTestId('report-owed')).toHaveTextContent('$9.50');
    expect(screen.getByText('You owe the market')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(onSubmit).toHaveBeenCalledWith({ gross_cents: 50_000, counts: { [BUCKS]: 12, [CALFRESH]: 2 } });
  });

  it('says what the server refused and keeps the figures', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValue(new Error('The market has already checked you out for this day.'));
    renderWithProviders(<SalesReportForm day={DAY} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Gross sales today'), '20');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('already checked you out');
    expect(screen.getByLabelText('Gross sales today')).toHaveValue('20');
  });

  it('starts a correction from the version last sent', () => {
    const sent = {
      id: 'r2',
      market_vendor_id: 'mv',
      market_date: '2026-11-21',
      version: 2,
      reported_gross: 412.5,
      tokens: [{ token_id: CALFRESH, name: 'CalFresh', count: 3 }],
      market_fee: 24.75,
      money_owed: 11.25,
      market_fee_calculation: '6%',
      channel: 'ACCOUNT' as const,
      submitted_at: '2026-11-21T20:40:00Z',
    };
    renderWithProviders(<SalesReportForm day={{ ...DAY, reports: [sent] }} onSubmit={vi.fn()} />);
    expect(screen.getByLabelText('Gross sales today')).toHaveValue('412.5');
    expect(screen.getByLabelText(/CalFresh/)).toHaveValue('3');
    expect(screen.getByRole('button', { name: 'Send correction' })).toBeInTheDocument();
  });
});

describe('ReportSalesCards', () => {
  const market = {
    id: 'm1',
    name: 'Downtown Farmers Market',
    day_of_week: 'SATURDAY',
    hours: { start: '08:00:00', end: '13:00:00' },
    season: { start: -1, end: -1 },
    time_zone: 'America/Los_Angeles',
  } as VendorMarket;

  // The vendor's markets, and each market's dates from today with today's status, answered when `datesSent` is.
  function answer(markets: VendorMarket[], today: 'SCHEDULED' | 'CANCELLED', datesSent = Promise.resolve()) {
    vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
      if (url === '/vendors/self/markets') return { data: markets as never };
      await datesSent;
      const marketId = url.split('/')[4];
      const dates = [
        {
          date: '2026-11-21',
          status: today,
          note: null,
          booth: null,
          can_change: false,
          waitlist_position: null,
        },
      ];
      return {
        data: { market_id: marketId, market_name: '', drop_deadline_hours: 24, rules: null, dates } as never,
      };
    });
  }

  it('offers the report of each market whose day is open now, and no other', async () => {
    const tuesday = { ...market, id: 'm2', name: 'Tuesday Market', day_of_week: 'TUESDAY' } as VendorMarket;
    answer([tuesday, market], 'SCHEDULED');
    renderWithProviders(<ReportSalesCards now={new Date('2026-11-21T20:05:00Z')} />);
    const link = await screen.findByRole('link', { name: "Report today's sales" });
    expect(link).toHaveAttribute('href', '/sales-report?market=m1&date=2026-11-21');
    expect(screen.getAllByRole('link', { name: "Report today's sales" })).toHaveLength(1);
    expect(screen.queryByText('Tuesday Market')).toBeNull();
  });

  it('takes the card away once the dates say the manager cancelled the day', async () => {
    let sendDates = () => {};
    answer([market], 'CANCELLED', new Promise<void>((resolve) => (sendDates = resolve)));
    renderWithProviders(<ReportSalesCards now={new Date('2026-11-21T20:05:00Z')} />);
    // Before the dates come, the weekday decides.
    expect(await screen.findByRole('link', { name: "Report today's sales" })).toBeInTheDocument();
    sendDates();
    await waitFor(() => expect(screen.queryByRole('link', { name: "Report today's sales" })).toBeNull());
  });
});
