import type { ProductInputOutput, VendorProduct } from '@marketday/shared';
import { useAlerts } from '@/components/ui/alerts-provider';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
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
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="w-full gap-0 sm:max-w-lg">
        <SheetHeader className="pr-14">
          <SheetTitle className="text-lg">{product ? 'Edit Product' : 'Add Product'}</SheetTitle>
          <SheetDescription>
            {product ? product.name : 'What you sell, when it is in season, and what shoppers should know.'}
          </SheetDescription>
        </SheetHeader>
        {/* Content unmounts on close, so every opening starts from fresh values. */}
        <ProductForm
          idPrefix={product ? `edit-product-${product.product_id}` : 'new-product'}
          defaultValues={product ? formValuesOf(product) : undefined}
          submitLabel={product ? 'Save changes' : 'Add Product'}
          onSubmit={submit}
          onCancel={() => onOpenChange(false)}
        />
      </SheetContent>
    </Sheet>
  );
}
