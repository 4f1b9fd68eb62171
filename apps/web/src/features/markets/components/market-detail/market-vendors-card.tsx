import type { Market, MarketVendor } from '@marketday/shared';
import { UserMinus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAlerts } from '@/components/ui/alerts-provider';
import { Button } from '@/components/ui/button';
import { DataTableErrorCard } from '@/components/ui/data-table/data-table-error-card';
import { LoadingPlaceholders } from '@/components/ui/loading-placeholders';
import { paths } from '@/config/paths';
import { useMarketVendors } from '@/entities/markets/get-market';
import { useRemoveMarketVendor } from '@/entities/markets/remove-market-vendor';
import { VendorTypeBadge } from '@/entities/vendors/vendor-type-badge';
import { getErrorMessage } from '@/lib/api-client';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import { useManagerPermissions } from '@/lib/manager-permissions';
import en from '../../locales/en.json';
import { DetailCard, EmptyNote } from './detail-card';
import { RemoveVendorDialog } from './remove-vendor-dialog';

export function MarketVendorsCard({ market }: { market: Market }) {
  const t = useMessages(en);
  const vendors = useMarketVendors(market.id);
  const removeVendor = useRemoveMarketVendor(market.id);
  const { showSuccess, showError } = useAlerts();
  const [pending, setPending] = useState<MarketVendor | null>(null);
  // The vendors page and removing a vendor from a market are the owner's and a co-manager's, never market
  // staff's (docs/decisions/029).
  const { canEditMarkets } = useManagerPermissions();

  async function confirmRemove() {
    if (!pending) return;
    try {
      const result = await removeVendor.mutateAsync(pending.id);
      showSuccess(sayShared(result.message));
      setPending(null);
    } catch (error) {
      showError(getErrorMessage(error, { useDetail: true }));
    }
  }

  const title = vendors.data ? t('vendorsTitleCount', { count: vendors.data.length }) : t('vendorsTitle');
  return (
    <DetailCard title={title} action={{ to: paths.vendors, label: t('manageVendors') }}>
      {vendors.isLoading ? (
        <LoadingPlaceholders
          className="grid gap-2"
          label={t('loadingVendors')}
          placeholders={['h-11', 'h-11', 'h-11']}
        />
      ) : vendors.error ? (
        <DataTableErrorCard error={vendors.error} />
      ) : !vendors.data?.length ? (
        <EmptyNote>
          <p>{t('noVendorsInMarket')}</p>
          {canEditMarkets && (
            <Link to={paths.vendors} className="text-primary underline-offset-4 hover:underline">
              {t('addVendorsOnPage')}
            </Link>
          )}
        </EmptyNote>
      ) : (
        <ul className="-my-1 divide-y" aria-label={t('vendorCount', { count: vendors.data.length })}>
          {vendors.data.map((vendor) => (
            <li key={vendor.market_vendor_id} className="flex items-center gap-2 py-1">
              <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
                <span className="min-w-0 break-words font-medium">{vendor.business_name}</span>
                <VendorTypeBadge type={vendor.type} />
              </div>
              {canEditMarkets && (
                <Button
                  variant="ghost"
                  size="icon"
                  className="shrink-0 text-muted-foreground hover:text-destructive"
                  aria-label={t('removeVendorFromMarket', { vendor: vendor.business_name })}
                  onClick={() => setPending(vendor)}
                >
                  <UserMinus />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <RemoveVendorDialog
        vendorName={pending?.business_name ?? null}
        marketName={market.name}
        isRemoving={removeVendor.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setPending(null)}
      />
    </DetailCard>
  );
}
