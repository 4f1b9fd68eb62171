import type {
  Market,
  MarketInput,
  MarketPublicPageInput,
  MarketPublicPageResult,
  MarketRules,
  MessageResponse,
} from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { invalidateMarketQueries } from './market-keys';

type Saved = { message: string; data: Market };

export function useCreateMarket() {
  return useRefreshingMutation(
    (input: MarketInput) => dataOf(api.post<Saved>('/market-managers/markets', input)),
    invalidateMarketQueries,
  );
}

export function useUpdateMarket(id: string) {
  return useRefreshingMutation(
    (input: MarketInput) => dataOf(api.put<Saved>(`/market-managers/markets/${id}`, input)),
    invalidateMarketQueries,
  );
}

export function useUpdateMarketRules(id: string) {
  return useRefreshingMutation(
    (rules: MarketRules) => dataOf(api.put<Saved>(`/market-managers/markets/${id}/rules`, rules)),
    invalidateMarketQueries,
  );
}

export function useUpdateMarketPublicPage(id: string) {
  return useRefreshingMutation(
    (page: MarketPublicPageInput) =>
      dataOf(api.put<MarketPublicPageResult>(`/market-managers/markets/${id}/public-page`, page)),
    invalidateMarketQueries,
  );
}

export function useDeleteMarket() {
  return useRefreshingMutation(
    (id: string) => dataOf(api.delete<MessageResponse>(`/market-managers/markets/${id}`)),
    invalidateMarketQueries,
  );
}
