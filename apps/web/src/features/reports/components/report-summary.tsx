import { type Cents, FIGURE_LABELS, formatCents, REPORT_INCOME_NOTE, type Report } from '@marketday/shared';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { decodeReportFigures, decodeReportIncome } from '@/entities/reports/report-money';
import { cn } from '@/lib/cn';
import { useIntlTag } from '@/lib/i18n/intl';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

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
  const say = useMessages(en);
  const numbers = new Intl.NumberFormat(useIntlTag());
  const t = report && decodeReportFigures(report.totals);
  const i = report && decodeReportIncome(report.income);
  const checkouts: Figure[] = [
    { label: say('checkouts'), value: numbers.format(t?.transactions ?? 0) },
    { label: sayShared(FIGURE_LABELS.gross), value: money(t?.gross_sales_cents) },
    { label: sayShared(FIGURE_LABELS.marketFees), value: money(t?.market_fees_cents) },
    { label: sayShared(FIGURE_LABELS.govFees), value: money(t?.gov_fees_cents) },
    { label: sayShared(FIGURE_LABELS.tokenTotal), value: money(t?.token_value_cents) },
    { label: sayShared(FIGURE_LABELS.owedByVendors), value: money(t?.owed_by_vendors_cents) },
    { label: sayShared(FIGURE_LABELS.paidToVendors), value: money(t?.paid_to_vendors_cents) },
    // The same figure as the Transactions total: owed by vendors less paid to vendors.
    {
      label: sayShared(FIGURE_LABELS.moneyOwed),
      value: money(t?.money_owed_cents),
      hint: say('owedMinusPaid'),
    },
  ];
  const income: Figure[] = [
    { label: say('transactionIncome'), value: money(i?.transaction_income_cents) },
    { label: say('additionalIncome'), value: money(i?.additional_income_cents) },
    { label: say('expenses'), value: money(i?.expenses_cents) },
    {
      label: say('directDeposit'),
      value: money(i?.direct_deposit_cents),
      hint: say('dayReportCount', { count: i?.day_reports ?? 0 }),
    },
  ];
  return (
    <div className="grid gap-4 xl:grid-cols-[2fr_1fr]">
      <FigureGrid
        title={say('checkouts')}
        figures={checkouts}
        isLoading={isLoading}
        className="sm:grid-cols-4"
      />
      <FigureGrid
        title={say('dayReports')}
        figures={income}
        isLoading={isLoading}
        note={report?.query.vendor_type ? sayShared(REPORT_INCOME_NOTE) : undefined}
        // Beside the checkouts card on wide screens the card is narrow: two columns there.
        className="sm:grid-cols-4 xl:grid-cols-2"
      />
    </div>
  );
}
