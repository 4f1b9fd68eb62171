import {
  type CsvKind,
  formatDisplayDate,
  formatDollars,
  type ReportColumn,
  type ReportRow,
  type ReportToken,
  tokenLabels,
} from '@marketday/shared';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { DataTableColumnHeader } from '@/components/ui/data-table';
import { VendorTypeBadge } from '@/components/ui/vendor-type-badge';

export function formatValue(value: unknown, kind: CsvKind | undefined): string {
  if (value === null || value === undefined) return '';
  if (kind === 'money' && typeof value === 'number') return formatDollars(value);
  if (kind === 'date' && typeof value === 'string') return formatDisplayDate(value);
  if (kind === 'number' && typeof value === 'number') return value.toLocaleString('en-US');
  return String(value);
}

const isFigure = (kind: CsvKind | undefined) => kind === 'money' || kind === 'number';

// Names get room before they wrap; figures and dates never wrap and line up on the right.
const CELL_CLASS: Record<CsvKind, string> = {
  text: 'block min-w-36',
  date: 'whitespace-nowrap tabular-nums',
  money: 'block whitespace-nowrap text-right tabular-nums',
  number: 'block whitespace-nowrap text-right tabular-nums',
};

// The screen's columns are the shared report columns (the CSV and the PDF use them too), drawn here.
export function toColumnDef<T>(column: ReportColumn<T>): ColumnDef<T, never> {
  return {
    id: column.header,
    accessorFn: (row) => (column.value(row) ?? '') as never,
    header: ({ column: c }) => (
      <DataTableColumnHeader
        column={c}
        title={column.header}
        className={isFigure(column.kind) ? 'justify-end text-right' : undefined}
      />
    ),
    cell: ({ row }) => <Cell row={row.original} column={column} />,
    size: column.width * 14,
  };
}

function Cell<T>({ row, column }: { row: T; column: ReportColumn<T> }): ReactNode {
  const value = column.value(row);
  const vendorType = (row as Partial<ReportRow>).vendor_type;
  if (column.header === 'Vendor type' && vendorType) return <VendorTypeBadge type={vendorType} />;
  return <span className={CELL_CLASS[column.kind ?? 'text']}>{formatValue(value, column.kind)}</span>;
}

/** One column per token on screen: the count handed in, with its value beneath. */
export function tokenColumnDefs(tokens: readonly ReportToken[]): ColumnDef<ReportRow, never>[] {
  const labels = tokenLabels(tokens);
  return tokens.map((token) => {
    const find = (row: ReportRow) => row.tokens.find((t) => t.token_id === token.token_id);
    return {
      id: `token-${token.token_id}`,
      accessorFn: (row) => (find(row)?.count ?? 0) as never,
      header: ({ column }) => (
        <DataTableColumnHeader column={column} title={labels.get(token.token_id) ?? token.name} />
      ),
      cell: ({ row }) => {
        const found = find(row.original);
        if (!found) return <span className="block text-right text-muted-foreground">—</span>;
        return (
          <span className="block whitespace-nowrap text-right tabular-nums">
            {found.count.toLocaleString('en-US')}
            <span className="block text-muted-foreground text-xs">{formatDollars(found.value)}</span>
          </span>
        );
      },
      size: 110,
    };
  });
}
