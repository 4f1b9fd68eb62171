import type { ProductInputOutput, VendorProduct } from '@marketday/shared';
import { useAlerts } from '@/components/ui/alerts-provider';
import { SideSheet } from '@/components/ui/side-sheet';
import { useCreateProduct } from '@/entities/products/create-product';
import { useUpdateProduct } from '@/entities/products/update-product';
import { ProductForm } from './product-form';
import { formValuesOf } from './product-form-values';

type ProductFormSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this product; without it the sheet adds one. */
  product?: VendorProduct | null;
};

export function ProductFormSheet({ open, onOpenChange, product }: ProductFormSheetProps) {
  const { showSuccess } = useAlerts();
  const createProduct = useCreateProduct();
  const updateProduct = useUpdateProduct();

  async function submit(input: ProductInputOutput) {
    const result = product
      ? await updateProduct.mutateAsync({ id: product.product_id, input })
      : await createProduct.mutateAsync(input);
    showSuccess(result.message);
    onOpenChange(false);
  }

  return (
    <SideSheet
      open={open}
      onOpenChange={onOpenChange}
      title={product ? 'Edit Product' : 'Add Product'}
      description={
        product ? product.name : 'What you sell, when it is in season, and what shoppers should know.'
      }
      size="lg"
    >
      {/* Content unmounts on close, so every opening starts from fresh values. */}
      <ProductForm
        idPrefix={product ? `edit-product-${product.product_id}` : 'new-product'}
        defaultValues={product ? formValuesOf(product) : undefined}
        submitLabel={product ? 'Save changes' : 'Add Product'}
        onSubmit={submit}
        onCancel={() => onOpenChange(false)}
      />
    </SideSheet>
  );
}
