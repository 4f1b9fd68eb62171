import type { VendorProduct } from '@marketday/shared';
import { PackageIcon, SearchXIcon } from 'lucide-react';
import { AddButton } from '@/components/ui/add-button';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTableErrorCard } from '@/components/ui/data-table';
import { LoadingPlaceholders } from '@/components/ui/loading-placeholders';
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

const GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

export function ProductList({
  products,
  isLoading,
  error,
  isFiltered,
  onAction,
  onAddProduct,
  onClearFilters,
}: ProductListProps) {
  if (error) return <DataTableErrorCard error={error} />;
  if (isLoading || !products) {
    return (
      <LoadingPlaceholders
        className={GRID}
        label="Loading products…"
        placeholders={['h-52 rounded-xl', 'h-52 rounded-xl', 'h-52 rounded-xl']}
      />
    );
  }
  return (
    <>
      <p className="sr-only" aria-live="polite">
        {products.length === 1 ? '1 product' : `${products.length} products`} found
      </p>
      {products.length === 0 ? (
        isFiltered ? (
          <EmptyCard
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
          <EmptyCard
            icon={<PackageIcon aria-hidden="true" className="size-10 text-primary" />}
            title="No products yet."
            description="Add your first product to get started."
            action={<AddButton onClick={onAddProduct}>Add Product</AddButton>}
          />
        )
      ) : (
        <ul className={GRID} aria-label="Products">
          {products.map((product) => (
            <li key={product.product_id} className="grid">
              <ProductCard product={product} onAction={onAction} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

type EmptyCardProps = { icon: React.ReactNode; title: string; description: string; action: React.ReactNode };

function EmptyCard({ icon, title, description, action }: EmptyCardProps) {
  return (
    <Card className="items-center py-10 text-center">
      {icon}
      <CardHeader className="items-center">
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{action}</CardContent>
    </Card>
  );
}
