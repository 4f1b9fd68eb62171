import type { ExpiredDocumentRow } from '@marketday/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ALL_EXPIRED_DOCUMENTS, ExpiredDocumentsCard } from './expired-documents-card';

const VENDORS = [
  { id: 'v-sunny', business_name: 'Sunny Acres' },
  { id: 'v-bread', business_name: 'Bread Co' },
];

function row(overrides: Partial<ExpiredDocumentRow>): ExpiredDocumentRow {
  return {
    id: crypto.randomUUID(),
    name: 'Insurance',
    type: 'Insurance',
    expr: '2026-12-01',
    status: 'DUE_SOON',
    status_text: 'Due in 20 days',
    vendor_id: 'v-sunny',
    vendor_name: 'Sunny Acres',
    ...overrides,
  };
}

function renderCard(props: {
  vendors?: { id: string; business_name: string }[];
  documents?: ExpiredDocumentRow[];
}) {
  const onFiltersChange = vi.fn();
  render(
    <MemoryRouter>
      <ExpiredDocumentsCard
        vendors={props.vendors ?? VENDORS}
        documents={props.documents ?? []}
        isLoading={false}
        filters={ALL_EXPIRED_DOCUMENTS}
        onFiltersChange={onFiltersChange}
        renderStatus={(document) => <span>{document.status}</span>}
      />
    </MemoryRouter>,
  );
  return { onFiltersChange, user: userEvent.setup() };
}

describe('ExpiredDocumentsCard', () => {
  it('without vendors explains how documents get tracked', () => {
    renderCard({ vendors: [] });
    expect(screen.getByText('No Vendors Found')).toBeInTheDocument();
    expect(screen.getByText('Add vendors to your markets to track their documents')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('says so when the filters match nothing', () => {
    renderCard({ documents: [] });
    expect(screen.getByText('No Expired Documents Found')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Vendor' })).toHaveTextContent('All Vendors');
    expect(screen.getByRole('combobox', { name: 'Document Type' })).toHaveTextContent('All Types');
  });

  it('lists the most pressing documents first: status order, then expiry', () => {
    renderCard({
      documents: [
        row({ vendor_name: 'Soon', status: 'DUE_SOON', expr: '2026-12-10' }),
        row({ vendor_name: 'Later past due', status: 'PAST_DUE', expr: '2026-11-20' }),
        row({ vendor_name: 'Urgent', status: 'URGENT', expr: '2026-11-25' }),
        row({ vendor_name: 'Earlier past due', status: 'PAST_DUE', expr: '2026-10-01' }),
      ],
    });
    const names = screen
      .getAllByRole('row')
      .slice(1)
      .map((tr) => within(tr).getAllByRole('cell')[0]?.textContent);
    expect(names).toEqual(['Earlier past due', 'Later past due', 'Urgent', 'Soon']);
    expect(screen.getByText('10/01/2026')).toBeInTheDocument();
  });

  it('filters by one vendor, picked by business name', async () => {
    const { user, onFiltersChange } = renderCard({ documents: [row({})] });
    await user.click(screen.getByRole('combobox', { name: 'Vendor' }));
    await user.click(await screen.findByRole('option', { name: 'Bread Co' }));
    expect(onFiltersChange).toHaveBeenCalledWith({ vendorId: 'v-bread', type: null });
  });
});
