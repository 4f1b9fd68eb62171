import { formatDisplayDate } from '@marketday/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { CircleCheckIcon, TriangleAlertIcon } from 'lucide-react';
import { DataTable, sortableHeader } from '@/components/ui/data-table';
import type { ReconciliationRow } from './reconciliation-rows';

const signed = new Intl.NumberFormat('en-US', { signDisplay: 'exceptZero' });

function Check({ row }: { row: ReconciliationRow }) {
  if (row.warnings.length === 0) {
    return (
      <span className="inline-flex items-center gap-1.5 text-muted-foreground text-sm">
        <CircleCheckIcon aria-hidden="true" className="size-4 text-success" />
        OK
      </span>
    );
  }
  return (
    <ul className="grid gap-1">
      {row.warnings.map((warning) => (
        <li key={warning.kind} className="flex items-start gap-1.5 text-sm">
          <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
          <span>
            <span className="sr-only">Warning: </span>
            {warning.message}
          </span>
        </li>
      ))}
    </ul>
  );
}

const numeric = (
  key: 'distributed' | 'redeemed' | 'variance',
  title: string,
): ColumnDef<ReconciliationRow, number> => ({
  accessorKey: key,
  header: sortableHeader(title),
  cell: ({ row }) => (
    <span className="tabular-nums">
      {key === 'variance' ? signed.format(row.original.variance) : row.original[key]}
    </span>
  ),
  size: 110,
});

const COLUMNS: ColumnDef<ReconciliationRow, never>[] = [
  {
    accessorKey: 'date',
    header: sortableHeader('Market day'),
    cell: ({ row }) => <span className="tabular-nums">{formatDisplayDate(row.original.date)}</span>,
    size: 120,
  },
  { accessorKey: 'name', header: sortableHeader('Token') },
  numeric('distributed', 'Distributed'),
  numeric('redeemed', 'Redeemed'),
  {
    id: 'returned',
    accessorFn: (row) => row.returned ?? -1,
    header: sortableHeader('Returned'),
    cell: ({ row }) =>
      row.original.returned === null ? (
        <span className="text-muted-foreground text-sm">No day report</span>
      ) : (
        <span className="tabular-nums">{row.original.returned}</span>
      ),
    size: 120,
  },
  numeric('variance', 'Variance'),
  {
    id: 'check',
    header: () => <span>Check</span>,
    cell: ({ row }) => <Check row={row.original} />,
    enableSorting: false,
    size: 280,
  },
] as ColumnDef<ReconciliationRow, never>[];

function MobileCard({ row }: { row: ReconciliationRow }) {
  const figures = [
    ['Distributed', String(row.distributed)],
    ['Redeemed', String(row.redeemed)],
    ['Returned', row.returned === null ? '—' : String(row.returned)],
    ['Variance', signed.format(row.variance)],
  ];
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="font-semibold">{row.name}</h3>
        <span className="text-muted-foreground text-sm tabular-nums">{formatDisplayDate(row.date)}</span>
      </div>
      <dl className="grid grid-cols-4 gap-2 text-sm">
        {figures.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-muted-foreground text-xs">{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <Check row={row} />
    </div>
  );
}

const NEWEST_FIRST = [{ id: 'date', desc: true }];

export function ReconciliationDaysTable({ rows }: { rows: ReconciliationRow[] }) {
  return (
    <DataTable
      columns={COLUMNS}
      data={rows}
      getRowId={(row) => row.id}
      initialSorting={NEWEST_FIRST}
      emptyMessage="No market days in this range. Day reports and checkouts appear here."
      mobileCard={(row) => <MobileCard row={row} />}
    />
  );
}
