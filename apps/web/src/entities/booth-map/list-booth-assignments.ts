import type { BoothAssignments } from '@marketday/shared';
import { useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { queryOptionsFor } from '@/entities/query-options-for';
import { api } from '@/lib/api-client';
import { boothMapKeys, boothMapPath } from './booth-map-keys';

// Who stands at which booth on one date: the default booths, then the date's moves.
export function listBoothAssignments(marketId: string, date: string): Promise<BoothAssignments> {
  return dataOf(api.get<BoothAssignments>(`${boothMapPath(marketId)}/dates/${date}`));
}

export const boothAssignmentsQuery = queryOptionsFor(boothMapKeys.assignments, listBoothAssignments);

export function useBoothAssignments(marketId: string, date: string) {
  return useQuery(boothAssignmentsQuery(marketId, date));
}
