import type { SalesReportDay } from '@marketday/shared';
import { FormBanner } from '@/components/ui/form-banner';
import { LoadingPlaceholders } from '@/components/ui/loading-placeholders';
import { useSalesReportDay } from '@/entities/sales-reports/get-sales-report-day';
import type { ReportFormValues } from '@/entities/sales-reports/sales-report-money';
import { useSendSalesReport } from '@/entities/sales-reports/send-sales-report';
import { getErrorMessage } from '@/lib/api-client';
import { displayDate } from '@/lib/i18n/dates';
import { useIntlTag } from '@/lib/i18n/intl';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { SalesReportForm } from './sales-report-form';
import { SalesReportStatus } from './sales-report-status';

const LOADING = ['h-10 w-2/3', 'h-12 w-full', 'h-40 w-full'] as const;

const timeAt = (iso: string, tag: string) =>
  new Date(iso).toLocaleString(tag, { weekday: 'short', hour: 'numeric', minute: '2-digit' });

/** The day's report as the vendor meets it, signed in or through a link: where it stands, and the form while open. */
export function SalesReportDayView({
  day,
  onSubmit,
}: {
  day: SalesReportDay;
  onSubmit: (values: ReportFormValues) => Promise<unknown>;
}) {
  const t = useMessages(en);
  const tag = useIntlTag();
  return (
    <div className="mx-auto grid w-full max-w-md gap-4">
      <div>
        <h2 className="break-words font-semibold text-lg">{day.market_name}</h2>
        <p className="text-muted-foreground text-sm">
          {day.business_name} · {displayDate(day.market_date)}
        </p>
      </div>
      <SalesReportStatus day={day} />
      {day.state === 'OPEN' && (
        <SalesReportForm key={day.reports[0]?.id ?? 'new'} day={day} onSubmit={onSubmit} />
      )}
      {day.state === 'NOT_YET' && (
        <FormBanner variant="warning">{t('reportsOpenAt', { time: timeAt(day.opens_at, tag) })}</FormBanner>
      )}
      {day.state === 'NO_MARKET' && (
        <FormBanner variant="warning">
          {t(day.reports.length > 0 ? 'noMarketReportKept' : 'noMarketThatDay')}
        </FormBanner>
      )}
      {day.state === 'CLOSED' && !day.outcome && (
        <FormBanner variant="warning">{t('reportsClosed')}</FormBanner>
      )}
    </div>
  );
}

// The signed-in vendor's report of one market day.
export function SalesReportScreen({ marketId, date }: { marketId: string; date: string }) {
  const t = useMessages(en);
  const day = useSalesReportDay(marketId, date);
  const send = useSendSalesReport(marketId, date);
  if (day.isPending)
    return <LoadingPlaceholders placeholders={LOADING} label={t('loadingDay')} className="grid gap-3" />;
  if (day.isError) return <FormBanner variant="error">{getErrorMessage(day.error)}</FormBanner>;
  return <SalesReportDayView day={day.data} onSubmit={(values) => send.mutateAsync(values)} />;
}
