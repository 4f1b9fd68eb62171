import { formatCents } from '@marketday/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { TriangleAlertIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { DataTable, MobileCardHeader } from '@/components/ui/data-table';
import type { TokenFloatCents, TokenFloatLineCents } from '@/entities/token-float/token-float-money';
import { messagesOf, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

type Line = TokenFloatLineCents;
type Key = keyof typeof en;

const header = (key: Key) => () => <span>{messagesOf(en)(key)}</span>;

function TokenName({ line }: { line: Line }) {
  const t = useMessages(en);
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <span className="font-medium">{line.name}</span>
      {line.retired ? <Badge variant="outline">{t('retired')}</Badge> : null}
    </span>
  );
}

// More tokens came back through checkouts than the booth handed out (or refunds went past them): a missed or wrong
// entry, said in words beside the number.
function Outstanding({ line }: { line: Line }) {
  const t = useMessages(en);
  if (line.outstanding >= 0) return <span className="tabular-nums">{line.outstanding}</span>;
  return (
    <span className="grid gap-1 text-destructive">
      <span className="font-semibold tabular-nums">{line.outstanding}</span>
      <span className="flex items-start gap-1 text-sm">
        <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('moreRedeemed')}
      </span>
    </span>
  );
}

const count = (key: 'issued' | 'redeemed' | 'refunded', title: Key): ColumnDef<Line, never> => ({
  id: key,
  header: header(title),
  cell: ({ row }) => <span className="tabular-nums">{row.original[key]}</span>,
  size: 100,
});

const COLUMNS: ColumnDef<Line, never>[] = [
  { id: 'token', header: header('colToken'), cell: ({ row }) => <TokenName line={row.original} /> },
  count('issued', 'colIssued'),
  count('redeemed', 'colRedeemed'),
  count('refunded', 'colRefunded'),
  {
    id: 'outstanding',
    header: header('colOutstanding'),
    cell: ({ row }) => <Outstanding line={row.original} />,
    size: 200,
  },
  {
    id: 'value',
    header: header('colValue'),
    cell: ({ row }) => (
      <span className="tabular-nums">{formatCents(row.original.outstanding_value_cents)}</span>
    ),
    size: 120,
  },
];

function LineCard({ line }: { line: Line }) {
  const t = useMessages(en);
  const figures: [string, number][] = [
    [t('colIssued'), line.issued],
    [t('colRedeemed'), line.redeemed],
    [t('colRefunded'), line.refunded],
  ];
  return (
    <div className="grid gap-2">
      <MobileCardHeader heading="h3" title={<TokenName line={line} />} actions={null} />
      <dl className="grid grid-cols-3 gap-2 text-sm">
        {figures.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-muted-foreground text-xs">{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div className="min-w-0">
          <dt className="text-muted-foreground text-xs">{t('colOutstanding')}</dt>
          <dd>
            <Outstanding line={line} />
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-muted-foreground text-xs">{t('colValue')}</dt>
          <dd className="tabular-nums">{formatCents(line.outstanding_value_cents)}</dd>
        </div>
      </dl>
    </div>
  );
}

// Per token: what the booth issued, what vendors redeemed at checkout, what was refunded, and what shoppers still
// hold, with the value of it all.
export function OutstandingTable({ float }: { float: TokenFloatCents }) {
  const t = useMessages(en);
  return (
    <div className="grid gap-3">
      <DataTable
        columns={COLUMNS}
        data={float.tokens}
        getRowId={(line) => line.token_id}
        emptyMessage={t('noTokens')}
        mobileCard={(line) => <LineCard line={line} />}
      />
      <p className="flex flex-wrap items-baseline justify-between gap-2 rounded-lg border bg-muted/40 px-4 py-3">
        <span className="font-medium">{t('totalOutstandingValue')}</span>
        <span className="font-semibold text-lg tabular-nums">
          {formatCents(float.outstanding_value_cents)}
        </span>
      </p>
    </div>
  );
}
