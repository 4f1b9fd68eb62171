import { type Cents, FIGURE_LABELS, formatCents, REPORT_INCOME_NOTE, type Report } from '@marketday/shared';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { decodeReportFigures, decodeReportIncome } from '@/entities/reports/report-money';
import { cn } from '@/lib/cn';

type Figure = { label: string; value: ReactNode; hint?: string };

const money = (cents: Cents | undefined) => formatCents(cents ?? 0);

function FigureGrid({
  title,
  figures,
  isLoading,
  note,
  className,
}: {
  title: string;
  figures: Figure[];
  isLoading: boolean;
  note?: string | undefined;
  className: string;
}) {
  return (
    <Card className="gap-3 py-4" role="region" aria-label={title}>
      <h2 className="px-4 font-semibold text-base">{title}</h2>
      <dl className={cn('grid grid-cols-2 gap-x-4 gap-y-3 px-4', className)}>
        {figures.map(({ label, value, hint }) => (
          <div key={label} className="grid min-w-0 content-start gap-0.5">
            <dt className="text-muted-foreground text-xs uppercase tracking-wide">{label}</dt>
            <dd className="font-semibold text-lg tabular-nums">
              {isLoading ? <Skeleton className="h-7 w-20" /> : value}
            </dd>
            {hint && <dd className="text-muted-foreground text-xs">{hint}</dd>}
          </div>
        ))}
      </dl>
      {note && <p className="px-4 text-muted-foreground text-xs">{note}</p>}
    </Card>
  );
}

type ReportSummaryProps = { report: Report | undefined; isLoading: boolean };

export function ReportSummary({ report, isLoading }: ReportSummaryProps) {
  const t = report && decodeReportFigures(report.totals);
  const i = report && decodeReportIncome(report.income);
  const checkouts: Figure[] = [
    { label: 'Checkouts', value: (t?.transactions ?? 0).toLocaleString('en-US') },
    { label: FIGURE_LABELS.gross, value: money(t?.gross_sales_cents) },
    { label: FIGURE_LABELS.marketFees, value: money(t?.market_fees_cents) },
    { label: FIGURE_LABELS.govFees, value: money(t?.gov_fees_cents) },
    { label: FIGURE_LABELS.tokenTotal, value: money(t?.token_value_cents) },
    { label: FIGURE_LABELS.owedByVendors, value: money(t?.owed_by_vendors_cents) },
    { label: FIGURE_LABELS.paidToVendors, value: money(t?.paid_to_vendors_cents) },
    // The same figure as the Transactions total: owed by vendors less paid to vendors.
    {
      label: FIGURE_LABELS.moneyOwed,
      value: money(t?.money_owed_cents),
      hint: 'Owed by vendors − paid to vendors',
    },
  ];
  const income: Figure[] = [
    { label: 'Transaction income', value: money(i?.transaction_income_cents) },
    { label: 'Additional income', value: money(i?.additional_income_cents) },
    { label: 'Expenses', value: money(i?.expenses_cents) },
    {
      label: 'Direct deposit',
      value: money(i?.direct_deposit_cents),
      hint: `${i?.day_reports ?? 0} day report${i?.day_reports === 1 ? '' : 's'}`,
    },
  ];
  return (
    <div className="grid gap-4 xl:grid-cols-[2fr_1fr]">
      <FigureGrid title="Checkouts" figures={checkouts} isLoading={isLoading} className="sm:grid-cols-4" />
      <FigureGrid
        title="Day reports"
        figures={income}
        isLoading={isLoading}
        note={report?.query.vendor_type ? REPORT_INCOME_NOTE : undefined}
        // Beside the checkouts card on wide screens the card is narrow: two columns there.
        className="sm:grid-cols-4 xl:grid-cols-2"
      />
    </div>
  );
}
