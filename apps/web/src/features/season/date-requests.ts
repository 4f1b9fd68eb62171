import type { DateRequest } from '@marketday/shared';

// The requests the manager still answers: pending ones and each date's waitlist, date by date, the pending first
// and the waitlist in its order.

export type RequestsOfDate = { date: string; requests: DateRequest[] };

const isOpen = (r: DateRequest) => r.status === 'PENDING' || r.status === 'WAITLISTED';

export function openRequestsByDate(requests: readonly DateRequest[]): RequestsOfDate[] {
  const byDate = new Map<string, DateRequest[]>();
  for (const request of requests.filter(isOpen)) {
    byDate.set(request.date, [...(byDate.get(request.date) ?? []), request]);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, list]) => ({
      date,
      requests: list.sort(
        (a, b) =>
          (a.waitlist_position ?? 0) - (b.waitlist_position ?? 0) || a.created_at.localeCompare(b.created_at),
      ),
    }));
}

export const pendingCount = (requests: readonly DateRequest[] | undefined) =>
  (requests ?? []).filter((r) => r.status === 'PENDING').length;
