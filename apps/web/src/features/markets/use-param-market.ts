import type { Market } from '@marketday/shared';
import { useMarket } from '@/entities/markets/get-market';
import { httpStatus } from '@/lib/api-client';
import { useMarketParam } from './use-market-param';

export type ParamMarket =
  | { state: 'ready'; market: Market }
  | { state: 'loading' }
  | { state: 'invalid' }
  | { state: 'error'; error: unknown };

// The market named by `?market=`; an id that is not one of the manager's markets is an invalid URL.
export function useParamMarket(): ParamMarket {
  const param = useMarketParam();
  const query = useMarket(param.marketId);
  if (param.status !== 'ok') return { state: 'invalid' };
  if (query.data) return { state: 'ready', market: query.data };
  if (query.isError) {
    const status = httpStatus(query.error);
    return status === 404 || status === 400 ? { state: 'invalid' } : { state: 'error', error: query.error };
  }
  return { state: 'loading' };
}
