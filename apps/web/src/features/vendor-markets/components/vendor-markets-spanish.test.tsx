import type { VendorMarket, VendorMarketDates } from '@marketday/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { chooseLocale } from '@/lib/i18n/i18n';
import { renderWithProviders } from '@/test/test-providers';
import { buildMarketRules, buildVendorMarket } from '../testing/vendor-market-builder';
import { VendorMarketsList } from './vendor-markets-list';

const MARKET = buildVendorMarket({
  id: '0b9a2c1e-3f4d-4a5b-8c6d-7e8f9a0b1c2d',
  name: 'Davis Downtown Farmers Market',
  season: { start: 4, end: 9 },
  today: '2026-10-24',
  next_market_days: ['2026-10-24', '2026-10-31'],
  rules: buildMarketRules({ spaces_and_tents: 'Tents must be weighted.' }),
  documents: [
    {
      type: 'Insurance',
      status: 'NO_DOCUMENT',
      status_text: 'No expiration found.',
      expr: null,
      document_id: null,
    },
  ],
});

const DATES: VendorMarketDates = {
  market_id: MARKET.id,
  market_name: MARKET.name,
  drop_deadline_hours: 48,
  rules: null,
  dates: [
    {
      date: '2026-10-31',
      status: 'SCHEDULED',
      note: null,
      booth: { id: 'b', label: 'A3', size: '' },
      can_change: true,
      waitlist_position: null,
    },
  ],
};

function renderList(markets: VendorMarket[]) {
  vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === `/vendors/self/markets/${MARKET.id}/dates`) return { data: DATES as never };
    if (url === '/vendors/self/calendar') return { data: { url: 'https://x.example/c.ics' } as never };
    return { data: markets as never };
  });
  return renderWithProviders(<VendorMarketsList renderStatus={(d) => <span>{d.status_text}</span>} />);
}

describe('the vendor’s markets in Spanish', () => {
  it('reads the market card, its dates and rules in Spanish', async () => {
    await chooseLocale('es');
    renderList([MARKET]);
    const card = await screen.findByRole('region', { name: MARKET.name }, { timeout: 5_000 });
    // Its hours, season and next market days the Spanish way: '8:00 a. m.', 'mayo – octubre', 'sáb' '24 oct 2026'.
    expect(
      within(card).getByText(/^Sábados, 8:00\sa\.\s?m\. – 1:00\sp\.\s?m\. · mayo – octubre$/),
    ).toBeInTheDocument();
    expect(within(card).getByText(/^24 oct\.? 2026$/)).toBeInTheDocument();
    expect(within(card).getAllByText('sáb').length).toBeGreaterThan(0);
    expect(within(card).queryByText('10/24/2026')).toBeNull();
    expect(within(card).getByText('Próximos días de mercado')).toBeInTheDocument();
    expect(within(card).getByText('Documentos que pide este mercado')).toBeInTheDocument();
    expect(within(card).getByText('Seguro')).toBeInTheDocument();
    expect(await within(card).findByText('Puesto A3', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(within(card).getByText('Programada')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /Dejar esta fecha/ })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Ver reglas del mercado (1)' }));
    expect(within(card).getByText('Espacios y carpas')).toBeInTheDocument();
    expect(screen.queryByText('Next market days')).toBeNull();
  });

  it('points a vendor in no market to an application, in Spanish', async () => {
    await chooseLocale('es');
    renderList([]);
    expect(
      await screen.findByText('Todavía no participa en ningún mercado.', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Presentar solicitud a un mercado' })).toBeInTheDocument();
  });
});
