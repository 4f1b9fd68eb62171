import type { ColumnDef, HeaderContext } from '@tanstack/react-table';
import { CircleCheckIcon, TriangleAlertIcon } from 'lucide-react';
import { DataTable, sortableHeader } from '@/components/ui/data-table';
import { displayDate } from '@/lib/i18n/dates';
import { intlTag } from '@/lib/i18n/intl';
import { messagesOf, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import type { ReconciliationRow } from './reconciliation-rows';

// '+3', '−2' or '0' in the language shown.
const signed = (value: number) =>
  new Intl.NumberFormat(intlTag(), { signDisplay: 'exceptZero' }).format(value);

// A sortable header whose title is said in the language shown when the table renders.
function header<TValue>(key: keyof typeof en) {
  return (context: HeaderContext<ReconciliationRow, TValue>) =>
    sortableHeader<ReconciliationRow, TValue>(messagesOf(en)(key))(context);
}

function Check({ row }: { row: ReconciliationRow }) {
  const t = useMessages(en);
  if (row.warnings.length === 0) {
    return (
      <span className="inline-flex items-center gap-1.5 text-muted-foreground text-sm">
        <CircleCheckIcon aria-hidden="true" className="size-4 text-success" />
        {t('ok')}
      </span>
    );
  }
  return (
    <ul className="grid gap-1">
      {row.warnings.map((warning) => (
        <li key={warning.kind} className="flex items-start gap-1.5 text-sm">
          <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
          <span>
            <span className="sr-only">{t('warningPrefix')} </span>
            {warning.message}
          </span>
        </li>
      ))}
    </ul>
  );
}

const numeric = (
  key: 'distributed' | 'redeemed' | 'variance',
  title: keyof typeof en,
): ColumnDef<ReconciliationRow, number> => ({
  accessorKey: key,
  header: header<number>(title),
  cell: ({ row }) => (
    <span className="tabular-nums">
      {key === 'variance' ? signed(row.original.variance) : row.original[key]}
    </span>
  ),
  size: 110,
});

const COLUMNS: ColumnDef<ReconciliationRow, never>[] = [
  {
    accessorKey: 'date',
    header: header('colMarketDay'),
    cell: ({ row }) => <span className="tabular-nums">{displayDate(row.original.date)}</span>,
    size: 120,
  },
  { accessorKey: 'name', header: header('colToken') },
  numeric('distributed', 'colDistributed'),
  numeric('redeemed', 'colRedeemed'),
  {
    id: 'returned',
    accessorFn: (row) => row.returned ?? -1,
    header: header('colReturned'),
    cell: ({ row }) =>
      row.original.returned === null ? (
        <NoDayReport />
      ) : (
        <span className="tabular-nums">{row.original.returned}</span>
      ),
    size: 120,
  },
  numeric('variance', 'colVariance'),
  {
    id: 'check',
    header: () => <span>{messagesOf(en)('colCheck')}</span>,
    cell: ({ row }) => <Check row={row.original} />,
    enableSorting: false,
    size: 280,
  },
] as ColumnDef<ReconciliationRow, never>[];

function NoDayReport() {
  const t = useMessages(en);
  return <span className="text-muted-foreground text-sm">{t('noDayReport')}</span>;
}

function MobileCard({ row }: { row: ReconciliationRow }) {
  const t = useMessages(en);
  const figures = [
    [t('colDistributed'), String(row.distributed)],
    [t('colRedeemed'), String(row.redeemed)],
    [t('colReturned'), row.returned === null ? '—' : String(row.returned)],
    [t('colVariance'), signed(row.variance)],
  ];
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="font-semibold">{row.name}</h3>
        <span className="text-muted-foreground text-sm tabular-nums">{displayDate(row.date)}</span>
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
  const t = useMessages(en);
  return (
    <DataTable
      columns={COLUMNS}
      data={rows}
      getRowId={(row) => row.id}
      initialSorting={NEWEST_FIRST}
      emptyMessage={t('noMarketDays')}
      mobileCard={(row) => <MobileCard row={row} />}
    />
  );
}
