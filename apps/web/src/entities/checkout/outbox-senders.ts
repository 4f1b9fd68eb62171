import type { CheckoutResult } from '@marketday/shared';
import { recordQueuedDayReport, sendQueuedDayReport } from '@/entities/day-reports/queued-day-report';
import { markAttendance } from '@/entities/season/mark-attendance';
import { invalidateSeasonQueries } from '@/entities/season/season-keys';
import { recordQueuedFloatEntry, sendQueuedFloatEntry } from '@/entities/token-float/queued-float-entry';
import type { OutboxSenders } from '@/lib/offline/outbox-provider';
import { recordQueuedBooking, sendQueuedCheckout } from './write-checkout';

/**
 * What the device's outbox (lib/offline) sends: a checkout held at the stall through the checkout calls, the
 * night's day report, held the same way, through the day report's, attendance marks through the season's and the
 * info booth's token entries through the token float's (docs/decisions/023-offline-outbox.md).
 */
export const outboxSenders: OutboxSenders = {
  send: (item) => {
    if (item.kind === 'checkout') return sendQueuedCheckout(item);
    if (item.kind === 'day-report') return sendQueuedDayReport(item);
    if (item.kind === 'float-entry') return sendQueuedFloatEntry(item);
    return markAttendance(item.marketId, item.date, {
      marketVendorId: item.marketVendorId,
      status: item.status,
    });
  },
  onBooked: (queryClient, item, result) => {
    if (item.kind === 'checkout') void recordQueuedBooking(queryClient, item, result as CheckoutResult);
    else if (item.kind === 'day-report') void recordQueuedDayReport(queryClient);
    else if (item.kind === 'float-entry') void recordQueuedFloatEntry(queryClient, item);
    else void invalidateSeasonQueries(queryClient);
  },
};
