import { type ReportColumn, type ReportRow, type ReportToken, tokenLabels } from '@marketday/shared';
import { VendorTypeBadge } from '@/entities/vendors/vendor-type-badge';
import { displayDate } from '@/lib/i18n/dates';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { FigureLines } from './figure-lines';
import { formatValue } from './report-column-defs';

type ReportRowCardProps = {
  row: ReportRow;
  columns: ReportColumn<ReportRow>[];
  tokens: readonly ReportToken[];
};

// Below 1024 px a row becomes a stacked card: who and when on top, then each figure on its own line.
export function ReportRowCard({ row, columns, tokens }: ReportRowCardProps) {
  const t = useMessages(en);
  const title = row.vendor_name ?? row.market_name ?? (row.market_date ? displayDate(row.market_date) : '');
  const subtitle = [
    row.vendor_name && row.market_date ? displayDate(row.market_date) : null,
    row.vendor_name ? row.market_name : null,
  ].filter(Boolean);
  const figures = columns.filter((c) => c.kind === 'money' || c.kind === 'number');
  const labels = tokenLabels(tokens);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex min-w-0 flex-col gap-1">
        <h3 className="break-words font-semibold leading-tight">{title}</h3>
        {subtitle.length > 0 && <p className="text-muted-foreground text-sm">{subtitle.join(' · ')}</p>}
        {row.vendor_type && <VendorTypeBadge type={row.vendor_type} className="self-start" />}
      </div>
      <FigureLines
        lines={[
          ...figures.map((column) => ({
            key: column.header,
            label: sayShared(column.header),
            value: formatValue(column.value(row), column.kind),
          })),
          ...row.tokens.map((token) => ({
            key: token.token_id,
            label: labels.get(token.token_id) ?? t('token'),
            value: `${formatValue(token.count, 'number')} · ${formatValue(token.value, 'money')}`,
          })),
        ]}
      />
    </div>
  );
}
