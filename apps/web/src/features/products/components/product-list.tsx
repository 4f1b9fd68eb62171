import type { VendorProduct } from '@marketday/shared';
import { PackageIcon, SearchXIcon } from 'lucide-react';
import { AddButton } from '@/components/ui/add-button';
import { Button } from '@/components/ui/button';
import { CARD_GRID, CardGridResults, NoResultsCard } from '@/components/ui/card-grid-results';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
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
  const t = useMessages(en);
  return (
    <CardGridResults
      items={products}
      isLoading={isLoading}
      error={error}
      loadingLabel={t('loadingProducts')}
      placeholder="h-52 rounded-xl"
      countLabel={(count) => t('productCount', { count })}
      empty={
        isFiltered ? (
          <NoResultsCard
            icon={<SearchXIcon aria-hidden="true" className="size-10 text-muted-foreground" />}
            title={t('noMatching')}
            description={t('noMatchingHint')}
            action={
              <Button variant="outline" onClick={onClearFilters}>
                {t('clearFilters')}
              </Button>
            }
          />
        ) : (
          <NoResultsCard
            icon={<PackageIcon aria-hidden="true" className="size-10 text-primary" />}
            title={t('noProducts')}
            description={t('noProductsHint')}
            action={<AddButton onClick={onAddProduct}>{t('addProduct')}</AddButton>}
          />
        )
      }
    >
      {(found) => (
        <ul className={CARD_GRID} aria-label={t('productsList')}>
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
