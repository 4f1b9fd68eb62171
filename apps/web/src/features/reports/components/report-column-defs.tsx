import {
  type CsvKind,
  formatCents,
  type Report,
  type ReportColumn,
  type ReportRow,
  tokenLabels,
} from '@marketday/shared';
import type { ColumnDef, HeaderContext } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { sortableHeader } from '@/components/ui/data-table';
import { reportFigureCents } from '@/entities/reports/report-money';
import { VendorTypeBadge } from '@/entities/vendors/vendor-type-badge';
import { displayDate } from '@/lib/i18n/dates';
import { intlTag } from '@/lib/i18n/intl';
import { messagesOf, sayShared, useLocale } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

const t = messagesOf(en);

// A money cell of a shared column holds the answer's dollars (the CSV reads them too): shown through its cents.
export function formatValue(value: unknown, kind: CsvKind | undefined): string {
  if (value === null || value === undefined) return '';
  if (kind === 'money' && typeof value === 'number') return formatCents(reportFigureCents(value));
  if (kind === 'date' && typeof value === 'string') return displayDate(value);
  if (kind === 'number' && typeof value === 'number') return new Intl.NumberFormat(intlTag()).format(value);
  return String(value);
}

const isFigure = (kind: CsvKind | undefined) => kind === 'money' || kind === 'number';

// Names get room before they wrap; figures and dates never wrap and line up on the right.
const CELL_CLASS: Record<CsvKind, string> = {
  text: 'block min-w-28',
  date: 'whitespace-nowrap tabular-nums',
  money: 'block whitespace-nowrap text-right tabular-nums',
  number: 'block whitespace-nowrap text-right tabular-nums',
};

// The narrowest a column starts at; the table then shares out the rest of the width. Small, so that at 1280 px with
// the sidebar open (974 px of table) every column of the per-vendor tables fits: figures are as wide as their
// values and wrapped headers, not a fixed share.
const MIN_WIDTH: Record<CsvKind, number> = { text: 112, date: 88, money: 64, number: 56 };

type ScreenColumn<T> = {
  /** The header on screen when it is not the shared column's, said when drawn. */
  title?: () => string;
  /** The cell's text is the shared code's English (a Yes or No), said in the language shown. */
  say?: boolean;
  /** A second line under the value: what the screen folds in from a column it does not show. */
  below?: (row: T) => ReactNode;
};

// The screen's columns are the shared report columns (the CSV and the PDF use them too), drawn here.
export function toColumnDef<T>(column: ReportColumn<T>, screen: ScreenColumn<T> = {}): ColumnDef<T, never> {
  return {
    id: column.header,
    accessorFn: (row) => (column.value(row) ?? '') as never,
    header: saidHeader(screen.title ?? (() => sayShared(column.header)), {
      compact: true,
      className: isFigure(column.kind) ? 'justify-end text-right' : undefined,
    }),
    cell: ({ row }) => <Cell row={row.original} column={column} below={screen.below} say={screen.say} />,
    size: MIN_WIDTH[column.kind ?? 'text'],
  };
}

// A header in the language shown: the columns are made once, their headers say their title when drawn.
function saidHeader<T>(title: () => string, options: { compact: boolean; className?: string | undefined }) {
  return function SaidHeader(context: HeaderContext<T, never>) {
    useLocale();
    return sortableHeader<T, never>(title(), options)(context);
  };
}

function Cell<T>({
  row,
  column,
  below,
  say = false,
}: {
  row: T;
  column: ReportColumn<T>;
  below: ScreenColumn<T>['below'];
  say?: boolean | undefined;
}): ReactNode {
  useLocale();
  const value = formatValue(column.value(row), column.kind);
  const text = <span className={CELL_CLASS[column.kind ?? 'text']}>{say ? sayShared(value) : value}</span>;
  const second = below?.(row);
  if (!second) return text;
  return (
    <span className="flex flex-col items-start gap-1">
      {text}
      {second}
    </span>
  );
}

const VENDOR_TYPE = 'Vendor type';
const MARKET = 'Market';

/**
 * The columns of a report table on screen. To fit beside the open sidebar at 1280 px, two columns are folded into
 * others: the vendor type sits under the vendor's name as its badge, and in the detail table the market sits under
 * the date (left out when the report is of one market). The CSV and the PDF keep every column.
 */
export function reportColumnDefs({
  columns,
  tokens,
  oneMarket,
}: {
  columns: readonly ReportColumn<ReportRow>[];
  tokens: Readonly<Report['tokens']>;
  oneMarket: boolean;
}): ColumnDef<ReportRow, never>[] {
  const hasDate = columns.some((c) => c.kind === 'date');
  const foldMarket = hasDate && columns.some((c) => c.header === MARKET);
  const shown = columns.filter((c) => c.header !== VENDOR_TYPE && !(foldMarket && c.header === MARKET));
  const defs = shown.map((column) => {
    if (column.header === 'Vendor') {
      return toColumnDef(column, {
        below: (row) => (row.vendor_type ? <VendorTypeBadge type={row.vendor_type} /> : null),
      });
    }
    if (foldMarket && column.kind === 'date' && !oneMarket) {
      return toColumnDef(column, {
        title: () => t('marketDay'),
        below: (row) =>
          row.market_name ? (
            <span className="block min-w-24 text-muted-foreground text-xs">{row.market_name}</span>
          ) : null,
      });
    }
    return toColumnDef(column);
  });
  return [...defs, ...tokenColumnDefs(tokens)];
}

/** One column per token on screen: the count handed in, with its value beneath. */
export function tokenColumnDefs(tokens: Readonly<Report['tokens']>): ColumnDef<ReportRow, never>[] {
  const labels = tokenLabels(tokens);
  return tokens.map((token) => {
    const find = (row: ReportRow) => row.tokens.find((t) => t.token_id === token.token_id);
    return {
      id: `token-${token.token_id}`,
      accessorFn: (row) => (find(row)?.count ?? 0) as never,
      header: saidHeader(() => labels.get(token.token_id) ?? token.name, {
        compact: true,
        className: 'justify-end text-right',
      }),
      cell: ({ row }) => {
        const found = find(row.original);
        if (!found) return <span className="block text-right text-muted-foreground">—</span>;
        return (
          <span className="block whitespace-nowrap text-right tabular-nums">
            {formatValue(found.count, 'number')}
            <span className="block text-muted-foreground text-xs">
              {formatCents(reportFigureCents(found.value))}
            </span>
          </span>
        );
      },
      size: MIN_WIDTH.number,
    };
  });
}
