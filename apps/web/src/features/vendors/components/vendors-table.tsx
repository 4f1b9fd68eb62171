import type { Vendor, VendorType } from '@marketday/shared';
import { useMemo, useState } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { useVendors } from '@/entities/vendors/list-vendors';
import { useRowAction } from '@/hooks/use-row-action';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { AssignMarketsDialog } from './assign-markets-dialog';
import { DeleteVendorDialog } from './delete-vendor-dialog';
import { vendorColumns } from './vendor-columns';
import { VendorFilters } from './vendor-filters';
import { VendorFormSheet } from './vendor-form-sheet';
import { VendorMobileCard } from './vendor-mobile-card';
import { VendorProductsSheet } from './vendor-products-sheet';
import type { VendorAction } from './vendor-row-actions';
import { VendorsEmptyState } from './vendors-empty-state';

type VendorsTableProps = {
  markets: { id: string; name: string }[];
  marketFilter: string | null;
  onMarketFilterChange: (marketId: string | null) => void;
  onAddVendor: () => void;
  /** Once a vendor is added to markets from its row (the page offers to set their dates). */
  onAddedToMarkets?: (vendor: Vendor, marketIds: string[]) => void;
};

const SORT_BY_NAME = [{ id: 'business_name', desc: false }];

export function VendorsTable({
  markets,
  marketFilter,
  onMarketFilterChange,
  onAddVendor,
  onAddedToMarkets,
}: VendorsTableProps) {
  const t = useMessages(en);
  const vendorsQuery = useVendors();
  const [typeFilter, setTypeFilter] = useState<VendorType | null>(null);
  const action = useRowAction<VendorAction, Vendor>();
  const columns = useMemo(() => vendorColumns(action.open), [action.open]);

  const vendors = vendorsQuery.data;
  const rows = useMemo(
    () =>
      (vendors ?? []).filter(
        (vendor: Vendor) =>
          (!typeFilter || vendor.type === typeFilter) &&
          (!marketFilter || vendor.markets.some((market) => market.id === marketFilter)),
      ),
    [vendors, typeFilter, marketFilter],
  );

  if (vendors && vendors.length === 0) return <VendorsEmptyState onAddVendor={onAddVendor} />;

  const edit = action.dialogProps('edit');
  const assign = action.dialogProps('assign');
  const products = action.dialogProps('products');
  const remove = action.dialogProps('delete');
  return (
    <>
      <DataTable
        columns={columns}
        data={rows}
        isLoading={vendorsQuery.isPending}
        error={vendorsQuery.error}
        searchPlaceholder={t('searchVendors')}
        getRowId={(vendor) => vendor.id}
        initialSorting={SORT_BY_NAME}
        mobileCard={(vendor) => <VendorMobileCard vendor={vendor} onAction={action.open} />}
        toolbar={
          <VendorFilters
            markets={markets}
            type={typeFilter}
            onTypeChange={setTypeFilter}
            marketId={marketFilter}
            onMarketChange={onMarketFilterChange}
          />
        }
      />
      {edit && <VendorFormSheet key={edit.key} vendor={edit.row} {...edit.props} markets={markets} />}
      {assign && (
        <AssignMarketsDialog
          key={assign.key}
          vendor={assign.row}
          {...assign.props}
          markets={markets}
          onAddedToMarkets={onAddedToMarkets}
        />
      )}
      {products && <VendorProductsSheet key={products.key} vendor={products.row} {...products.props} />}
      {remove && <DeleteVendorDialog key={remove.key} vendor={remove.row} {...remove.props} />}
    </>
  );
}
