import type { BoothFeeSettings } from '@marketday/shared';
import { useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '@/entities/query-options-for';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { boothFeeKeys, boothFeesPath } from './booth-fee-keys';
import {
  type BoothFeeSettingsInCents,
  decodeBoothFeeSettings,
  encodeBoothFeeSettings,
} from './booth-fee-money';

// The market's booth fees (docs/season.md "Booth fees"): the basis, when a fee is charged, and the rates by size.

export async function getBoothFeeSettings(marketId: string): Promise<BoothFeeSettingsInCents> {
  const { data } = await api.get<BoothFeeSettings>(boothFeesPath(marketId));
  return decodeBoothFeeSettings(data);
}

export const boothFeeSettingsQueryOptions = queryOptionsFor(boothFeeKeys.settings, getBoothFeeSettings);

export function useBoothFeeSettings(marketId: string) {
  return useQuery(boothFeeSettingsQueryOptions(marketId));
}

export async function saveBoothFeeSettings(marketId: string, settings: BoothFeeSettingsInCents) {
  const { data } = await api.put<{ message: string; data: BoothFeeSettings }>(
    boothFeesPath(marketId),
    encodeBoothFeeSettings(settings),
  );
  return { message: data.message, data: decodeBoothFeeSettings(data.data) };
}

export function useSaveBoothFeeSettings(marketId: string) {
  return useRefreshingMutation(
    (settings: BoothFeeSettingsInCents) => saveBoothFeeSettings(marketId, settings),
    (queryClient, saved) => queryClient.setQueryData(boothFeeKeys.settings(marketId), saved.data),
  );
}
