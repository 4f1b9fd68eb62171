import type { VendorMarketDates } from '@marketday/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { ChevronDownIcon } from 'lucide-react';
import { useState } from 'react';
import { useAlerts } from '@/components/ui/alerts-provider';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useChangeVendorDate } from '@/entities/vendor-dates/change-vendor-date';
import { getErrorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { type VendorDateAction, VISIBLE_DATES, vendorDatesByMonth, vendorMonthLabel } from '../vendor-dates';
import { DropDateDialog } from './drop-date-dialog';
import { VendorDateRow } from './vendor-date-row';

type MyDatesProps = {
  marketId: string;
  marketName: string;
  /** YYYY-MM-DD at the market. */
  today: string;
  headingId: string;
  query: UseQueryResult<VendorMarketDates, Error>;
};

// "My dates" on a market card (docs/season.md "The vendor's dates on the web"): the coming dates by month, each with
// the vendor's status and booth, and the change they may still make before the market's deadline.
export function MyDates({ marketId, marketName, today, headingId, query }: MyDatesProps) {
  const t = useMessages(en);
  const change = useChangeVendorDate(marketId);
  const { showSuccess, showError } = useAlerts();
  const [isShowingAll, setIsShowingAll] = useState(false);
  const [dropping, setDropping] = useState<string | null>(null);

  async function act(action: VendorDateAction, date: string) {
    if (action === 'DROP') {
      setDropping(date);
      return;
    }
    try {
      const answer = await change.mutateAsync({ date, action });
      showSuccess(answer.message);
    } catch (error) {
      showError(getErrorMessage(error, { useDetail: true }));
    }
  }

  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="font-medium text-sm">
        {t('myDates')}
      </h3>
      {query.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : query.error ? (
        <p className="text-destructive text-sm">{t('datesLoadFailed')}</p>
      ) : query.data.dates.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('noMarketDates')}</p>
      ) : (
        <>
          <p className="text-muted-foreground text-sm">
            {t('dropOrAskHint', { hours: query.data.drop_deadline_hours })}
          </p>
          <div className="grid gap-3">
            {vendorDatesByMonth(
              isShowingAll ? query.data.dates : query.data.dates.slice(0, VISIBLE_DATES),
            ).map((month) => (
              <section
                key={month.month}
                aria-labelledby={`${headingId}-${month.month}`}
                className="grid gap-1"
              >
                <h4
                  id={`${headingId}-${month.month}`}
                  className="font-semibold text-muted-foreground text-xs uppercase tracking-wide"
                >
                  {vendorMonthLabel(month.month)}
                </h4>
                <ul className="divide-y rounded-md border">
                  {month.dates.map((date) => (
                    <VendorDateRow
                      key={date.date}
                      date={date}
                      today={today}
                      deadlineHours={query.data.drop_deadline_hours}
                      isPending={change.isPending && change.variables?.date === date.date}
                      onAction={act}
                    />
                  ))}
                </ul>
              </section>
            ))}
          </div>
          {query.data.dates.length > VISIBLE_DATES && (
            <Button
              type="button"
              variant="ghost"
              aria-expanded={isShowingAll}
              onClick={() => setIsShowingAll((all) => !all)}
              className="justify-self-start"
            >
              {isShowingAll ? t('showFewerDates') : t('showAllDates', { count: query.data.dates.length })}
              <ChevronDownIcon aria-hidden="true" className={isShowingAll ? 'rotate-180' : undefined} />
            </Button>
          )}
          <DropDateDialog
            date={dropping}
            marketName={marketName}
            deadlineHours={query.data.drop_deadline_hours}
            rules={query.data.rules}
            mutation={change}
            onClose={() => setDropping(null)}
          />
        </>
      )}
    </section>
  );
}
