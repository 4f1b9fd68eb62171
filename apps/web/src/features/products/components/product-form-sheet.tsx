import type { ProductInputOutput, VendorProduct } from '@marketday/shared';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { SaveSheet } from '@/components/ui/save-sheet';
import { useCreateProduct } from '@/entities/products/create-product';
import { useUpdateProduct } from '@/entities/products/update-product';
import { ProductForm } from './product-form';
import { formValuesOf } from './product-form-values';

type ProductFormSheetProps = DialogOpenProps & {
  /** Edit this product; without it the sheet adds one. */
  product?: VendorProduct | null;
};

export function ProductFormSheet({ product, ...dialog }: ProductFormSheetProps) {
  const createProduct = useCreateProduct();
  const updateProduct = useUpdateProduct();

  return (
    <SaveSheet
      {...dialog}
      title={product ? 'Edit Product' : 'Add Product'}
      description={
        product ? product.name : 'What you sell, when it is in season, and what shoppers should know.'
      }
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
          submitLabel={product ? 'Save changes' : 'Add Product'}
          {...actions}
        />
      )}
    </SaveSheet>
  );
}
