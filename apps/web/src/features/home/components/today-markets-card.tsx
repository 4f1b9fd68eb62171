import type { Market, MarketDate } from '@marketday/shared';
import { CalendarDaysIcon, StoreIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTableErrorCard } from '@/components/ui/data-table/data-table-error-card';
import { LoadingPlaceholders } from '@/components/ui/loading-placeholders';
import { paths } from '@/config/paths';
import { displayDate } from '@/lib/i18n/dates';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { homeToday, marketsToday, nextMarket, nextMarketText } from '../market-days';
import { MarketDayRow } from './market-day-row';

type TodayMarketsCardProps = {
  markets: Market[] | undefined;
  isLoading: boolean;
  error?: unknown;
  /** The clock, for tests; now otherwise. Every date shown is counted at the markets' time zone. */
  now?: Date;
  /** Today's date of each market in the season (its counts, or cancelled), by market id. */
  todayDates?: ReadonlyMap<string, MarketDate | null>;
};

export function TodayMarketsCard({ now = new Date(), ...props }: TodayMarketsCardProps) {
  const t = useMessages(en);
  const { markets } = props;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('todaysMarkets')}</CardTitle>
        <CardDescription className="tabular-nums">{displayDate(homeToday({ markets, now }))}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <TodayMarketsContent {...props} now={now} />
      </CardContent>
    </Card>
  );
}

function TodayMarketsContent({
  markets,
  isLoading,
  error,
  now,
  todayDates,
}: TodayMarketsCardProps & { now: Date }) {
  const t = useMessages(en);
  if (error) return <DataTableErrorCard error={error} />;
  if (isLoading || !markets) {
    return <LoadingPlaceholders className="grid gap-3" placeholders={['h-16 w-full', 'h-16 w-full']} />;
  }
  if (markets.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-4 text-center">
        <StoreIcon aria-hidden="true" className="size-10 text-muted-foreground" />
        <p className="font-semibold text-lg">{t('noMarketsFound')}</p>
        <Link to={paths.marketSettings} className={buttonVariants({ variant: 'outline' })}>
          {t('addMarket')}
        </Link>
      </div>
    );
  }

  const todays = marketsToday({ markets, now, todayDates });
  const next = nextMarket({ markets, now });
  return (
    <>
      {todays.length === 0 ? (
        <p className="rounded-lg bg-muted/60 p-4 text-center font-semibold text-lg">{t('noMarketsToday')}</p>
      ) : (
        <ul className="grid gap-3">
          {todays.map((market) => (
            <li key={market.id}>
              <MarketDayRow market={market} now={now} day={todayDates?.get(market.id) ?? undefined} />
            </li>
          ))}
        </ul>
      )}
      {next && (
        <p className="flex items-center gap-2 text-muted-foreground text-sm tabular-nums">
          <CalendarDaysIcon aria-hidden="true" className="size-4 shrink-0" />
          {nextMarketText(next)}
        </p>
      )}
    </>
  );
}
