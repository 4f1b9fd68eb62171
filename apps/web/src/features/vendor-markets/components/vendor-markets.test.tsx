import type { VendorMarket, VendorMarketDates } from '@marketday/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { renderWithProviders, TestProviders } from '@/test/test-providers';
import { buildMarketRules, buildVendorMarket } from '../testing/vendor-market-builder';
import { VendorMarketsList } from './vendor-markets-list';

const MARKET = buildVendorMarket({
  id: '0b9a2c1e-3f4d-4a5b-8c6d-7e8f9a0b1c2d',
  market_vendor_id: '1c0b3d2f-4e5a-4b6c-9d7e-8f9a0b1c2d3e',
  name: 'Davis Downtown Farmers Market',
  season: { start: 4, end: 9 },
  today: '2026-10-24',
  next_market_days: ['2026-10-24', '2026-10-31', '2027-05-01', '2027-05-08'],
  address: { street: '301 C St', street_2: null, city: 'Davis', state: 'CA', postal_code: '95616' },
  contact_email: 'downtown@marketday.example',
  contact_phone: '530-555-0100',
  rules: buildMarketRules({
    summary: 'Be kind.',
    spaces_and_tents: 'Tents must be weighted,\n20 lb per leg.',
  }),
  documents: [
    {
      type: 'CPC-Certificate',
      status: 'NO_DOCUMENT',
      status_text: 'No expiration found.',
      expr: null,
      document_id: null,
    },
    {
      type: 'Insurance',
      status: 'UP_TO_DATE',
      status_text: 'Due in 200 days',
      expr: '2027-05-12',
      document_id: 'd',
    },
  ],
});

const FEED = 'https://marketday.example/calendar/secret-one.ics';

// The vendor's dates at a market, on every one of its days.
const datesOf = (market: VendorMarket): VendorMarketDates => ({
  market_id: market.id,
  market_name: market.name,
  drop_deadline_hours: 48,
  rules: null,
  dates: market.next_market_days.map((date) => ({
    date,
    status: 'SCHEDULED',
    note: null,
    booth: null,
    can_change: date !== market.today,
    waitlist_position: null,
  })),
});

function renderList(markets: VendorMarket[], { leadPending = false }: { leadPending?: boolean } = {}) {
  // The markets, each one's dates for the vendor, and the vendor's calendar link shown under them.
  vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    const market = markets.find((m) => url === `/vendors/self/markets/${m.id}/dates`);
    if (market) return { data: datesOf(market) as never };
    return { data: (url === '/vendors/self/calendar' ? { url: FEED } : markets) as never };
  });
  return renderWithProviders(
    <VendorMarketsList
      renderStatus={(d) => <span data-testid="status">{d.status_text}</span>}
      lead={<p>Your booth</p>}
      leadPending={leadPending}
    />,
  );
}

describe('VendorMarketsList', () => {
  it('keeps its placeholders while the lead above the markets cannot draw yet, then shows both at once', async () => {
    const view = renderList([MARKET], { leadPending: true });
    // The markets' answer is in the cache, and still nothing of the list is drawn.
    await vi.waitFor(() => expect(api.get).toHaveBeenCalledWith('/vendors/self/markets'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('status', { name: 'Loading your markets' })).toBeInTheDocument();
    expect(screen.queryByText('Your booth')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: MARKET.name })).not.toBeInTheDocument();
    view.rerender(
      <TestProviders>
        <VendorMarketsList
          renderStatus={(d) => <span data-testid="status">{d.status_text}</span>}
          lead={<p>Your booth</p>}
          leadPending={false}
        />
      </TestProviders>,
    );
    expect(await screen.findByRole('region', { name: MARKET.name })).toBeInTheDocument();
    expect(screen.getByText('Your booth')).toBeInTheDocument();
  });

  it('shows each market’s schedule and next market days, marking today and the gap between seasons', async () => {
    renderList([MARKET]);
    const card = await screen.findByRole('region', { name: MARKET.name });
    expect(within(card).getByText('Saturdays, 8:00 AM – 1:00 PM · May – October')).toBeInTheDocument();
    const days = within(card).getByRole('region', { name: 'Next market days' });
    const items = within(days)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(['Sat10/24/2026Today', 'Sat10/31/2026', 'Sat05/01/2027', 'Sat05/08/2027']);
    expect(within(card).getByText('301 C St, Davis, CA 95616')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /530-555-0100/ })).toHaveAttribute(
      'href',
      'tel:530-555-0100',
    );
  });

  it('lists the documents the market needs, each linking to /documents', async () => {
    renderList([MARKET]);
    const card = await screen.findByRole('region', { name: MARKET.name });
    expect(within(card).getByText('1 of 2 need attention')).toBeInTheDocument();
    const cpc = within(card).getByRole('link', {
      name: /Certified Producer Certificate.*No expiration found\./,
    });
    expect(cpc).toHaveAttribute('href', '/documents');
    expect(within(card).getByRole('link', { name: /Insurance.*Due in 200 days/ })).toHaveAttribute(
      'href',
      '/documents',
    );
  });

  it('keeps the rules folded until asked, showing only the sections written', async () => {
    const user = userEvent.setup();
    renderList([MARKET]);
    const toggle = await screen.findByRole('button', { name: 'Show market rules (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Be kind.')).not.toBeVisible();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide market rules' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText('Be kind.')).toBeVisible();
    expect(screen.getByText('Spaces and tents')).toBeVisible();
    expect(screen.queryByText('Parking')).not.toBeInTheDocument();
  });

  it('with no markets yet, points the vendor to an application', async () => {
    renderList([]);
    expect(await screen.findByText('You are not in any markets yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply to a market' })).toHaveAttribute('href', '/applications');
  });
});
