import type { VendorBooth } from '@marketday/shared';
import { parseISO } from 'date-fns';
import { MapPinIcon } from 'lucide-react';
import { BoothMapDrawing } from '@/components/booth-map/booth-map-drawing';
import { SectionCard } from '@/components/ui/section-card';
import { Skeleton } from '@/components/ui/skeleton';
import { useVendorBooths } from '@/entities/booth-map/vendor-booths';
import { intlTag } from '@/lib/i18n/intl';
import { messagesOf, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

type VendorBoothCardProps = {
  /** Only this market's booth (a market's own card); all of the vendor's markets when left out. */
  marketId?: string;
};

// The signed-in vendor's booth at each market on their next market day there, on the market's map
// (docs/season.md "Booths by date on the web"). Nothing at all for a vendor without markets.
export function VendorBoothCard({ marketId }: VendorBoothCardProps) {
  const t = useMessages(en);
  const booths = useVendorBooths();
  if (booths.isPending) return <Skeleton aria-busy="true" className="h-32 w-full rounded-xl" />;
  // The booth is a help, not the page's point: an unreadable list leaves the rest of the screen as it is.
  if (!booths.data) return null;
  const shown = booths.data.filter((row) => !marketId || row.market_id === marketId);
  if (shown.length === 0) return null;
  return (
    <SectionCard titleId="vendor-booth-title" title={t('yourBooth')} contentClassName="grid gap-5">
      {shown.map((row) => (
        <VendorBoothLine key={row.market_id} row={row} showMarket={!marketId} />
      ))}
    </SectionCard>
  );
}

/** "Saturday 06/13: booth A3 (10x10)", in the language shown (read when it renders). */
export function vendorBoothLine(row: Pick<VendorBooth, 'date' | 'booth'>): string {
  const t = messagesOf(en);
  if (!row.date) return t('noMarketDaysAhead');
  const date = parseISO(row.date);
  const tag = intlTag();
  const day = t('dayMonth', {
    weekday: new Intl.DateTimeFormat(tag, { weekday: 'long' }).format(date),
    date: new Intl.DateTimeFormat(tag, { month: '2-digit', day: '2-digit' }).format(date),
  });
  return row.booth
    ? t('boothLine', { day, label: row.booth.label, size: row.booth.size })
    : t('noBoothAssigned', { day });
}

function VendorBoothLine({ row, showMarket }: { row: VendorBooth; showMarket: boolean }) {
  const t = useMessages(en);
  return (
    <div className="grid gap-2">
      {showMarket && <h3 className="font-medium">{row.market_name}</h3>}
      <p className="flex items-start gap-2 text-sm">
        <MapPinIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <span>{vendorBoothLine(row)}</span>
      </p>
      {row.date && row.booth && row.layout && (
        <div className="rounded-lg border p-2">
          <BoothMapDrawing
            layout={row.layout}
            title={t('yourBoothOnMap', { market: row.market_name, label: row.booth.label })}
            highlight={row.booth.id}
          />
        </div>
      )}
    </div>
  );
}
