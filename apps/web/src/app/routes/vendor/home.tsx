import type { VendorMarketDocument } from '@marketday/shared';
import { type QueryClient, useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PageLayout } from '@/components/layouts/page-layout';
import { useVendorBooths, vendorBoothsQuery } from '@/entities/booth-map/vendor-booths';
import { noteFetchedWithPage, prefetchWithPage } from '@/entities/fetched-with-page';
import { useSelf } from '@/entities/users/get-self';
import { vendorDatesQueryOptions } from '@/entities/vendor-dates/list-vendor-dates';
import { vendorDateKeys } from '@/entities/vendor-dates/vendor-date-keys';
import { vendorMarketsQueryOptions } from '@/entities/vendor-markets/list-vendor-markets';
import { DocumentStatusBadge } from '@/features/documents/components/status-badge';
import { ReportSalesCards } from '@/features/sales-reports/components/report-sales-cards';
import { VendorMarketsList } from '@/features/vendor-markets/components/vendor-markets-list';
import { useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

// The booth card draws the market's map (an SVG with its icons): its own chunk, so the vendor's landing page stays
// within its budget (apps/web/bundle-budgets.json). The first screen waits for it, for the booths and for each
// market's dates: arriving after the markets, the card pushed them down and the dates grew their cards (issue 32:
// Lighthouse's layout shift 0.1 to 0.5). The card is drawn from its loaded module, not through React.lazy, which
// would suspend once more after the code is here.
type BoothCardModule = typeof import('@/features/booth-map/components/vendor-booth-card');
let boothCard: BoothCardModule | null = null;
const loadBoothCard = () =>
  import('@/features/booth-map/components/vendor-booth-card').then((module) => {
    boothCard = module;
    return module;
  });

/** The booth card's module once loaded; undefined while loading, null when it cannot be (offline, not cached). */
function useBoothCardModule(): BoothCardModule | null | undefined {
  const [module, setModule] = useState<BoothCardModule | null | undefined>(boothCard ?? undefined);
  useEffect(() => {
    if (module !== undefined) return;
    let live = true;
    loadBoothCard().then(
      (loaded) => live && setModule(loaded),
      () => live && setModule(null),
    );
    return () => {
      live = false;
    };
  }, [module]);
  return module;
}

// Waits only for an answer on its way: offline a request is paused (the booths and dates are not kept on the device),
// and what is kept there shows at once.
const onItsWay = (query: { isPending: boolean; fetchStatus: string }) =>
  query.isPending && query.fetchStatus === 'fetching';

/**
 * Whether the first screen's answers below the markets' own are in: the booths, and the dates of each market asked
 * for with the page's code (prefetchPage starts them before the markets' answer reaches the list).
 */
function useAnswersIn(): boolean {
  const booths = useVendorBooths();
  const datesOnTheirWay = useIsFetching({
    queryKey: vendorDateKeys.all,
    predicate: (query) => query.state.status === 'pending',
  });
  return !onItsWay(booths) && datesOnTheirWay === 0;
}

// On a signed-in start, asked for with this page's code (app/lazy-page.ts) instead of after the sign-in check and the
// page's first render: the markets, then each one's dates (a card's largest text waits for them), the booths and the
// booth card's code.
export function prefetchPage(client: QueryClient) {
  // The booth card's code too (a failure shows when the page asks for it again).
  loadBoothCard().catch(() => undefined);
  void prefetchWithPage(client, vendorBoothsQuery());
  client.fetchQuery(vendorMarketsQueryOptions()).then(
    (markets) => {
      noteFetchedWithPage(client, vendorMarketsQueryOptions().queryKey);
      for (const market of markets) void prefetchWithPage(client, vendorDatesQueryOptions(market.id));
    },
    // The page asks again and shows its own error.
    () => undefined,
  );
}

function renderStatus(document: VendorMarketDocument) {
  return <DocumentStatusBadge status={document.status} text={document.status_text} expr={document.expr} />;
}

export function VendorHomePage() {
  const t = useMessages(en);
  const { data: self } = useSelf();
  const boothCardModule = useBoothCardModule();
  const answersIn = useAnswersIn();
  const BoothCard = boothCardModule?.VendorBoothCard;
  // Once the cards show, they stay: the cards start their own dates when the page was reached in the app (no
  // prefetch), and going back to the placeholders unmounted them, cancelled those dates and showed them again, in a
  // loop React stopped with a blank page (issue 33's browser journey found it). Set while rendering, React's way to
  // keep what an earlier render saw.
  const [cardsShown, setCardsShown] = useState(false);
  const leadPending = !cardsShown && (boothCardModule === undefined || !answersIn);
  if (!leadPending && !cardsShown) setCardsShown(true);
  return (
    <PageLayout
      title={t('marketsTitle')}
      subtitle={self ? t('signedInAs', { name: self.display_name }) : undefined}
      helpText={t('marketsHelp')}
    >
      {/* The vendor's booth on their next market day comes first: it is what they look for on the day. */}
      <VendorMarketsList
        renderStatus={renderStatus}
        leadPending={leadPending}
        lead={
          <>
            {/* From an hour before closing until the next day, the day's sales to report come first. */}
            <ReportSalesCards />
            {BoothCard && <BoothCard />}
          </>
        }
      />
    </PageLayout>
  );
}
