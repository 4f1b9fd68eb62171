import { type ApplicationProduct, PRODUCT_CATEGORY_LABELS, PRODUCT_TAG_LABELS } from '@marketday/shared';
import { Badge } from '@/components/ui/badge';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// Products listed on an application: name, category and tags.
export function AttachedProducts({ products }: { products: ApplicationProduct[] }) {
  const t = useMessages(en);
  if (products.length === 0) return <p className="text-muted-foreground text-sm">{t('noProductsListed')}</p>;
  return (
    <ul className="grid gap-2">
      {products.map((product) => (
        <li key={product.product_id} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span className="font-medium">{product.name}</span>
          <span className="text-muted-foreground">
            {sayShared(PRODUCT_CATEGORY_LABELS[product.category])}
          </span>
          {product.tags.map((tag) => (
            <Badge key={tag} variant="outline" className="font-normal">
              {sayShared(PRODUCT_TAG_LABELS[tag])}
            </Badge>
          ))}
        </li>
      ))}
    </ul>
  );
}
