import type { SeasonSettings } from '@marketday/shared';
import { useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { queryOptionsFor } from '@/entities/query-options-for';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { marketPath, scheduleKeys } from './schedule-keys';

// The market's season settings: how long before the market opens vendors may still drop or request a date.
const settingsPath = (marketId: string) => `${marketPath(marketId)}/season-settings`;

export function getSeasonSettings(marketId: string): Promise<SeasonSettings> {
  return dataOf(api.get<SeasonSettings>(settingsPath(marketId)));
}

export const seasonSettingsQueryOptions = queryOptionsFor(scheduleKeys.settings, getSeasonSettings);

export function useSeasonSettings(marketId: string) {
  return useQuery(seasonSettingsQueryOptions(marketId));
}

export function saveSeasonSettings(marketId: string, settings: SeasonSettings) {
  return dataOf(api.put<{ message: string; data: SeasonSettings }>(settingsPath(marketId), settings));
}

export function useSaveSeasonSettings(marketId: string) {
  return useRefreshingMutation(
    (settings: SeasonSettings) => saveSeasonSettings(marketId, settings),
    (queryClient, saved) => queryClient.setQueryData(scheduleKeys.settings(marketId), saved.data),
  );
}
