import type { ExpiredDocumentRow } from '@marketday/shared';
import { lazy, memo, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { PageLayout } from '@/components/layouts/page-layout';
import { LoadingPlaceholders } from '@/components/ui/loading-placeholders';
import { useExpiredDocuments } from '@/entities/documents/list-expired-documents';
import { useMarkets } from '@/entities/markets/list-markets';
import { useMarketDatesToday } from '@/entities/season/market-dates-today';
import { useSelf } from '@/entities/users/get-self';
import { useVendors } from '@/entities/vendors/list-vendors';
import { DocumentStatusBadge } from '@/features/documents/components/status-badge';
import type { ExpiredDocumentFilters } from '@/features/home/components/expired-documents-card';
import { ExpiredDocumentsFrame } from '@/features/home/components/expired-documents-frame';
import { TodayMarketsCard } from '@/features/home/components/today-markets-card';
import { useIntlTag } from '@/lib/i18n/intl';
import { useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

// The expired documents table sits below today's markets and brings TanStack Table with it: it loads on its own
// so the first paint of the home does not wait for it (issue 14, Lighthouse on a phone). Its card's frame, with its
// title and words, is drawn at once (./expired-documents-frame.tsx).
// Both cards are memoised: a query's answer re-renders this page at once (TanStack Query's store updates are
// synchronous), and a card whose props have not changed is skipped in that pass (issue 32: the whole documents
// table was drawn again, 340 ms on a phone's CPU).
const ExpiredDocumentsContent = lazy(() =>
  import('@/features/home/components/expired-documents-card').then((m) => ({
    default: memo(m.ExpiredDocumentsContent),
  })),
);
const LOADING_TABLE = ['h-11 w-full sm:w-56', 'h-40 w-full rounded-xl'] as const;
const TodayMarkets = memo(TodayMarketsCard);
const ALL_EXPIRED_DOCUMENTS: ExpiredDocumentFilters = { vendorId: null, type: null };

// Module scope keeps the expired table's columns stable between renders.
function renderStatus(row: ExpiredDocumentRow) {
  return <DocumentStatusBadge status={row.status} text={row.status_text} />;
}

export function ManagerHomePage() {
  const t = useMessages(en);
  const tag = useIntlTag();
  const { data: self } = useSelf();
  const marketsQuery = useMarkets();
  const [now] = useState(() => new Date());
  const todayDates = useDeferredValue(useMarketDatesToday(marketsQuery.data, now));
  const vendorsQuery = useVendors();
  const [filters, setFilters] = useState<ExpiredDocumentFilters>(ALL_EXPIRED_DOCUMENTS);
  const expiredQuery = useExpiredDocuments({
    ownerId: filters.vendorId ?? undefined,
    type: filters.type ?? undefined,
  });
  // Deferred values let React draw the cards' answers in a background pass it could pause (issue 32, decision 038);
  // Preact has no such pass and hands the value on at once (decision 041), so they cost nothing.
  const markets = useDeferredValue(marketsQuery.data);
  const documents = useDeferredValue(expiredQuery.data);
  const vendors = useDeferredValue(vendorsQuery.data);
  // Today at the manager's markets, not the device's date (a browser already on Tuesday, a Monday market).
  const timeZone = marketsQuery.data?.[0]?.time_zone;
  const today = useMemo(
    () =>
      new Intl.DateTimeFormat(tag, { weekday: 'long', month: 'long', day: 'numeric', timeZone }).format(now),
    [tag, timeZone, now],
  );

  return (
    <PageLayout title={t('welcomeTitle')} subtitle={self ? `${self.display_name} · ${today}` : today}>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <TodayMarkets
          markets={markets}
          isLoading={marketsQuery.isPending || (markets === undefined && !marketsQuery.error)}
          error={marketsQuery.error}
          now={now}
          todayDates={todayDates}
        />
        <ExpiredDocumentsFrame>
          <Suspense fallback={<LoadingPlaceholders placeholders={LOADING_TABLE} className="grid gap-4" />}>
            <ExpiredDocumentsContent
              vendors={vendors}
              documents={documents}
              isLoading={
                expiredQuery.isPending ||
                vendorsQuery.isPending ||
                ((documents === undefined || vendors === undefined) &&
                  !(expiredQuery.error ?? vendorsQuery.error))
              }
              error={expiredQuery.error ?? vendorsQuery.error}
              filters={filters}
              onFiltersChange={setFilters}
              renderStatus={renderStatus}
            />
          </Suspense>
        </ExpiredDocumentsFrame>
      </div>
    </PageLayout>
  );
}
