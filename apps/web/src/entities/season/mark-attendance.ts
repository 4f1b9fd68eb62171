import type { Attendance, AttendanceStatus } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { api } from '@/lib/api-client';
import { datesPath, invalidateSeasonQueries, seasonKeys } from './season-keys';

export type AttendanceMark = { marketVendorId: string; status: AttendanceStatus };

export function markAttendance(marketId: string, date: string, { marketVendorId, status }: AttendanceMark) {
  return dataOf(
    api.put<{ message: string; data: Attendance }>(
      `${datesPath(marketId)}/${date}/attendance/${marketVendorId}`,
      { status },
    ),
  );
}

// One tap shows at once (a stall line does not wait on the network); a refused mark is put back as it was.
export function useMarkAttendance(marketId: string, date: string) {
  const queryClient = useQueryClient();
  const key = seasonKeys.attendance(marketId, date);
  const mutationKey = [...key, 'mark'];
  return useMutation({
    mutationKey,
    mutationFn: (mark: AttendanceMark) => markAttendance(marketId, date, mark),
    onMutate: async (mark) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Attendance[]>(key);
      queryClient.setQueryData<Attendance[]>(key, (rows) =>
        rows?.map((row) =>
          row.market_vendor_id === mark.marketVendorId ? { ...row, status: mark.status } : row,
        ),
      );
      return { before };
    },
    onError: (_error, _mark, context) => queryClient.setQueryData(key, context?.before),
    // Read back once the last of a run of taps is answered, not after each one.
    onSettled: () =>
      queryClient.isMutating({ mutationKey }) === 1 ? invalidateSeasonQueries(queryClient) : undefined,
  });
}
