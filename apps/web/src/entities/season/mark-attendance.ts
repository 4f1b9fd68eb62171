import type { Attendance, AttendanceStatus } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { api } from '@/lib/api-client';
import { isOffline, shouldQueue } from '@/lib/offline/network';
import { queueAttendance } from '@/lib/offline/outbox';
import { useOutbox } from '@/lib/offline/outbox-provider';
import { datesPath, invalidateSeasonQueries, seasonKeys } from './season-keys';

export type AttendanceMark = { marketVendorId: string; status: AttendanceStatus };

export function markAttendance(marketId: string, date: string, { marketVendorId, status }: AttendanceMark) {
  return dataOf(
    api.put<{ message: string; data: Attendance }>(
      `${datesPath(marketId)}/${date}/attendance/${marketVendorId}`,
      {
        status,
      },
    ),
  );
}

type MarketDay = { marketId: string; marketName: string; date: string };
/** `held`: no network, so the mark waits on the device and is sent with the held checkouts. */
export type MarkResult = { held: boolean };

// One tap shows at once (a stall line does not wait on the network); without a network the mark waits in the
// device's outbox (docs/season.md); a mark the server refuses is put back as it was.
export function useMarkAttendance({ marketId, marketName, date }: MarketDay) {
  const queryClient = useQueryClient();
  const { userId, syncNow } = useOutbox();
  const key = seasonKeys.attendance(marketId, date);
  const mutationKey = [...key, 'mark'];

  async function hold(mark: AttendanceMark & { vendorName: string }): Promise<MarkResult> {
    if (!userId) throw new Error('Sign in again to keep attendance on this device.');
    await queueAttendance({ userId, marketId, marketName, date, ...mark });
    if (!isOffline()) syncNow();
    return { held: true };
  }

  return useMutation({
    mutationKey,
    // Held rather than tried in vain while the browser knows it is offline.
    networkMode: 'always',
    mutationFn: async (mark: AttendanceMark & { vendorName: string }): Promise<MarkResult> => {
      if (isOffline()) return hold(mark);
      try {
        await markAttendance(marketId, date, mark);
        return { held: false };
      } catch (error) {
        if (shouldQueue(error)) return hold(mark);
        throw error;
      }
    },
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
    // Read back once the last of a run of taps is answered, not after each one (and not while marks are held).
    // Not awaited: a mark counts as running until its onSettled ends, so a tap answered while the one before was
    // still reading back would see two running and read nothing, leaving the day's counts as that earlier read
    // found them (seen in CI: the card kept "1 present · 0 absent" after a Present then an Absent).
    onSettled: (result) => {
      if (!result?.held && queryClient.isMutating({ mutationKey }) === 1)
        void invalidateSeasonQueries(queryClient);
    },
  });
}
