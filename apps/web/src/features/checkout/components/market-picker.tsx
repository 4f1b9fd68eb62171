import { isMarketToday, type Market } from '@marketday/shared';
import { CalendarDays, MapPin } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Badge } from '@/components/ui/badge';
import { RadioCard } from '@/components/ui/radio-card';
import { displayHours, weekdayName } from '@/lib/i18n/dates';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { orderMarketsForToday } from '../market-order';

type MarketPickerProps = {
  markets: Market[];
  value: string | null;
  onChange: (market: Market) => void;
  today: Date;
};

// One radio card per market, today's first.
export function MarketPicker({ markets, value, onChange, today }: MarketPickerProps) {
  const t = useMessages(en);
  const name = useId();
  const ordered = useMemo(() => orderMarketsForToday(markets, today), [markets, today]);
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-3 font-semibold text-lg">{t('market')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {ordered.map((market) => (
          <RadioCard
            key={market.id}
            className="p-4 shadow-sm"
            name={name}
            value={market.id}
            checked={value === market.id}
            onChange={() => onChange(market)}
          >
            <span className="grid min-w-0 gap-1">
              <span className="flex flex-wrap items-center gap-2">
                <span className="break-words font-semibold">{market.name}</span>
                {isMarketToday(market, today) && <Badge variant="success">{t('today')}</Badge>}
              </span>
              <span className="flex items-center gap-1.5 text-muted-foreground text-sm tabular-nums">
                <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
                {weekdayName(market.day_of_week)} · {displayHours(market.hours)}
              </span>
              {market.city && (
                <span className="flex items-center gap-1.5 text-muted-foreground text-sm">
                  <MapPin aria-hidden="true" className="size-4 shrink-0" />
                  <span className="truncate">{market.city}</span>
                </span>
              )}
            </span>
          </RadioCard>
        ))}
      </div>
    </fieldset>
  );
}
