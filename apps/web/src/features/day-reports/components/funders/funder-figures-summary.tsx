import { formatCents, SHOPPER_COUNT_METHOD_LABELS } from '@marketday/shared';
import type { DayReportRow } from '@/entities/day-reports/day-report-money';
import { intlTag } from '@/lib/i18n/intl';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

type FigureLabel =
  | 'shopperCount'
  | 'snapTransactions'
  | 'snapSales'
  | 'incentiveTransactions'
  | 'incentiveSales'
  | 'newSnapCustomers';

// The funders' figures a report holds, each as label and value; those not counted (null) are left out.
function enteredFigures(
  report: DayReportRow,
  t: ReturnType<typeof useMessages<typeof en>>,
): [FigureLabel, string][] {
  const number = new Intl.NumberFormat(intlTag());
  const figures: [FigureLabel, string | null][] = [
    [
      'shopperCount',
      report.shopper_count === null
        ? null
        : report.shopper_count_method
          ? t('shopperCountValue', {
              count: number.format(report.shopper_count),
              method: sayShared(SHOPPER_COUNT_METHOD_LABELS[report.shopper_count_method]),
            })
          : number.format(report.shopper_count),
    ],
    ['snapTransactions', report.snap_transactions === null ? null : number.format(report.snap_transactions)],
    ['snapSales', report.snap_sales_cents === null ? null : formatCents(report.snap_sales_cents)],
    [
      'incentiveTransactions',
      report.incentive_transactions === null ? null : number.format(report.incentive_transactions),
    ],
    [
      'incentiveSales',
      report.incentive_sales_cents === null ? null : formatCents(report.incentive_sales_cents),
    ],
    [
      'newSnapCustomers',
      report.new_snap_customers === null ? null : number.format(report.new_snap_customers),
    ],
  ];
  return figures.filter((figure): figure is [FigureLabel, string] => figure[1] !== null);
}

/** The funders' figures entered on a report, as rows of a two-column `dl` (the mobile card's) or a list of its own. */
export function FunderFiguresRows({ report }: { report: DayReportRow }) {
  const t = useMessages(en);
  return (
    <>
      {enteredFigures(report, t).map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{t(label)}</dt>
          <dd className="text-right tabular-nums">{value}</dd>
        </div>
      ))}
    </>
  );
}

/** The table's cell: the figures entered, one a line, or a dash when none was counted. */
export function FunderFiguresCell({ report }: { report: DayReportRow }) {
  const t = useMessages(en);
  const figures = enteredFigures(report, t);
  if (figures.length === 0)
    return (
      <span className="text-muted-foreground" title={t('notCounted')}>
        —
      </span>
    );
  return (
    <dl className="grid gap-0.5 text-xs">
      {figures.map(([label, value]) => (
        <div key={label} className="flex flex-wrap gap-x-1">
          <dt className="text-muted-foreground">{t(label)}:</dt>
          <dd className="tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
