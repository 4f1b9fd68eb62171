import type { BoothMap } from '@marketday/shared';
import { useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { queryOptionsFor } from '@/entities/query-options-for';
import { api } from '@/lib/api-client';
import { boothMapKeys, boothMapPath } from './booth-map-keys';

// A market's layout and the version a save must name (docs/season.md "The booth map").
export function getBoothMap(marketId: string): Promise<BoothMap> {
  return dataOf(api.get<BoothMap>(boothMapPath(marketId)));
}

export const boothMapQuery = queryOptionsFor(boothMapKeys.map, getBoothMap);

export function useBoothMap(marketId: string) {
  return useQuery(boothMapQuery(marketId));
}
