import { CalendarRangeIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DataTableErrorCard } from '@/components/ui/data-table/data-table-error-card';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { useMarket, useMarketVendors } from '@/entities/markets/get-market';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// The dialog (its form, validation and form library) loads after the page's first screen; opened sooner, a frame
// opens at once and the dialog takes its place (components/ui/lazy-dialog.tsx).
const ScheduleDialog = lazyDialog(() => import('./schedule-dialog').then((m) => m.ScheduleDialog));

export type OfferedMarket = {
  id: string;
  name: string;
  /** When the answer that added the vendor carried it; otherwise it is read from the market's vendors. */
  marketVendorId?: string | null;
};

export type SetDatesOfferProps = {
  vendorId: string;
  businessName: string;
  /** The markets the vendor just joined. */
  markets: readonly OfferedMarket[];
  onClose: () => void;
};

// After an approved application or a vendor added to markets: "Set their dates" opens the schedule dialog. Left
// alone, the vendor is expected on every market day (docs/season.md "On the web").
export function SetDatesOffer({ vendorId, businessName, markets, onClose }: SetDatesOfferProps) {
  const t = useMessages(en);
  const [chosen, setChosen] = useState<OfferedMarket | null>(null);
  if (chosen) {
    return (
      <ScheduleFor
        market={chosen}
        vendorId={vendorId}
        businessName={businessName}
        onOpenChange={(open) => !open && onClose()}
      />
    );
  }
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('setDatesOfTitle', { name: businessName })}
      subtitle={t('untilYouDo')}
      size="sm"
    >
      <div className="grid gap-2">
        {markets.map((market) => (
          <Button
            key={market.id}
            onClick={() => setChosen(market)}
            className="h-auto min-h-11 whitespace-normal"
          >
            <CalendarRangeIcon aria-hidden="true" />
            {markets.length === 1 ? t('setTheirDates') : t('setTheirDatesAt', { market: market.name })}
          </Button>
        ))}
        <Button variant="outline" onClick={onClose}>
          {t('later')}
        </Button>
      </div>
    </Modal>
  );
}

type ScheduleForProps = {
  market: OfferedMarket;
  vendorId: string;
  businessName: string;
  onOpenChange: (open: boolean) => void;
};

function ScheduleFor({ market, vendorId, businessName, onOpenChange }: ScheduleForProps) {
  const t = useMessages(en);
  const details = useMarket(market.id);
  const vendors = useMarketVendors(market.marketVendorId ? null : market.id);
  const marketVendorId =
    market.marketVendorId ?? vendors.data?.find((v) => v.id === vendorId)?.market_vendor_id ?? null;
  if (details.data && marketVendorId) {
    return (
      <ScheduleDialog
        market={details.data}
        marketVendorId={marketVendorId}
        businessName={businessName}
        onOpenChange={onOpenChange}
      />
    );
  }
  const error = details.error ?? vendors.error;
  const missing = vendors.data && !marketVendorId;
  return (
    <Modal open onOpenChange={onOpenChange} title={t('datesOf', { name: businessName })} size="lg">
      {error ? (
        <DataTableErrorCard error={error} />
      ) : missing ? (
        <p className="text-muted-foreground text-sm">
          {t('noLongerSells', { name: businessName, market: market.name })}
        </p>
      ) : (
        <Skeleton aria-busy="true" className="h-64 w-full rounded-xl" />
      )}
    </Modal>
  );
}
