import { useSearchParams } from 'react-router';
import { useMarkets } from '@/entities/markets/list-markets';

// Pages that show one market at a time: `?market=` picks the market; an unknown id falls back to the first one.
export function useChosenMarket() {
  const markets = useMarkets();
  const [searchParams, setSearchParams] = useSearchParams();
  const list = markets.data ?? [];
  const market = list.find((m) => m.id === searchParams.get('market')) ?? list[0];
  return { markets, list, market, searchParams, setSearchParams };
}
