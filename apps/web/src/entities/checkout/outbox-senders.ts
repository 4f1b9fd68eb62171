import type { CheckoutResult } from '@marketday/shared';
import { recordQueuedDayReport, sendQueuedDayReport } from '@/entities/day-reports/queued-day-report';
import type { OutboxSenders } from '@/lib/offline/outbox-provider';
import { recordQueuedBooking, sendQueuedCheckout } from './write-checkout';

/**
 * What the device's outbox (lib/offline) sends: a checkout held at the stall through the checkout calls, and the
 * night's day report, held the same way, through the day report's (docs/decisions/023-offline-outbox.md).
 */
export const outboxSenders: OutboxSenders = {
  send: (item) => (item.kind === 'checkout' ? sendQueuedCheckout(item) : sendQueuedDayReport(item)),
  onBooked: (queryClient, item, result) =>
    void (item.kind === 'checkout'
      ? recordQueuedBooking(queryClient, item, result as CheckoutResult)
      : recordQueuedDayReport(queryClient)),
};
