import { VENDOR_MESSAGES, type Vendor } from '@marketday/shared';
import { useState } from 'react';
import { useAlerts } from '@/components/ui/alerts-provider';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { FormBanner } from '@/components/ui/form-banner';
import { Modal } from '@/components/ui/modal';
import { useAssignVendorMarkets } from '@/entities/vendors/assign-vendor-markets';
import { getErrorMessage, httpStatus } from '@/lib/api-client';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { MarketCheckboxList } from './market-checkbox-list';

type AssignMarketsDialogProps = DialogOpenProps & {
  vendor: Vendor;
  markets: { id: string; name: string }[];
  /** Once added: the vendor as saved and the markets it joined. */
  onAddedToMarkets?: (vendor: Vendor, marketIds: string[]) => void;
};

// Mount with a fresh `key` per opening so the ticks and the error start empty.
export function AssignMarketsDialog({
  vendor,
  markets,
  onAddedToMarkets,
  ...dialog
}: AssignMarketsDialogProps) {
  const t = useMessages(en);
  const { showSuccess } = useAlerts();
  const assign = useAssignVendorMarkets();
  const [marketIds, setMarketIds] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const current = new Set(vendor.markets.map((market) => market.id));
  const available = markets.filter((market) => !current.has(market.id));

  async function confirm() {
    setError(null);
    try {
      const result = await assign.mutateAsync({ vendorId: vendor.id, marketIds });
      showSuccess(sayShared(result.message));
      dialog.onOpenChange(false);
      onAddedToMarkets?.(result.data, marketIds);
    } catch (err) {
      // All or nothing on the server: a 409 means no market was added.
      setError(
        httpStatus(err) === 409
          ? sayShared(VENDOR_MESSAGES.alreadyInMarket)
          : getErrorMessage(err, { useDetail: true }),
      );
    }
  }

  return (
    <Modal
      {...dialog}
      title={t('assignTitle')}
      subtitle={vendor.business_name}
      confirmText={t('assignConfirm')}
      isConfirmDisabled={marketIds.length === 0}
      loading={assign.isPending}
      onConfirm={available.length > 0 ? confirm : undefined}
      size="md"
    >
      <div className="grid gap-3">
        {vendor.markets.length > 0 && (
          <p className="text-muted-foreground text-sm">
            {t('alreadyIn', { markets: vendor.markets.map((market) => market.name).join(', ') })}
          </p>
        )}
        <MarketCheckboxList
          idPrefix={`assign-${vendor.id}`}
          legend={t('addTo')}
          markets={available}
          value={marketIds}
          onChange={(ids) => {
            setMarketIds(ids);
            setError(null);
          }}
          emptyText={
            markets.length === 0 ? t('noMarketsYet') : t('inAllMarkets', { vendor: vendor.business_name })
          }
        />
        {error ? <FormBanner variant="error">{error}</FormBanner> : null}
      </div>
    </Modal>
  );
}
