import { lazyPart } from '@/components/ui/lazy-part';

// The day report's dialog (its form, rules and words) is not part of the first screen of the pages that open it,
// the checkout, the transactions and the market (docs/decisions/038-page-weight-and-first-screen.md): its code
// loads once the page's first screen is drawn, so it is there when the dialog is asked for, and is asked for then
// if it is not yet. The dialog stays mounted while closed, so nothing stands in for it, loading or failed; a load
// that failed is tried again at the next opening (each opening mounts it anew).
export const LazyDayReportModal = lazyPart(
  () => import('./day-report-modal').then((m) => m.DayReportModal),
  () => null,
);
