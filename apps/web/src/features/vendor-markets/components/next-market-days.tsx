import { formatDisplayDate, type VendorDate } from '@marketday/shared';
import { Badge } from '@/components/ui/badge';
import { boothText } from '../vendor-dates';
import { weekdayOf } from './market-schedule-text';

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
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="font-medium text-sm">
        Next market days
      </h3>
      {nextDate !== undefined && (
        <p className="text-sm">
          {nextDate ? (
            <>
              Your next date:{' '}
              <span className="font-medium tabular-nums">
                {weekdayOf(nextDate.date)} {formatDisplayDate(nextDate.date)}
              </span>
              {nextDate.booth && ` · ${boothText(nextDate.booth)}`}
            </>
          ) : (
            'You are not scheduled on any coming market day.'
          )}
        </p>
      )}
      {days.length === 0 ? (
        <p className="text-muted-foreground text-sm">No market days in the coming season.</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {days.map((day) => (
            <li
              key={day}
              className="flex min-h-11 items-center gap-2 rounded-md border bg-muted/40 px-3 text-sm tabular-nums"
            >
              <span className="text-muted-foreground">{weekdayOf(day)}</span>
              <span className="font-medium">{formatDisplayDate(day)}</span>
              {day === today && <Badge variant="success">Today</Badge>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
