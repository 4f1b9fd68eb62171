import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { httpError } from '@/test/http-errors';
import { DataTable, type DataTableProps, sortableHeader } from './index';

type Vendor = { id: string; name: string; sales: number };

const vendors = (count: number): Vendor[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `v${i + 1}`,
    name: `Vendor ${String(i + 1).padStart(2, '0')}`,
    sales: (i + 1) * 10,
  }));

const columns: ColumnDef<Vendor, string | number>[] = [
  { accessorKey: 'name', header: sortableHeader('Name') },
  { accessorKey: 'sales', header: sortableHeader('Sales') },
];

function renderTable(count: number, props: Partial<DataTableProps<Vendor>> = {}) {
  return render(<DataTable columns={columns} data={vendors(count)} getRowId={(row) => row.id} {...props} />);
}

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row');
const firstCell = () => within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[0];
const button = (name: string) => screen.getByRole('button', { name });

async function headerMenu(title: string, item: 'Asc' | 'Desc' | 'Hide') {
  await userEvent.click(button(title));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}

describe('DataTable paging', () => {
  it('hides the pager below 10 rows and shows it at 10', () => {
    const { unmount } = renderTable(9);
    expect(bodyRows()).toHaveLength(9);
    expect(screen.queryByText(/^Page \d+ of \d+$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to next page' })).not.toBeInTheDocument();
    unmount();

    renderTable(10);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(button('Go to next page')).toBeDisabled();
  });

  it('moves with next, last, first and previous', async () => {
    renderTable(25);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
    expect(button('Go to first page')).toBeDisabled();
    expect(button('Go to previous page')).toBeDisabled();

    await userEvent.click(button('Go to next page'));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(firstCell()).toHaveTextContent('Vendor 11');

    await userEvent.click(button('Go to last page'));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(5);
    expect(button('Go to next page')).toBeDisabled();

    await userEvent.click(button('Go to first page'));
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

    await userEvent.click(button('Go to next page'));
    await userEvent.click(button('Go to previous page'));
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(firstCell()).toHaveTextContent('Vendor 01');
  });

  it('changes the page count with rows per page', async () => {
    renderTable(25);
    const perPage = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(perPage).toHaveTextContent('10');
    await userEvent.click(perPage);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      '10',
      '20',
      '30',
      '40',
      '50',
    ]);
    await userEvent.click(screen.getByRole('option', { name: '20' }));
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(20);
  });
});

describe('DataTable columns', () => {
  it('sorts Asc and Desc from the header menu and announces it', async () => {
    renderTable(25);
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');

    await headerMenu('Name', 'Desc');
    expect(firstCell()).toHaveTextContent('Vendor 25');
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');

    await headerMenu('Name', 'Asc');
    expect(firstCell()).toHaveTextContent('Vendor 01');
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  });

  it('starts from initialSorting', () => {
    renderTable(25, { initialSorting: [{ id: 'sales', desc: true }] });
    expect(firstCell()).toHaveTextContent('Vendor 25');
  });

  it("hides a column and brings it back with 'Unhide All'", async () => {
    renderTable(5);
    expect(screen.queryByRole('button', { name: 'Unhide All' })).not.toBeInTheDocument();

    await headerMenu('Sales', 'Hide');
    expect(screen.queryByRole('columnheader', { name: /Sales/ })).not.toBeInTheDocument();
    expect(within(bodyRows()[0] as HTMLElement).getAllByRole('cell')).toHaveLength(1);

    await userEvent.click(button('Unhide All'));
    expect(screen.getByRole('columnheader', { name: /Sales/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unhide All' })).not.toBeInTheDocument();
  });
});

describe('DataTable search and states', () => {
  it('filters across columns and goes back to the first page', async () => {
    renderTable(25, { searchPlaceholder: 'Search vendors...' });
    await userEvent.click(button('Go to last page'));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search vendors...' }), 'Vendor 1');
    expect(bodyRows()).toHaveLength(10);
    expect(firstCell()).toHaveTextContent('Vendor 10');
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox'), '5');
    expect(bodyRows()).toHaveLength(1);
    expect(screen.queryByText(/^Page \d+ of \d+$/)).not.toBeInTheDocument();
  });

  it("says 'No results.' when the search matches nothing", async () => {
    renderTable(25, { searchPlaceholder: 'Search vendors...' });
    await userEvent.type(screen.getByRole('searchbox'), 'zucchini');
    expect(screen.getByText('No results.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to next page' })).not.toBeInTheDocument();
  });

  it('renders extra toolbar filters and a custom empty message', () => {
    renderTable(0, { toolbar: <button type="button">All Vendors</button>, emptyMessage: 'No Vendors Found' });
    expect(button('All Vendors')).toBeInTheDocument();
    expect(screen.getByText('No Vendors Found')).toBeInTheDocument();
  });

  it('opens a row by click or keyboard', async () => {
    const onRowClick = vi.fn();
    renderTable(3, { onRowClick });
    await userEvent.click(screen.getByText('Vendor 02'));
    expect(onRowClick).toHaveBeenLastCalledWith({ id: 'v2', name: 'Vendor 02', sales: 20 });
    (bodyRows()[2] as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith({ id: 'v3', name: 'Vendor 03', sales: 30 });
  });

  it('shows skeleton rows while loading', () => {
    renderTable(0, { isLoading: true });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No results.')).not.toBeInTheDocument();
  });
});

describe('DataTable errors', () => {
  it.each([
    ['an Error', new Error('Boom'), 'Boom'],
    ['a non-Error value', 'oops', 'An unknown error occurred'],
    ['a missing message', {}, 'An unknown error occurred'],
    ['an HTTP error', httpError(404, {}), 'The requested resource was not found.'],
  ])("shows the 'Error:' card for %s", (_, error, message) => {
    renderTable(5, { error });
    const card = screen.getByRole('alert');
    expect(within(card).getByText('Error:')).toBeInTheDocument();
    expect(within(card).getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('DataTable error retry', () => {
  it('offers Retry on the error card and calls onRetry', async () => {
    const onRetry = vi.fn();
    renderTable(5, { error: new Error('Boom'), onRetry });
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('refetches the failed queries when no onRetry is given', async () => {
    const client = new QueryClient();
    const refetch = vi.spyOn(client, 'refetchQueries').mockResolvedValue();
    render(
      <QueryClientProvider client={client}>
        <DataTable columns={columns} data={vendors(2)} error={new Error('Boom')} />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});

describe('DataTable on phones', () => {
  function phoneScreen() {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: true,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
  }

  it('stacks rows as cards when a mobile card is given', () => {
    phoneScreen();
    renderTable(12, { mobileCard: (row) => <span>{`${row.name} card`}</span> });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('Vendor 01 card')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('keeps a scrolling table without one', () => {
    phoneScreen();
    renderTable(3);
    expect(screen.getByRole('table').parentElement).toHaveClass('overflow-x-auto');
    vi.restoreAllMocks();
  });
});
