import { type ReactNode, useDeferredValue } from 'react';
import { DataTableErrorCard } from '@/components/ui/data-table/data-table-error-card';
import { LoadingPlaceholders } from '@/components/ui/loading-placeholders';
import { useVendorMarkets } from '@/entities/vendor-markets/list-vendor-markets';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { CalendarFeedCard } from './calendar-feed-card';
import type { RenderDocumentStatus } from './document-needs';
import { VendorMarketCard } from './vendor-market-card';
import { VendorMarketsEmpty } from './vendor-markets-empty';

type VendorMarketsListProps = {
  renderStatus: RenderDocumentStatus;
  /** Shown above the market cards once the vendor has markets (the page's vendor booth card). */
  lead?: ReactNode;
  /** The lead cannot draw yet: the placeholders stay, so it does not push the markets down when it comes. */
  leadPending?: boolean;
};

// The vendor's home: one card per market they sell at.
export function VendorMarketsList({ renderStatus, lead, leadPending = false }: VendorMarketsListProps) {
  const t = useMessages(en);
  const query = useVendorMarkets();
  // The cards render in a background pass React can pause between cards, not in the task the answer arrives in:
  // on a phone that one task was over a second (issue 32, docs/decisions/038). The placeholders stay until then.
  const markets = useDeferredValue(query.data);
  if (query.isPending || (markets === undefined && !query.error) || (leadPending && !query.error)) {
    return (
      <LoadingPlaceholders
        role="status"
        aria-label={t('loadingMarkets')}
        className="grid gap-4 lg:grid-cols-2"
        placeholders={['h-96 w-full rounded-xl', 'h-96 w-full rounded-xl']}
      />
    );
  }
  if (query.error || markets === undefined) return <DataTableErrorCard error={query.error} />;
  if (markets.length === 0) return <VendorMarketsEmpty />;
  return (
    <div className="grid gap-4">
      {/* Empty when the lead renders nothing, and then hidden so it leaves no gap; its cards apart as the markets are. */}
      {lead && <div className="grid max-w-3xl gap-4 empty:hidden">{lead}</div>}
      {/* One market takes a readable width; several sit side by side on wide screens. */}
      <div className={cn('grid gap-4', markets.length > 1 ? 'lg:grid-cols-2 lg:items-start' : 'max-w-3xl')}>
        {markets.map((market) => (
          <VendorMarketCard key={market.id} market={market} renderStatus={renderStatus} />
        ))}
      </div>
      <div className="max-w-3xl">
        <CalendarFeedCard />
      </div>
    </div>
  );
}
