import type { Market } from '@marketday/shared';
import { CalendarDays, MapPin, Sun, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TokenCoin } from '@/entities/tokens/token-coin';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { marketLinks } from '../market-links';
import { MarketCardMenu } from './market-card-menu';
import { dayAndHours, marketSeason } from './market-schedule';

const MAX_COINS = 6;

export function MarketCard({ market }: { market: Market }) {
  const t = useMessages(en);
  const extraTokens = market.tokens.length - MAX_COINS;
  return (
    // The title link stretches over the whole card; the menu sits above it.
    <Card className="relative gap-3 transition-colors hover:bg-accent/40">
      <CardHeader className="flex-row items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          <CardTitle className="break-words">
            <Link
              to={marketLinks.detail(market.id)}
              className="outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:ring-[3px] focus-visible:after:ring-ring/50"
            >
              {market.name}
            </Link>
          </CardTitle>
          {market.city ? (
            <CardDescription className="mt-1 flex items-center gap-1">
              <MapPin aria-hidden className="size-4 shrink-0" />
              <span className="truncate">{market.city}</span>
            </CardDescription>
          ) : null}
        </div>
        <MarketCardMenu market={market} />
      </CardHeader>
      <CardContent className="grid gap-3">
        <ul className="grid gap-1.5 text-sm tabular-nums">
          <li className="flex items-center gap-2">
            <CalendarDays aria-hidden className="size-4 shrink-0 text-primary" />
            {dayAndHours(market)}
          </li>
          <li className="flex items-center gap-2">
            <Sun aria-hidden className="size-4 shrink-0 text-primary" />
            {marketSeason(market)}
          </li>
          <li className="flex items-center gap-2">
            <Users aria-hidden className="size-4 shrink-0 text-primary" />
            {t('vendorCount', { count: market.vendor_count })}
          </li>
        </ul>
        {market.tokens.length > 0 ? (
          <div className="flex flex-wrap items-center gap-1.5">
            {market.tokens.slice(0, MAX_COINS).map((token) => (
              <TokenCoin key={token.id} token={token} size="sm" />
            ))}
            {extraTokens > 0 ? (
              <span className="text-muted-foreground text-xs">{t('moreTokens', { count: extraTokens })}</span>
            ) : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
