import type { VendorMarketDocument } from '@marketday/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import { PageLayout } from '@/components/layouts/page-layout';
import { useVendorBooths } from '@/entities/booth-map/vendor-booths';
import { useSelf } from '@/entities/users/get-self';
import { DocumentStatusBadge } from '@/features/documents/components/status-badge';
import { ReportSalesCards } from '@/features/sales-reports/components/report-sales-cards';
import { VendorMarketsList } from '@/features/vendor-markets/components/vendor-markets-list';

// The booth card draws the market's map (an SVG with its icons): its own chunk, so the vendor's landing page stays
// within its budget (apps/web/bundle-budgets.json). Fetched with the page, not when the list first draws it: the card
// sits above the markets, and arriving after them it pushed them down (issue 32: Lighthouse's layout shift 0.1).
let boothCardLoaded = false;
const loadBoothCard = () =>
  import('@/features/booth-map/components/vendor-booth-card').then((m) => {
    boothCardLoaded = true;
    return m;
  });
const VendorBoothCard = lazy(() => loadBoothCard().then((m) => ({ default: m.VendorBoothCard })));

/** Whether the booth card can draw at once: its code is here and the vendor's booths have been answered. */
function useBoothCardReady(): boolean {
  const booths = useVendorBooths();
  const [loaded, setLoaded] = useState(boothCardLoaded);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    // Not loadable (offline, not cached): the card's Suspense shows nothing, so the list need not wait.
    const settle = () => live && setLoaded(true);
    loadBoothCard().then(settle, settle);
    return () => {
      live = false;
    };
  }, [loaded]);
  // Waits only for an answer on its way: offline the request is paused (and the booths are not kept on the device),
  // and the markets kept there show at once.
  return loaded && !(booths.isPending && booths.fetchStatus === 'fetching');
}

function renderStatus(document: VendorMarketDocument) {
  return <DocumentStatusBadge status={document.status} text={document.status_text} expr={document.expr} />;
}

export function VendorHomePage() {
  const { data: self } = useSelf();
  const leadReady = useBoothCardReady();
  return (
    <PageLayout
      title="Markets"
      subtitle={self ? `Signed in as ${self.display_name}` : undefined}
      helpText="The markets you sell at: when they are held, your dates and booth, their rules, and the documents each one needs from you."
    >
      {/* The vendor's booth on their next market day comes first: it is what they look for on the day. */}
      <VendorMarketsList
        renderStatus={renderStatus}
        leadPending={!leadReady}
        lead={
          <>
            {/* From an hour before closing until the next day, the day's sales to report come first. */}
            <ReportSalesCards />
            <Suspense fallback={null}>
              <VendorBoothCard />
            </Suspense>
          </>
        }
      />
    </PageLayout>
  );
}
