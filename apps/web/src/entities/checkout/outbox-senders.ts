import type { CheckoutResult } from '@marketday/shared';
import { recordQueuedDayReport, sendQueuedDayReport } from '@/entities/day-reports/queued-day-report';
import { markAttendance } from '@/entities/season/mark-attendance';
import { invalidateSeasonQueries } from '@/entities/season/season-keys';
import type { OutboxSenders } from '@/lib/offline/outbox-provider';
import { recordQueuedBooking, sendQueuedCheckout } from './write-checkout';

/**
 * What the device's outbox (lib/offline) sends: a checkout held at the stall through the checkout calls, the
 * night's day report, held the same way, through the day report's, and attendance marks through the season's
 * (docs/decisions/023-offline-outbox.md).
 */
export const outboxSenders: OutboxSenders = {
  send: (item) => {
    if (item.kind === 'checkout') return sendQueuedCheckout(item);
    if (item.kind === 'day-report') return sendQueuedDayReport(item);
    return markAttendance(item.marketId, item.date, {
      marketVendorId: item.marketVendorId,
      status: item.status,
    });
  },
  onBooked: (queryClient, item, result) => {
    if (item.kind === 'checkout') void recordQueuedBooking(queryClient, item, result as CheckoutResult);
    else if (item.kind === 'day-report') void recordQueuedDayReport(queryClient);
    else void invalidateSeasonQueries(queryClient);
  },
};
