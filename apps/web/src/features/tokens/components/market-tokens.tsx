import { formatCents, type Market, todayAtMarket } from '@marketday/shared';
import { tokensInHandCents } from '@/entities/tokens/token-money';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { TokenCard } from './token-card';
import { NoTokensEmptyState } from './tokens-empty-states';

// The chosen market's tokens as cards, with the total value of what is in hand.
export function MarketTokens({ market }: { market: Market }) {
  const t = useMessages(en);
  if (market.tokens.length === 0) return <NoTokensEmptyState marketId={market.id} />;
  const totalCents = tokensInHandCents(market.tokens);
  // Tokens taken to market go to today's market day at the market, not the device's date.
  const marketToday = todayAtMarket(market, new Date());
  return (
    <section aria-labelledby="market-tokens-heading" className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="market-tokens-heading" className="font-semibold text-lg">
          {t('marketTokens', { market: market.name })}
        </h2>
        <p className="text-muted-foreground text-sm">
          {t('totalInHand')}{' '}
          <span className="font-semibold text-foreground tabular-nums">{formatCents(totalCents)}</span>
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {market.tokens.map((token) => (
          <li key={token.id} className="flex min-w-0">
            <TokenCard marketId={market.id} marketToday={marketToday} token={token} />
          </li>
        ))}
      </ul>
    </section>
  );
}
