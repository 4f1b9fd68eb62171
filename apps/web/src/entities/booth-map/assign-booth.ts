import type { BoothAssignment, BoothAssignmentUpdate } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { boothMapPath, invalidateBoothMapQueries } from './booth-map-keys';

/** One vendor's booth on one date; `booth_id: null` gives them no booth that day. A taken booth is a 409. */
export type BoothAssignmentChange = { date: string; marketVendorId: string } & BoothAssignmentUpdate;

export function assignBooth(marketId: string, { date, marketVendorId, booth_id }: BoothAssignmentChange) {
  return dataOf(
    api.put<{ message: string; data: BoothAssignment }>(
      `${boothMapPath(marketId)}/dates/${date}/${marketVendorId}`,
      { booth_id },
    ),
  );
}

export function useAssignBooth(marketId: string) {
  return useRefreshingMutation(
    (change: BoothAssignmentChange) => assignBooth(marketId, change),
    invalidateBoothMapQueries,
  );
}
