import { fromIsoDate, isMarketToday, type Market, todayAtMarket } from '@marketday/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { displayDate } from '@/lib/i18n/dates';
import { messagesOf, useMessages } from '@/lib/i18n/use-messages';
import { buildCheckoutUrl } from '../checkout-params';
import en from '../locales/en.json';
import { DateCalendar } from './date-calendar';
import { MarketPicker } from './market-picker';

export function checkoutButtonLabel({ market, date }: { market: Market | null; date: Date | undefined }) {
  const t = messagesOf(en);
  return market && date
    ? t('checkoutMarketOn', { market: market.name, date: displayDate(date) })
    : t('selectPrompt');
}

// docs/product.md §2 "Checkout select": pick a market and a day, then go to that day's checkout.
export function CheckoutOptions({ markets, today = new Date() }: { markets: Market[]; today?: Date }) {
  useMessages(en);
  const navigate = useNavigate();
  // A market that runs today comes chosen, with today's date at its zone: one tap to its checkout.
  const [market, setMarket] = useState<Market | null>(
    () => markets.find((m) => isMarketToday(m, today)) ?? null,
  );
  const [date, setDate] = useState<Date | undefined>(() =>
    market ? fromIsoDate(todayAtMarket(market, today)) : undefined,
  );

  function go() {
    if (!market || !date) return;
    navigate(buildCheckoutUrl({ marketId: market.id, marketName: market.name, date }));
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-start">
      <MarketPicker markets={markets} value={market?.id ?? null} onChange={setMarket} today={today} />
      <DateCalendar
        value={date}
        onChange={setDate}
        today={market ? fromIsoDate(todayAtMarket(market, today)) : today}
        marketDay={market?.day_of_week}
      />
      <div className="sticky bottom-0 z-10 -mx-3 border-t bg-background/95 px-3 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] backdrop-blur sm:mx-0 sm:rounded-xl sm:border sm:px-4 lg:col-span-2">
        <Button
          type="button"
          size="lg"
          disabled={!market || !date}
          onClick={go}
          className="h-auto min-h-12 w-full whitespace-normal py-3 text-center"
        >
          {checkoutButtonLabel({ market, date })}
        </Button>
      </div>
    </div>
  );
}
