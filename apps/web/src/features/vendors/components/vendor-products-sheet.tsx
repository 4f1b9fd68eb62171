import type { Vendor } from '@marketday/shared';
import { PackageIcon } from 'lucide-react';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { LoadedList } from '@/components/ui/loaded-list';
import { SideSheet } from '@/components/ui/side-sheet';
import { ProductSummary } from '@/entities/products/product-summary';
import { useVendorProducts } from '@/entities/vendors/list-vendor-products';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

type VendorProductsSheetProps = DialogOpenProps & { vendor: Vendor };

// Read-only: vendors keep their own catalogue; the manager sees what they sell and when.
export function VendorProductsSheet({ vendor, open, onOpenChange }: VendorProductsSheetProps) {
  const t = useMessages(en);
  return (
    <SideSheet
      open={open}
      onOpenChange={onOpenChange}
      title={t('productsTitle')}
      description={vendor.business_name}
    >
      <div className="min-h-0 flex-1 overflow-y-auto px-4 pb-4">
        <ProductsBody vendor={vendor} />
      </div>
    </SideSheet>
  );
}

function ProductsBody({ vendor }: { vendor: Vendor }) {
  const t = useMessages(en);
  const query = useVendorProducts(vendor.id);
  return (
    <LoadedList
      query={query}
      loading={{ label: t('loadingProducts'), placeholders: ['h-32 rounded-lg', 'h-32 rounded-lg'] }}
      empty={
        <div className="flex flex-col items-center gap-2 py-8 text-center">
          <PackageIcon aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="font-medium">{t('noProducts')}</p>
          <p className="text-muted-foreground text-sm">
            {vendor.managed ? t('managedProductsHint') : t('ownProductsHint')}
          </p>
        </div>
      }
    >
      {(products) => (
        <ul className="grid gap-3" aria-label={t('productsOf', { vendor: vendor.business_name })}>
          {products.map((product) => (
            <li key={product.product_id} className="rounded-lg border p-4">
              <ProductSummary product={product} />
            </li>
          ))}
        </ul>
      )}
    </LoadedList>
  );
}
