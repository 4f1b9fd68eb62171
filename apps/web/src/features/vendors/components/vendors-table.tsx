import type { Vendor, VendorType } from '@marketday/shared';
import { useMemo, useState } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { useVendors } from '@/entities/vendors/list-vendors';
import { AssignMarketsDialog } from './assign-markets-dialog';
import { DeleteVendorDialog } from './delete-vendor-dialog';
import { useVendorAction } from './use-vendor-action';
import { vendorColumns } from './vendor-columns';
import { VendorFilters } from './vendor-filters';
import { VendorFormSheet } from './vendor-form-sheet';
import { VendorMobileCard } from './vendor-mobile-card';
import { VendorProductsSheet } from './vendor-products-sheet';
import { VendorsEmptyState } from './vendors-empty-state';

type VendorsTableProps = {
  markets: { id: string; name: string }[];
  marketFilter: string | null;
  onMarketFilterChange: (marketId: string | null) => void;
  onAddVendor: () => void;
};

const SORT_BY_NAME = [{ id: 'business_name', desc: false }];

export function VendorsTable({
  markets,
  marketFilter,
  onMarketFilterChange,
  onAddVendor,
}: VendorsTableProps) {
  const vendorsQuery = useVendors();
  const [typeFilter, setTypeFilter] = useState<VendorType | null>(null);
  const action = useVendorAction();
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
        searchPlaceholder="Search vendors..."
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
      {edit && <VendorFormSheet key={edit.key} {...edit.props} markets={markets} />}
      {assign && <AssignMarketsDialog key={assign.key} {...assign.props} markets={markets} />}
      {products && <VendorProductsSheet key={products.key} {...products.props} />}
      {remove && <DeleteVendorDialog key={remove.key} {...remove.props} />}
    </>
  );
}
