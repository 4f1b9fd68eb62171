import { formatTime, isMarketToday, type Market, WEEKDAY_SHORT } from '@marketday/shared';
import { CalendarDays, MapPin } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Badge } from '@/components/ui/badge';
import { orderMarketsForToday } from '../market-order';

type MarketPickerProps = {
  markets: Market[];
  value: string | null;
  onChange: (market: Market) => void;
  today: Date;
};

// Native radios styled as cards: arrow keys, labels and screen readers work without extra code.
export function MarketPicker({ markets, value, onChange, today }: MarketPickerProps) {
  const name = useId();
  const ordered = useMemo(() => orderMarketsForToday(markets, today), [markets, today]);
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-3 font-semibold text-lg">Market</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {ordered.map((market) => (
          <label
            key={market.id}
            className="flex min-h-16 cursor-pointer items-start gap-3 rounded-xl border bg-card p-4 shadow-sm transition-colors hover:bg-accent/40 has-checked:border-primary has-checked:bg-accent/40 has-checked:ring-2 has-checked:ring-primary has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50"
          >
            <input
              type="radio"
              name={name}
              value={market.id}
              checked={value === market.id}
              onChange={() => onChange(market)}
              className="mt-0.5 size-5 shrink-0 accent-primary"
            />
            <span className="grid min-w-0 gap-1">
              <span className="flex flex-wrap items-center gap-2">
                <span className="break-words font-semibold">{market.name}</span>
                {isMarketToday(market, today) && <Badge variant="success">Today</Badge>}
              </span>
              <span className="flex items-center gap-1.5 text-muted-foreground text-sm tabular-nums">
                <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
                {WEEKDAY_SHORT[market.day_of_week]} · {formatTime(market.hours.start)} –{' '}
                {formatTime(market.hours.end)}
              </span>
              {market.city && (
                <span className="flex items-center gap-1.5 text-muted-foreground text-sm">
                  <MapPin aria-hidden="true" className="size-4 shrink-0" />
                  <span className="truncate">{market.city}</span>
                </span>
              )}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
