import type {
  Market,
  MarketInput,
  MarketPublicPageInput,
  MarketPublicPageResult,
  MarketRules,
  MessageResponse,
} from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { marketKeys } from './market-keys';

type Saved = { message: string; data: Market };

export function useCreateMarket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: MarketInput) => (await api.post<Saved>('/market-managers/markets', input)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketKeys.all }),
  });
}

export function useUpdateMarket(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: MarketInput) =>
      (await api.put<Saved>(`/market-managers/markets/${id}`, input)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketKeys.all }),
  });
}

export function useUpdateMarketRules(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (rules: MarketRules) =>
      (await api.put<Saved>(`/market-managers/markets/${id}/rules`, rules)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketKeys.all }),
  });
}

export function useUpdateMarketPublicPage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (page: MarketPublicPageInput) =>
      (await api.put<MarketPublicPageResult>(`/market-managers/markets/${id}/public-page`, page)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketKeys.all }),
  });
}

export function useDeleteMarket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await api.delete<MessageResponse>(`/market-managers/markets/${id}`)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketKeys.all }),
  });
}
