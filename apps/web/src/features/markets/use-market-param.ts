import { useSearchParams } from 'react-router';
import { z } from 'zod';

export type MarketParam =
  | { status: 'missing'; marketId: null }
  | { status: 'malformed'; marketId: null }
  | { status: 'ok'; marketId: string };

const MarketIdSchema = z.uuid();

// `?market=<id>`: a malformed id is caught here so the page can say so without asking the server.
export function parseMarketParam(value: string | null): MarketParam {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) return { status: 'missing', marketId: null };
  if (!MarketIdSchema.safeParse(trimmed).success) return { status: 'malformed', marketId: null };
  return { status: 'ok', marketId: trimmed };
}

export function useMarketParam(): MarketParam {
  const [searchParams] = useSearchParams();
  return parseMarketParam(searchParams.get('market'));
}
