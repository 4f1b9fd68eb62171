import type { ColumnDef } from '@tanstack/react-table';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { actionsColumn, DataTable, sortableHeader } from './index';

type Row = { id: string; name: string };

const rows: Row[] = [
  { id: 'r1', name: 'Alpha' },
  { id: 'r2', name: 'Berry' },
];

function renderWith(last: ColumnDef<Row, string>) {
  const columns: ColumnDef<Row, string>[] = [{ accessorKey: 'name', header: sortableHeader('Name') }, last];
  render(<DataTable columns={columns} data={rows} getRowId={(row) => row.id} />);
}

describe('actionsColumn', () => {
  it("draws each row's buttons from the row under a header only screen readers read, with no sort or hide menu", () => {
    renderWith(actionsColumn((row) => <button type="button">{`Edit ${row.name}`}</button>));
    const header = screen.getByRole('columnheader', { name: 'Actions' });
    expect(within(header).getByText('Actions')).toHaveClass('sr-only');
    expect(within(header).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Alpha' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Berry' })).toBeInTheDocument();
  });

  it('takes another id, header name and width', () => {
    renderWith(
      actionsColumn((row) => <button type="button">{`Receipt for ${row.name}`}</button>, {
        id: 'receipt',
        label: 'Receipt',
        size: 130,
      }),
    );
    expect(screen.getByRole('columnheader', { name: 'Receipt' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Receipt for Alpha' })).toBeInTheDocument();
  });
});

describe('sortableHeader', () => {
  it("titles the column and sorts it from the header's menu", async () => {
    renderWith(actionsColumn(() => null));
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Desc' }));
    const [, first] = screen.getAllByRole('row');
    expect(first).toHaveTextContent('Berry');
  });
});
