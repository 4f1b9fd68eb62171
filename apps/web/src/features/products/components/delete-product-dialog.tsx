import type { VendorProduct } from '@marketday/shared';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { useDeleteProduct } from '@/entities/products/delete-product';

type DeleteProductDialogProps = DialogOpenProps & { product: VendorProduct };

export function DeleteProductDialog({ product, ...dialog }: DeleteProductDialogProps) {
  const deleteProduct = useDeleteProduct();

  return (
    <ConfirmDeleteDialog
      {...dialog}
      title={`Delete ${product.name}?`}
      description="It is removed from your catalogue. This cannot be undone."
      confirmText="Delete Product"
      mutation={deleteProduct}
      variables={product.product_id}
      size="sm"
    />
  );
}
