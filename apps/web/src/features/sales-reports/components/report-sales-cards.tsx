import { reportableDay } from '@marketday/shared';
import { useQueries } from '@tanstack/react-query';
import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { salesReportPath } from '@/config/paths';
import { vendorDatesQueryOptions } from '@/entities/vendor-dates/list-vendor-dates';
import { useVendorMarkets } from '@/entities/vendor-markets/list-vendor-markets';
import { displayDate } from '@/lib/i18n/dates';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// On the vendor's home, from an hour before a market closes until the end of the next day: one card per market
// whose day may be reported now (docs/product.md "Vendors report their sales").
export function ReportSalesCards({ now = new Date() }: { now?: Date }) {
  const t = useMessages(en);
  const { data: markets } = useVendorMarkets();
  // The market cards below read the same dates: a day the manager cancelled (rained out) has nothing to report.
  const dates = useQueries({ queries: (markets ?? []).map((market) => vendorDatesQueryOptions(market.id)) });
  const open = (markets ?? []).flatMap((market, index) => {
    const date = reportableDay(market, now);
    const cancelled = dates[index]?.data?.dates.some(
      (day) => day.date === date && day.status === 'CANCELLED',
    );
    return date && !cancelled ? [{ market, date }] : [];
  });
  if (open.length === 0) return null;
  return (
    <ul className="grid gap-3" aria-label={t('salesToReport')}>
      {open.map(({ market, date }) => (
        <li
          key={market.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-primary/40 bg-primary/5 p-4"
        >
          <div className="flex min-w-0 items-center gap-3">
            <ClipboardList className="size-6 shrink-0 text-primary" aria-hidden="true" />
            <div className="min-w-0">
              <p className="break-words font-semibold">{market.name}</p>
              <p className="text-muted-foreground text-sm">{displayDate(date)}</p>
            </div>
          </div>
          <Button asChild>
            <Link to={salesReportPath(market.id, date)}>{t('reportTodaysSales')}</Link>
          </Button>
        </li>
      ))}
    </ul>
  );
}
