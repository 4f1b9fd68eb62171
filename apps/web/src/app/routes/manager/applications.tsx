import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type DocumentStatus,
  type ManagedApplication,
} from '@marketday/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import { useMarkets } from '@/entities/markets/list-markets';
import type { ApplicationFilterValues } from '@/features/applications/components/manager/application-filters';
import { MarketApplications } from '@/features/applications/components/manager/market-applications';
import { DocumentStatusBadge } from '@/features/documents/components/status-badge';
import { SetDatesOffer } from '@/features/season/components/set-dates-offer';
import { useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

function renderDocumentStatus(document: { status: DocumentStatus; status_text: string }) {
  return <DocumentStatusBadge status={document.status} text={document.status_text} />;
}

// ?status= absent means Pending (what needs an answer); 'all' lifts the filter.
function statusFrom(param: string | null): ApplicationStatus | null {
  if (param === null) return 'PENDING';
  return APPLICATION_STATUSES.find((s) => s === param) ?? null;
}

export function ManagerApplicationsPage() {
  const t = useMessages(en);
  const markets = useMarkets().data ?? [];
  const [searchParams, setSearchParams] = useSearchParams();
  // The vendor just approved: offered to set their dates at the market (a vendor left alone is on every date).
  const [approved, setApproved] = useState<ManagedApplication | null>(null);
  const marketParam = searchParams.get('market');
  const filters: ApplicationFilterValues = {
    status: statusFrom(searchParams.get('status')),
    marketId: markets.some((m) => m.id === marketParam) || markets.length === 0 ? marketParam : null,
  };

  function changeFilters(next: ApplicationFilterValues) {
    setSearchParams(
      (params) => {
        params.set('status', next.status ?? 'all');
        if (next.marketId) params.set('market', next.marketId);
        else params.delete('market');
        return params;
      },
      { replace: true },
    );
  }

  return (
    <PageLayout title={t('applicationsTitle')} subtitle={t('applicationsSubtitle')}>
      <MarketApplications
        markets={markets}
        filters={filters}
        onFiltersChange={changeFilters}
        renderDocumentStatus={renderDocumentStatus}
        onApproved={setApproved}
      />
      {approved && (
        <SetDatesOffer
          key={approved.id}
          vendorId={approved.vendor.id}
          businessName={approved.vendor.business_name}
          markets={[{ id: approved.market.id, name: approved.market.name }]}
          onClose={() => setApproved(null)}
        />
      )}
    </PageLayout>
  );
}
