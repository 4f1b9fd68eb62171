import { DOCUMENT_MESSAGES, type DocumentRecord } from '@marketday/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/test/test-providers';
import type { DocumentVendor } from './document-filters';
import { DocumentsTable } from './documents-table';

const PARK = { id: 'm-park', name: 'Wednesday Park' };
const PIER = { id: 'm-pier', name: 'Saturday Pier' };
const VENDORS: DocumentVendor[] = [
  { id: 'v-sunny', business_name: 'Sunny Acres', markets: [PARK], managed: true },
  // A vendor with their own account: the manager reads their documents but does not change them.
  { id: 'v-bread', business_name: 'Bread Co', markets: [PIER], managed: false },
];

function doc(overrides: Partial<DocumentRecord>): DocumentRecord {
  return {
    id: crypto.randomUUID(),
    creator_id: null,
    owner_id: 'v-sunny',
    owner_name: 'Sunny Acres',
    created_at: '2026-10-01T17:00:00.000Z',
    type: 'Insurance',
    path: 'x',
    size: 1000,
    version: 1,
    expr: null,
    meta: {},
    status: 'NO_DOCUMENT',
    status_text: 'No expiration found.',
    ...overrides,
  };
}

const DOCUMENTS = [
  doc({
    id: 'd-1',
    type: 'CPC-Certificate',
    status: 'PAST_DUE',
    status_text: 'Due 325 days ago',
    expr: '2026-01-01',
  }),
  doc({
    id: 'd-2',
    owner_id: 'v-bread',
    owner_name: 'Bread Co',
    type: 'Permit-To-Sell',
    status: 'UP_TO_DATE',
    status_text: 'Due in 1134 days',
    expr: '2030-01-01',
  }),
];

// The server's answer: one page of the documents, and how many the filter holds.
function pageOf(documents: DocumentRecord[], page = 0, pageSize = 10, total = documents.length) {
  return { data: documents, page, page_size: pageSize, total_count: total, totals: null };
}

// The page's address: the manager's vendor filter is `?vendor=` (a document notice links to it).
function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

function renderTable(
  documents: DocumentRecord[] = DOCUMENTS,
  answer: (params: Record<string, unknown>) => ReturnType<typeof pageOf> = () => pageOf(documents),
  { route = '/documents', vendors = VENDORS }: { route?: string; vendors?: DocumentVendor[] } = {},
) {
  vi.spyOn(api, 'get').mockImplementation(async (url: string, config?: { params?: object }) =>
    url === '/documents'
      ? { data: answer((config?.params ?? {}) as Record<string, unknown>) }
      : { data: { url: 'https://files.example/signed' } },
  );
  renderWithProviders(
    <>
      <DocumentsTable vendors={vendors} onReplace={vi.fn()} />
      <LocationProbe />
    </>,
    { route },
  );
  return userEvent.setup();
}

afterEach(() => {
  vi.useRealTimers();
});

describe('DocumentsTable status', () => {
  it('shows the server’s status and wording, whatever the browser’s date', async () => {
    // Two days after the document's expiry on this device: the server, counting at the market, says today.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T12:00:00Z'));
    renderTable([
      doc({ id: 'd-3', status: 'URGENT', status_text: 'Due today', expr: '2026-11-23' }),
      doc({ id: 'd-4', type: 'Permit-To-Sell' }),
    ]);
    const badge = await screen.findByText('Due today');
    expect(badge).toHaveAttribute('data-status', 'URGENT');
    expect(screen.queryByText('Due 2 days ago')).not.toBeInTheDocument();
    expect(screen.getByText('No expiration found.')).toHaveAttribute('data-status', 'NO_DOCUMENT');
    expect(screen.getByText('11/23/2026')).toBeInTheDocument();
  });
});

const lastListParams = () =>
  vi
    .mocked(api.get)
    .mock.calls.filter(([url]) => url === '/documents')
    .map(([, config]) => (config as { params: Record<string, unknown> }).params)
    .at(-1);

describe('DocumentsTable for a manager', () => {
  it('asks the server for the market, status and search, from the first page, most urgent first', async () => {
    const user = renderTable(DOCUMENTS, (params) =>
      pageOf(params.market_id === PARK.id ? DOCUMENTS.slice(0, 1) : DOCUMENTS),
    );
    expect(await screen.findByText('Bread Co')).toBeInTheDocument();
    expect(lastListParams()).toEqual({ page: 0, page_size: 10, sort_by: 'status', sort_direction: 'ASC' });
    await user.click(screen.getByRole('combobox', { name: 'Filter by market' }));
    await user.click(await screen.findByRole('option', { name: 'Wednesday Park' }));
    await waitFor(() => expect(screen.queryByText('Bread Co')).not.toBeInTheDocument());
    expect(screen.getByText('Certified Producer Certificate')).toBeInTheDocument();
    expect(lastListParams()).toMatchObject({ market_id: PARK.id, page: 0 });

    await user.click(screen.getByRole('combobox', { name: 'Filter by status' }));
    await user.click(await screen.findByRole('option', { name: 'Past due' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search documents' }), '50%');
    await waitFor(() =>
      expect(lastListParams()).toEqual({
        market_id: PARK.id,
        status: 'PAST_DUE',
        search: '50%',
        page: 0,
        page_size: 10,
        sort_by: 'status',
        sort_direction: 'ASC',
      }),
    );
  });

  it('asks the server for the next page and the first again on a new sort, with the count for the pager', async () => {
    const many = Array.from({ length: 10 }, (_, i) =>
      doc({ id: `d-${i}`, owner_name: `Farm ${i}`, status: 'URGENT', status_text: 'Due today' }),
    );
    const second = [doc({ id: 'd-last', owner_name: 'Last Farm' })];
    const user = renderTable(many, (params) =>
      params.page === 1 ? pageOf(second, 1, 10, 11) : pageOf(many, 0, 10, 11),
    );
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('Last Farm')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(lastListParams()).toMatchObject({ page: 1, page_size: 10, sort_by: 'status' });

    await user.click(screen.getByRole('button', { name: 'Vendor' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Asc' }));
    await waitFor(() =>
      expect(lastListParams()).toMatchObject({ page: 0, sort_by: 'owner_name', sort_direction: 'ASC' }),
    );
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('opens a document through a signed URL in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = renderTable();
    await user.click(await screen.findByRole('button', { name: /Actions for Permit to Sell of Bread Co/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Open' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('https://files.example/signed', '_blank', 'noopener'),
    );
    expect(api.get).toHaveBeenCalledWith('/documents/d-2', { params: { owner_id: 'v-bread' } });
  });

  it('deletes a document after confirmation', async () => {
    const remove = vi
      .spyOn(api, 'delete')
      .mockResolvedValue({ data: { message: DOCUMENT_MESSAGES.deleted } });
    const user = renderTable();
    await user.click(
      await screen.findByRole('button', { name: /Actions for Certified Producer Certificate/ }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Document' }));
    expect(remove).toHaveBeenCalledWith('/documents/d-1');
    expect(await screen.findByText(DOCUMENT_MESSAGES.deleted)).toBeInTheDocument();
  });

  it('offers no Replace or Delete on the documents of a vendor who keeps their own', async () => {
    const user = renderTable();
    await user.click(await screen.findByRole('button', { name: /Actions for Permit to Sell of Bread Co/ }));
    expect(await screen.findByRole('menuitem', { name: 'Open' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Replace' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
  });
});

describe('DocumentsTable vendor filter from the address', () => {
  const FARM_ID = '3f0c7d2e-8b1a-4c5d-9e6f-7a8b9c0d1e2f';
  const OTHER_ID = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';
  const FARM: DocumentVendor = {
    id: FARM_ID,
    business_name: 'Green Valley Farm',
    markets: [PARK],
    managed: true,
  };
  const farmDocument = doc({ id: 'd-farm', owner_id: FARM_ID, owner_name: 'Green Valley Farm' });
  const byOwner = (params: Record<string, unknown>) =>
    pageOf(
      params.owner_id === FARM_ID ? [farmDocument] : params.owner_id ? [] : [...DOCUMENTS, farmDocument],
    );

  it("reads ?vendor= and lists that vendor's documents under a chip with the vendor's name", async () => {
    renderTable(DOCUMENTS, byOwner, { route: `/documents?vendor=${FARM_ID}`, vendors: [...VENDORS, FARM] });
    expect(await screen.findByText('Vendor:')).toBeInTheDocument();
    expect(lastListParams()).toMatchObject({ owner_id: FARM_ID, page: 0 });
    expect(
      screen.getByRole('button', { name: 'Remove vendor filter: Green Valley Farm' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Filter by vendor' })).toHaveTextContent('Green Valley Farm');
    await waitFor(() => expect(screen.queryByText('Bread Co')).not.toBeInTheDocument());
  });

  it('removing the chip drops the filter from the address and lists every vendor again', async () => {
    const user = renderTable(DOCUMENTS, byOwner, {
      route: `/documents?vendor=${FARM_ID}`,
      vendors: [...VENDORS, FARM],
    });
    await user.click(await screen.findByRole('button', { name: 'Remove vendor filter: Green Valley Farm' }));
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/documents$/);
    expect(await screen.findByText('Bread Co')).toBeInTheDocument();
    expect(lastListParams()).not.toHaveProperty('owner_id');
    expect(screen.queryByText('Vendor:')).not.toBeInTheDocument();
  });

  it('choosing a vendor in the filter writes it to the address', async () => {
    const user = renderTable(DOCUMENTS, byOwner, { vendors: [...VENDORS, FARM] });
    expect(await screen.findByText('Bread Co')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Filter by vendor' }));
    await user.click(await screen.findByRole('option', { name: 'Green Valley Farm' }));
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(`/documents?vendor=${FARM_ID}`);
    await waitFor(() => expect(lastListParams()).toMatchObject({ owner_id: FARM_ID }));
    expect(
      screen.getByRole('button', { name: 'Remove vendor filter: Green Valley Farm' }),
    ).toBeInTheDocument();
  });

  it("an id that is not one of the manager's vendors shows an empty list and an 'Unknown vendor' chip, not an error", async () => {
    renderTable(DOCUMENTS, byOwner, { route: `/documents?vendor=${OTHER_ID}` });
    expect(await screen.findByText('No results.')).toBeInTheDocument();
    expect(lastListParams()).toMatchObject({ owner_id: OTHER_ID });
    expect(screen.getByRole('button', { name: 'Remove vendor filter: Unknown vendor' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Filter by vendor' })).toHaveTextContent('All Vendors');
  });

  it('ignores a malformed ?vendor= rather than sending it', async () => {
    renderTable(DOCUMENTS, byOwner, { route: '/documents?vendor=not-an-id' });
    expect(await screen.findByText('Bread Co')).toBeInTheDocument();
    expect(lastListParams()).not.toHaveProperty('owner_id');
    expect(screen.queryByText('Vendor:')).not.toBeInTheDocument();
  });
});
