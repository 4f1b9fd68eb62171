import type { VendorProduct } from '@marketday/shared';
import { useState } from 'react';
import { useOwnProducts } from '@/entities/products/list-own-products';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useRowAction } from '@/hooks/use-row-action';
import { DeleteProductDialog } from './delete-product-dialog';
import type { ProductAction } from './product-card';
import { type ProductFilterState, ProductFilters } from './product-filters';
import { ProductFormSheet } from './product-form-sheet';
import { ProductList } from './product-list';

const SEARCH_DELAY_MS = 250;
const NO_FILTERS: ProductFilterState = { search: '', category: null, tag: null };

type ProductCatalogueProps = { isAddOpen: boolean; onAddOpenChange: (open: boolean) => void };

// The vendor's catalogue: search and filters run on the server, so the list is always the server's answer.
export function ProductCatalogue({ isAddOpen, onAddOpenChange }: ProductCatalogueProps) {
  const [filters, setFilters] = useState<ProductFilterState>(NO_FILTERS);
  const search = useDebouncedValue(filters.search.trim(), SEARCH_DELAY_MS);
  const query = useOwnProducts({
    search: search || undefined,
    category: filters.category ?? undefined,
    tag: filters.tag ?? undefined,
  });
  const action = useRowAction<ProductAction, VendorProduct>();
  const isFiltered = Boolean(search || filters.category || filters.tag);

  const edit = action.dialogProps('edit');
  const remove = action.dialogProps('delete');
  return (
    <>
      <ProductFilters value={filters} onChange={setFilters} />
      <ProductList
        products={query.data}
        isLoading={query.isPending}
        error={query.error}
        isFiltered={isFiltered}
        onAction={action.open}
        onAddProduct={() => onAddOpenChange(true)}
        onClearFilters={() => setFilters(NO_FILTERS)}
      />
      <ProductFormSheet open={isAddOpen} onOpenChange={onAddOpenChange} />
      {edit && <ProductFormSheet key={edit.key} product={edit.row} {...edit.props} />}
      {remove && <DeleteProductDialog key={remove.key} product={remove.row} {...remove.props} />}
    </>
  );
}
