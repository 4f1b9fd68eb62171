import type { VendorProduct } from '@marketday/shared';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ProductSummary } from '@/entities/products/product-summary';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

export type ProductAction = 'edit' | 'delete';

type ProductCardProps = {
  product: VendorProduct;
  onAction: (action: ProductAction, product: VendorProduct) => void;
};

// Edit and delete are visible buttons, not a menu: on a phone at the stall one tap beats two. In a narrow card
// (two columns beside the sidebar, and Spanish's longer words) they go one under the other.
export function ProductCard({ product, onAction }: ProductCardProps) {
  const t = useMessages(en);
  return (
    <Card className="gap-3 py-4">
      <CardContent className="flex flex-1 flex-col gap-3 px-4">
        <ProductSummary product={product} headingLevel="h2" className="flex-1" />
        <div className="flex flex-wrap gap-2 border-t pt-3">
          <Button variant="outline" className="flex-1" onClick={() => onAction('edit', product)}>
            <PencilIcon aria-hidden="true" />
            {t('edit')}
            <span className="sr-only"> {product.name}</span>
          </Button>
          <Button
            variant="ghost"
            className="flex-1 text-destructive hover:bg-destructive/10 hover:text-destructive"
            onClick={() => onAction('delete', product)}
          >
            <Trash2Icon aria-hidden="true" />
            {t('delete')}
            <span className="sr-only"> {product.name}</span>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
