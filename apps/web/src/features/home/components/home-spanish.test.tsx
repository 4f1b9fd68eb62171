import type { ExpiredDocumentRow, Market } from '@marketday/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { buildMarket } from '@/entities/markets/testing/market-builder';
import { chooseLocale } from '@/lib/i18n/i18n';
import { ALL_EXPIRED_DOCUMENTS, ExpiredDocumentsCard } from './expired-documents-card';
import { TodayMarketsCard } from './today-markets-card';

// Sunday 22 November 2026, noon in California.
const NOW = new Date('2026-11-22T20:00:00Z');

function market(overrides: Partial<Market>): Market {
  return buildMarket({
    id: crypto.randomUUID(),
    name: 'Market',
    day_of_week: 'SUNDAY',
    season: { start: -1, end: -1 },
    gov_fee: 0,
    city: null,
    ...overrides,
  });
}

const DOCUMENT: ExpiredDocumentRow = {
  id: 'd1',
  name: 'Insurance',
  type: 'Insurance',
  expr: '2026-12-01',
  status: 'DUE_SOON',
  status_text: 'Due in 20 days',
  vendor_id: 'v-sunny',
  vendor_name: 'Sunny Acres',
};

describe('the home page in Spanish', () => {
  it("reads today's markets in Spanish", async () => {
    await chooseLocale('es');
    render(
      <MemoryRouter>
        <TodayMarketsCard
          markets={[
            market({ name: 'Riverside', vendor_count: 12 }),
            market({ name: 'Tuesday Market', day_of_week: 'TUESDAY' }),
          ]}
          isLoading={false}
          now={NOW}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('Mercados de hoy')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Riverside/ })).toHaveTextContent('12 vendedores');
    // Today's date, the next market's date and the hours the Spanish way.
    expect(screen.getByText(/^22 nov\.? 2026$/)).toBeInTheDocument();
    expect(screen.getByText(/^Próximo mercado: Tuesday Market el 24 nov\.? 2026$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Riverside/ })).toHaveTextContent(/\d:\d\d\sa\.\s?m\./);
    expect(screen.getByRole('link', { name: /Riverside/ })).not.toHaveTextContent(/AM|PM/);
    expect(screen.queryByText("Today's Markets")).toBeNull();
  });

  it('reads the expired documents in Spanish', async () => {
    await chooseLocale('es');
    render(
      <MemoryRouter>
        <ExpiredDocumentsCard
          vendors={[{ id: 'v-sunny', business_name: 'Sunny Acres' }]}
          documents={[DOCUMENT]}
          isLoading={false}
          filters={ALL_EXPIRED_DOCUMENTS}
          onFiltersChange={vi.fn()}
          renderStatus={(document) => <span>{document.status}</span>}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('Documentos vencidos')).toBeInTheDocument();
    expect(screen.getByText('Tipo de documento')).toBeInTheDocument();
    expect(screen.getAllByText('Seguro').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /Todos los documentos/ })).toBeInTheDocument();
    expect(screen.queryByText('Expired Documents')).toBeNull();
  });
});
