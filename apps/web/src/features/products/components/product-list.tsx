import type { VendorProduct } from '@marketday/shared';
import { PackageIcon, SearchXIcon } from 'lucide-react';
import { AddButton } from '@/components/ui/add-button';
import { Button } from '@/components/ui/button';
import { CARD_GRID, CardGridResults, NoResultsCard } from '@/components/ui/card-grid-results';
import { type ProductAction, ProductCard } from './product-card';

type ProductListProps = {
  products: VendorProduct[] | undefined;
  isLoading: boolean;
  error: unknown;
  isFiltered: boolean;
  onAction: (action: ProductAction, product: VendorProduct) => void;
  onAddProduct: () => void;
  onClearFilters: () => void;
};

export function ProductList({
  products,
  isLoading,
  error,
  isFiltered,
  onAction,
  onAddProduct,
  onClearFilters,
}: ProductListProps) {
  return (
    <CardGridResults
      items={products}
      isLoading={isLoading}
      error={error}
      loadingLabel="Loading products…"
      placeholder="h-52 rounded-xl"
      countLabel={(count) => (count === 1 ? '1 product' : `${count} products`)}
      empty={
        isFiltered ? (
          <NoResultsCard
            icon={<SearchXIcon aria-hidden="true" className="size-10 text-muted-foreground" />}
            title="No matching products."
            description="Try other words, or clear the filters to see your whole catalogue."
            action={
              <Button variant="outline" onClick={onClearFilters}>
                Clear filters
              </Button>
            }
          />
        ) : (
          <NoResultsCard
            icon={<PackageIcon aria-hidden="true" className="size-10 text-primary" />}
            title="No products yet."
            description="Add your first product to get started."
            action={<AddButton onClick={onAddProduct}>Add Product</AddButton>}
          />
        )
      }
    >
      {(found) => (
        <ul className={CARD_GRID} aria-label="Products">
          {found.map((product) => (
            <li key={product.product_id} className="grid">
              <ProductCard product={product} onAction={onAction} />
            </li>
          ))}
        </ul>
      )}
    </CardGridResults>
  );
}
