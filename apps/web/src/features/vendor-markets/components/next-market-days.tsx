import type { VendorDate } from '@marketday/shared';
import { Badge } from '@/components/ui/badge';
import { displayDate, weekdayOn } from '@/lib/i18n/dates';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { boothText } from '../vendor-dates';

type NextMarketDaysProps = {
  days: string[];
  today: string;
  headingId: string;
  /** The vendor's own next scheduled date: null when none is coming, undefined while their dates are unknown. */
  nextDate?: VendorDate | null;
};

// The next dates the market is held, counted at the market (the server sends them in its time zone), and the
// vendor's own next one when their schedule leaves some out.
export function NextMarketDays({ days, today, headingId, nextDate }: NextMarketDaysProps) {
  const t = useMessages(en);
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="font-medium text-sm">
        {t('nextMarketDays')}
      </h3>
      {nextDate !== undefined && (
        <p className="text-sm">
          {nextDate ? (
            <>
              {t('yourNextDate')}{' '}
              <span className="font-medium tabular-nums">
                {weekdayOn(nextDate.date)} {displayDate(nextDate.date)}
              </span>
              {nextDate.booth && ` · ${boothText(nextDate.booth)}`}
            </>
          ) : (
            t('notScheduled')
          )}
        </p>
      )}
      {days.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('noMarketDays')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {days.map((day) => (
            <li
              key={day}
              className="flex min-h-11 items-center gap-2 rounded-md border bg-muted/40 px-3 text-sm tabular-nums"
            >
              <span className="text-muted-foreground">{weekdayOn(day)}</span>
              <span className="font-medium">{displayDate(day)}</span>
              {day === today && <Badge variant="success">{t('today')}</Badge>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
