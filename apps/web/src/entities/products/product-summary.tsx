import {
  PRODUCT_CATEGORY_LABELS,
  PRODUCT_TAG_GROUPS,
  PRODUCT_TAG_LABELS,
  type VendorProduct,
} from '@marketday/shared';
import { CalendarRangeIcon } from 'lucide-react';
import type * as React from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';
import { seasonalityText } from './seasonality-text';

// Tags read in their group order (dietary, production, storage), whatever order they were saved in.
const TAG_ORDER = PRODUCT_TAG_GROUPS.flatMap((group) => group.tags);

// One catalogue entry, read-only: the vendor's product cards and a manager's view of a vendor share it.
export function ProductSummary({
  product,
  headingLevel: Heading = 'h3',
  actions,
  className,
}: {
  product: VendorProduct;
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Buttons drawn at the top right, e.g. edit and delete. */
  actions?: React.ReactNode;
  className?: string;
}) {
  const t = useMessages(en);
  const tags = TAG_ORDER.filter((tag) => product.tags.includes(tag));
  const attributes = Object.entries(product.attributes);
  return (
    <article data-slot="product-summary" className={cn('flex min-w-0 flex-col gap-3', className)}>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <Heading className="break-words font-semibold text-base leading-tight">{product.name}</Heading>
          <p className="mt-1 text-muted-foreground text-sm">
            {sayShared(PRODUCT_CATEGORY_LABELS[product.category])}
          </p>
        </div>
        {actions}
      </div>
      <p className="flex items-center gap-2 text-sm">
        <CalendarRangeIcon aria-hidden="true" className="size-4 shrink-0 text-primary" />
        <span className="sr-only">{t('season')}</span>
        {seasonalityText(product.seasonality)}
      </p>
      {tags.length > 0 && (
        <ul aria-label={t('tags')} className="flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary">{sayShared(PRODUCT_TAG_LABELS[tag])}</Badge>
            </li>
          ))}
        </ul>
      )}
      {attributes.length > 0 && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {attributes.map(([name, value]) => (
            <div key={name} className="contents">
              <dt className="text-muted-foreground">{name}</dt>
              <dd className="min-w-0 break-words">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {product.description && (
        <p className="line-clamp-3 break-words text-muted-foreground text-sm">{product.description}</p>
      )}
    </article>
  );
}
