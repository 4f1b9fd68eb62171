import { formatTime, type Market } from '@marketday/shared';
import { ChevronRightIcon, ClockIcon, MapPinIcon, UsersIcon } from 'lucide-react';
import { Link } from 'react-router';
import { checkoutHref } from '../market-days';

type MarketDayRowProps = { market: Market; now: Date };

// A large tap target: at the stall the manager goes straight from home to today's checkout.
export function MarketDayRow({ market, now }: MarketDayRowProps) {
  const vendors = `${market.vendor_count} vendor${market.vendor_count === 1 ? '' : 's'}`;
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
            {formatTime(market.hours.start)} – {formatTime(market.hours.end)}
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
      <span className="hidden font-medium text-primary text-sm sm:inline">Checkout</span>
      <ChevronRightIcon aria-hidden="true" className="size-5 shrink-0 text-primary" />
    </Link>
  );
}
