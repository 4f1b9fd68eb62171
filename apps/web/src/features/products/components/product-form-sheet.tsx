import type { ProductInputOutput, VendorProduct } from '@marketday/shared';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { lazyPart } from '@/components/ui/lazy-part';
import { SaveSheet } from '@/components/ui/save-sheet';
import { useCreateProduct } from '@/entities/products/create-product';
import { useUpdateProduct } from '@/entities/products/update-product';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { formValuesOf } from './product-form-values';

// The product form (its fields, validation and form library) loads after the page's first screen.
const ProductForm = lazyPart(() => import('./product-form').then((m) => m.ProductForm));

type ProductFormSheetProps = DialogOpenProps & {
  /** Edit this product; without it the sheet adds one. */
  product?: VendorProduct | null;
};

export function ProductFormSheet({ product, ...dialog }: ProductFormSheetProps) {
  const t = useMessages(en);
  const createProduct = useCreateProduct();
  const updateProduct = useUpdateProduct();

  return (
    <SaveSheet
      {...dialog}
      title={product ? t('editProduct') : t('addProduct')}
      description={product ? product.name : t('addProductDescription')}
      size="lg"
      save={(input: ProductInputOutput) =>
        product
          ? updateProduct.mutateAsync({ id: product.product_id, input })
          : createProduct.mutateAsync(input)
      }
    >
      {(actions) => (
        <ProductForm
          idPrefix={product ? `edit-product-${product.product_id}` : 'new-product'}
          defaultValues={product ? formValuesOf(product) : undefined}
          submitLabel={product ? t('saveChanges') : t('addProduct')}
          {...actions}
        />
      )}
    </SaveSheet>
  );
}
