import { UserPlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DataTableErrorCard } from '@/components/ui/data-table/data-table-error-card';
import { Modal } from '@/components/ui/modal';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { useMarketVendors } from '@/entities/markets/get-market';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

export type WalkInChoice = { marketVendorId: string; businessName: string };

type WalkInDialogProps = {
  marketId: string;
  /** The market vendors already on the day's list: not offered. */
  listed: ReadonlySet<string>;
  onChoose: (vendor: WalkInChoice) => void;
  onOpenChange: (open: boolean) => void;
};

// A vendor of the market not scheduled on the day who came anyway: marked present, they join the day's list.
export function WalkInDialog({ marketId, listed, onChoose, onOpenChange }: WalkInDialogProps) {
  const t = useMessages(en);
  const vendors = useMarketVendors(marketId);
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const offered = (vendors.data ?? [])
    .filter((v) => !listed.has(v.market_vendor_id))
    .filter((v) => v.business_name.toLowerCase().includes(needle))
    .sort((a, b) => a.business_name.localeCompare(b.business_name));

  return (
    <Modal open onOpenChange={onOpenChange} title={t('addWalkIn')} subtitle={t('walkInSubtitle')}>
      <SearchInput label={t('searchVendors')} value={search} onChange={setSearch} />
      {vendors.isPending && <Skeleton aria-busy="true" className="h-40 w-full rounded-xl" />}
      {vendors.error && <DataTableErrorCard error={vendors.error} />}
      {vendors.data && offered.length === 0 && (
        <p className="text-muted-foreground text-sm">
          {needle ? t('noWalkInMatch') : t('everyVendorListed')}
        </p>
      )}
      <ul className="grid gap-1" aria-label={t('notOnList')}>
        {offered.map((vendor) => (
          <li key={vendor.market_vendor_id}>
            <Button
              variant="ghost"
              className="h-auto min-h-11 w-full justify-start whitespace-normal text-left"
              onClick={() => {
                onChoose({ marketVendorId: vendor.market_vendor_id, businessName: vendor.business_name });
                onOpenChange(false);
              }}
            >
              <UserPlusIcon aria-hidden="true" />
              {vendor.business_name}
            </Button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
