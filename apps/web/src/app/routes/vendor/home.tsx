import type { VendorMarketDocument } from '@marketday/shared';
import { lazy, Suspense } from 'react';
import { PageLayout } from '@/components/layouts/page-layout';
import { useSelf } from '@/entities/users/get-self';
import { DocumentStatusBadge } from '@/features/documents/components/status-badge';
import { ReportSalesCards } from '@/features/sales-reports/components/report-sales-cards';
import { VendorMarketsList } from '@/features/vendor-markets/components/vendor-markets-list';

// The booth card draws the market's map (an SVG with its icons): loaded after the page's first paint, so the
// vendor's landing page stays within its budget (apps/web/bundle-budgets.json).
const VendorBoothCard = lazy(() =>
  import('@/features/booth-map/components/vendor-booth-card').then((m) => ({ default: m.VendorBoothCard })),
);

function renderStatus(document: VendorMarketDocument) {
  return <DocumentStatusBadge status={document.status} text={document.status_text} expr={document.expr} />;
}

export function VendorHomePage() {
  const { data: self } = useSelf();
  return (
    <PageLayout
      title="Markets"
      subtitle={self ? `Signed in as ${self.display_name}` : undefined}
      helpText="The markets you sell at: when they are held, your dates and booth, their rules, and the documents each one needs from you."
    >
      {/* The vendor's booth on their next market day comes first: it is what they look for on the day. */}
      <VendorMarketsList
        renderStatus={renderStatus}
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
