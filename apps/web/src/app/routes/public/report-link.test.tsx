import { SALES_REPORT_MESSAGES, type SalesReportLinkDay } from '@marketday/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SendReportLinksButton } from '@/features/checkout/components/send-report-links-button';
import { api } from '@/lib/api-client';
import { httpError } from '@/test/http-errors';
import { renderWithProviders } from '@/test/test-providers';
import { ReportLinkPage } from './report-link';

const BUCKS = '0b9a2c1e-3f4d-4a5b-8c6d-7e8f9a0b1c21';

// The Downtown market of the API's worked example: 6% for producers, a $1.50 gov fee, $1 Market Bucks.
const OPEN = {
  market_id: 'm',
  market_name: 'Downtown Farmers Market',
  market_vendor_id: 'mv',
  business_name: 'Green Valley Produce',
  market_date: '2026-11-21',
  state: 'OPEN',
  opens_at: '2026-11-21T20:00:00Z',
  closes_at: '2026-11-23T08:00:00Z',
  tokens: [
    {
      id: BUCKS,
      market_id: 'm',
      name: 'Market Bucks',
      per_dollar_value: 1,
      count: 10,
      visual_settings: null,
      program: 'OTHER',
      program_name: null,
      accepted_by: ['PRODUCER'],
    },
  ],
  vendor_type: 'PRODUCER',
  vendor_fees: [{ vendor_type: 'PRODUCER', fee_type: 'PERCENT_GROSS', flat: 0, percent: 6 }],
  gov_fee: 1.5,
  reports: [],
  outcome: null,
  link: { state: 'OPEN', expires_at: '2026-11-23T20:30:00Z' },
} as unknown as SalesReportLinkDay;

const SENT = {
  id: 'r1',
  market_vendor_id: 'mv',
  market_date: '2026-11-21',
  version: 1,
  reported_gross: 500,
  tokens: [{ token_id: BUCKS, name: 'Market Bucks', count: 12 }],
  market_fee: 30,
  money_owed: 19.5,
  market_fee_calculation: '6% of $500.00',
  channel: 'LINK' as const,
  submitted_at: '2026-11-21T20:40:00Z',
};
const USED = { ...OPEN, reports: [SENT], link: { ...OPEN.link, state: 'USED' } } as SalesReportLinkDay;

function renderPage(token = 'tok-3n') {
  renderWithProviders(
    <Routes>
      <Route path="/report/:token" element={<ReportLinkPage />} />
    </Routes>,
    { route: `/report/${token}` },
  );
}

describe('ReportLinkPage', () => {
  it('reports the day without signing in, once, and then shows what was sent', async () => {
    let day: SalesReportLinkDay = OPEN;
    const get = vi.spyOn(api, 'get').mockImplementation(async () => ({ data: day }) as never);
    const post = vi.spyOn(api, 'post').mockImplementation(async () => {
      day = USED;
      return { data: { ...SENT, message: SALES_REPORT_MESSAGES.submitted } } as never;
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText('Gross sales today'), '500');
    await user.type(screen.getByLabelText(/Market Bucks/), '12');
    // 6% of $500 = $30, + $1.50 − $12 of tokens = $19.50.
    expect(screen.getByTestId('report-owed')).toHaveTextContent('$19.50');
    await user.click(screen.getByRole('button', { name: 'Send report' }));

    expect(post).toHaveBeenCalledWith('/sales-report-links/tok-3n', {
      reported_gross: 500,
      tokens: [{ token_id: BUCKS, count: 12 }],
    });
    expect(get).toHaveBeenCalledWith('/sales-report-links/tok-3n');
    expect(
      await screen.findByText('Sent: gross $500.00, market fee $30.00, money owed $19.50.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Send/ })).toBeNull();
    expect(screen.queryByText(SALES_REPORT_MESSAGES.linkUsed)).toBeNull();
  });

  it('opened again after its report, shows it and says the link was used', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: USED } as never);
    renderPage();
    expect(await screen.findByText(SALES_REPORT_MESSAGES.linkUsed)).toBeInTheDocument();
    expect(screen.queryByLabelText('Gross sales today')).toBeNull();
  });

  it("shows the server's refusal of an expired link", async () => {
    vi.spyOn(api, 'get').mockRejectedValue(httpError(410, { detail: SALES_REPORT_MESSAGES.linkExpired }));
    renderPage();
    expect(await screen.findByText(SALES_REPORT_MESSAGES.linkExpired)).toBeInTheDocument();
  });
});

describe('SendReportLinksButton', () => {
  it('e-mails the day’s links and says how many went out in one notice', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { sent: 2, skipped: [] } } as never);
    const user = userEvent.setup();
    renderWithProviders(<SendReportLinksButton marketId="m1" marketDate="2026-11-21" />);
    await user.click(screen.getByRole('button', { name: 'E-mail report links' }));
    expect(await screen.findByText('Sent 2 links.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/market-managers/markets/m1/sales-report-links', {
      market_date: '2026-11-21',
    });
  });
});
