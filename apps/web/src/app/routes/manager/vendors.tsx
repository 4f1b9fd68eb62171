import type { Vendor } from '@marketday/shared';
import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageLayout } from '@/components/layouts/page-layout';
import { Button } from '@/components/ui/button';
import { useMarkets } from '@/entities/markets/list-markets';
import { type OfferedMarket, SetDatesOffer } from '@/features/season/components/set-dates-offer';
import { VendorFormSheet } from '@/features/vendors/components/vendor-form-sheet';
import { VendorsTable } from '@/features/vendors/components/vendors-table';
import { useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

export function VendorsPage() {
  const t = useMessages(en);
  const marketsQuery = useMarkets();
  const markets = marketsQuery.data ?? [];
  const [searchParams, setSearchParams] = useSearchParams();
  const [isCreateOpen, setIsCreateOpen] = useState(false);
  // A vendor just added to markets: offered to set their dates there (a vendor left alone is on every date).
  const [added, setAdded] = useState<{ vendor: Vendor; markets: OfferedMarket[] } | null>(null);
  const marketParam = searchParams.get('market');
  // Filter by ?market= straight away; once the markets are known, a stale id shows every vendor instead
  // of an empty table.
  const isKnownMarket = !marketsQuery.data || markets.some((market) => market.id === marketParam);
  const marketFilter = isKnownMarket ? marketParam : null;

  function changeMarketFilter(marketId: string | null) {
    setSearchParams(
      (params) => {
        if (marketId) params.set('market', marketId);
        else params.delete('market');
        return params;
      },
      { replace: true },
    );
  }

  function offerDates(vendor: Vendor, marketIds: string[]) {
    const joined = vendor.markets
      .filter((market) => marketIds.includes(market.id))
      .map((market) => ({ id: market.id, name: market.name, marketVendorId: market.market_vendor_id }));
    if (joined.length > 0) setAdded({ vendor, markets: joined });
  }

  return (
    <PageLayout
      title={t('vendorsTitle')}
      subtitle={t('vendorsSubtitle')}
      headerRight={
        <Button onClick={() => setIsCreateOpen(true)} className="w-full sm:w-auto">
          <PlusIcon aria-hidden="true" />
          {t('addVendor')}
        </Button>
      }
    >
      <VendorsTable
        markets={markets}
        marketFilter={marketFilter}
        onMarketFilterChange={changeMarketFilter}
        onAddVendor={() => setIsCreateOpen(true)}
        onAddedToMarkets={offerDates}
      />
      <VendorFormSheet
        open={isCreateOpen}
        onOpenChange={setIsCreateOpen}
        markets={markets}
        onAddedToMarkets={offerDates}
      />
      {added && (
        <SetDatesOffer
          key={added.vendor.id}
          vendorId={added.vendor.id}
          businessName={added.vendor.business_name}
          markets={added.markets}
          onClose={() => setAdded(null)}
        />
      )}
    </PageLayout>
  );
}
