import { useSearchParams } from 'react-router';
import { isUuid } from '@/lib/is-uuid';

export type MarketParam =
  | { status: 'missing'; marketId: null }
  | { status: 'malformed'; marketId: null }
  | { status: 'ok'; marketId: string };

// `?market=<id>`: a malformed id is caught here so the page can say so without asking the server.
export function parseMarketParam(value: string | null): MarketParam {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) return { status: 'missing', marketId: null };
  if (!isUuid(trimmed)) return { status: 'malformed', marketId: null };
  return { status: 'ok', marketId: trimmed };
}

export function useMarketParam(): MarketParam {
  const [searchParams] = useSearchParams();
  return parseMarketParam(searchParams.get('market'));
}
