import type { VendorBooth } from '@marketday/shared';
import { format, parseISO } from 'date-fns';
import { MapPinIcon } from 'lucide-react';
import { BoothMapDrawing } from '@/components/booth-map/booth-map-drawing';
import { SectionCard } from '@/components/ui/section-card';
import { Skeleton } from '@/components/ui/skeleton';
import { useVendorBooths } from '@/entities/booth-map/vendor-booths';

type VendorBoothCardProps = {
  /** Only this market's booth (a market's own card); all of the vendor's markets when left out. */
  marketId?: string;
};

// The signed-in vendor's booth at each market on their next market day there, on the market's map
// (docs/season.md "Booths by date on the web"). Nothing at all for a vendor without markets.
export function VendorBoothCard({ marketId }: VendorBoothCardProps) {
  const booths = useVendorBooths();
  if (booths.isPending) return <Skeleton aria-busy="true" className="h-32 w-full rounded-xl" />;
  // The booth is a help, not the page's point: an unreadable list leaves the rest of the screen as it is.
  if (!booths.data) return null;
  const shown = booths.data.filter((row) => !marketId || row.market_id === marketId);
  if (shown.length === 0) return null;
  return (
    <SectionCard titleId="vendor-booth-title" title="Your booth" contentClassName="grid gap-5">
      {shown.map((row) => (
        <VendorBoothLine key={row.market_id} row={row} showMarket={!marketId} />
      ))}
    </SectionCard>
  );
}

/** "Saturday 06/13: booth A3 (10x10)" */
export function vendorBoothLine(row: Pick<VendorBooth, 'date' | 'booth'>): string {
  if (!row.date) return 'No market days ahead';
  const day = format(parseISO(row.date), 'EEEE MM/dd');
  return row.booth ? `${day}: booth ${row.booth.label} (${row.booth.size})` : `${day}. No booth assigned yet`;
}

function VendorBoothLine({ row, showMarket }: { row: VendorBooth; showMarket: boolean }) {
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
            title={`${row.market_name}: your booth ${row.booth.label}`}
            highlight={row.booth.id}
          />
        </div>
      )}
    </div>
  );
}
