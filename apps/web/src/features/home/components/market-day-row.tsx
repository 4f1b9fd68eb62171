import type { Market, MarketDate } from '@marketday/shared';
import { CalendarXIcon, ChevronRightIcon, ClockIcon, MapPinIcon, UsersIcon } from 'lucide-react';
import { Link } from 'react-router';
import { displayHours } from '@/lib/i18n/dates';
import { messagesOf, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { checkoutHref } from '../market-days';

type MarketDayRowProps = {
  market: Market;
  now: Date;
  /** Today in the market's season: its counts, or cancelled. */
  day?: MarketDate | undefined;
};

/** Today's counts: '3 of 12 settled · 10 present', or how many are expected before attendance is taken. */
export function dayCounts(day: MarketDate): string {
  const t = messagesOf(en);
  const counts = { settled: day.settled_count, scheduled: day.scheduled_count, present: day.present_count };
  return day.present_count > 0 ? t('dayCountsPresent', counts) : t('dayCounts', counts);
}

// A large tap target: at the stall the manager goes straight from home to today's checkout.
export function MarketDayRow({ market, now, day }: MarketDayRowProps) {
  const t = useMessages(en);
  if (day?.status === 'CANCELLED') return <CancelledRow market={market} day={day} />;
  const vendors = day ? dayCounts(day) : t('vendorCount', { count: market.vendor_count });
  return (
    <Link
      to={checkoutHref({ market, now })}
      className="flex min-h-16 items-center gap-3 rounded-lg border bg-background p-4 outline-none transition-colors hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="break-words font-semibold text-lg leading-tight">{market.name}</span>
        <span className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-sm">
          <span className="inline-flex items-center gap-1 tabular-nums">
            <ClockIcon aria-hidden="true" className="size-4" />
            {displayHours(market.hours)}
          </span>
          {market.city && (
            <span className="inline-flex items-center gap-1">
              <MapPinIcon aria-hidden="true" className="size-4" />
              {market.city}
            </span>
          )}
          <span className="inline-flex items-center gap-1 tabular-nums">
            <UsersIcon aria-hidden="true" className="size-4" />
            {vendors}
          </span>
        </span>
      </div>
      <span className="hidden font-medium text-primary text-sm sm:inline">{t('checkout')}</span>
      <ChevronRightIcon aria-hidden="true" className="size-5 shrink-0 text-primary" />
    </Link>
  );
}

// A market cancelled today: nothing to check out, and the note the vendors were sent.
function CancelledRow({ market, day }: { market: Market; day: MarketDate }) {
  const t = useMessages(en);
  return (
    <div className="flex min-h-16 items-center gap-3 rounded-lg border border-dashed bg-muted/40 p-4">
      <CalendarXIcon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="break-words font-semibold text-lg leading-tight">{market.name}</span>
        <span className="text-muted-foreground text-sm">
          {day.note ? t('cancelledTodayNote', { note: day.note }) : t('cancelledToday')}
        </span>
      </div>
    </div>
  );
}
